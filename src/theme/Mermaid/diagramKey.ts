/**
 * The key of a diagram in sizes.json: a hash (32-bit FNV-1a) of its source, so that the browser and the script
 * that measures diagrams (scripts/diagram-sizes.ts) name a diagram alike, and a changed diagram gets a new key.
 */
export function diagramKey(source: string): string {
  let hash = 0x811c9dc5;
  for (const character of source.trim()) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
