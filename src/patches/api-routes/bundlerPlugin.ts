/**
 * The bundler side of ./index.ts, for webpack and Rspack alike:
 *
 * - before the final content hashes (`realContentHash`), the runtime's maps of chunk files lose the operation
 *   pages' content chunks, and the operation routes' chunk gets them instead, in place of its placeholder; the
 *   final hashes then rename those files and rewrite every mention of them, in both places;
 * - after the client manifest is written, each operation page's module lists the operation routes' chunk too,
 *   so the page's HTML loads it with the page's other scripts.
 */
import fs from 'node:fs';
import {parse} from '@babel/parser';
import type {Node, ObjectExpression} from '@babel/types';
import type {Chunk as WebpackChunk, Compiler} from 'webpack';

import {keyByImportRequest, type ClientManifest} from '../route-scripts';

// webpack's types; Rspack's compiler and compilation have the same shape for what this uses.
type Chunk = Pick<WebpackChunk, 'id' | 'name' | 'files' | 'hasRuntime'>;

export interface ApiRoutesOptions {
  chunkName: string;
  placeholder: string;
  contentChunkNames: readonly string[];
  contentModules: readonly string[];
  manifestPath: string;
}

const name = 'api-routes';

/** A map literal of the runtime: every property a plain key (number, name or string) with a string value. */
function isStringMap(node: ObjectExpression): boolean {
  return (
    node.properties.length > 0 &&
    node.properties.every(
      (property) =>
        property.type === 'ObjectProperty' &&
        !property.computed &&
        ['Identifier', 'StringLiteral', 'NumericLiteral'].includes(property.key.type) &&
        property.value.type === 'StringLiteral',
    )
  );
}

function keyText(node: Node): string {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'StringLiteral') return node.value;
  if (node.type === 'NumericLiteral') return String(node.value);
  return '';
}

function objectExpressions(node: unknown, out: ObjectExpression[] = []): ObjectExpression[] {
  if (Array.isArray(node)) {
    for (const child of node) objectExpressions(child, out);
  } else if (node && typeof node === 'object' && typeof (node as {type?: unknown}).type === 'string') {
    if ((node as Node).type === 'ObjectExpression') out.push(node as ObjectExpression);
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'loc' && key !== 'leadingComments' && key !== 'trailingComments')
        objectExpressions(value, out);
    }
  }
  return out;
}

/**
 * The runtime without the given keys in its string maps (chunk id → name, id → hash, and Docusaurus' name → id),
 * and how often each key was removed.
 */
export function withoutChunks(
  runtime: string,
  keys: ReadonlySet<string>,
): {code: string; removed: Map<string, number>} {
  const removed = new Map<string, number>();
  const edits: Array<{start: number; end: number; text: string}> = [];
  for (const object of objectExpressions(parse(runtime, {sourceType: 'script'}).program)) {
    if (!isStringMap(object)) continue;
    const kept = object.properties.filter((property) => {
      const key = property.type === 'ObjectProperty' ? keyText(property.key) : '';
      if (!keys.has(key)) return true;
      removed.set(key, (removed.get(key) ?? 0) + 1);
      return false;
    });
    if (kept.length === object.properties.length) continue;
    const text = kept.map((property) => runtime.slice(property.start ?? 0, property.end ?? 0)).join(',');
    edits.push({start: object.start ?? 0, end: object.end ?? 0, text: `{${text}}`});
  }
  let code = '';
  let at = 0;
  for (const edit of edits.sort((a, b) => a.start - b.start)) {
    code += runtime.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return {code: code + runtime.slice(at), removed};
}

export class ApiRoutesBundlerPlugin {
  constructor(private readonly options: ApiRoutesOptions) {}

  apply(compiler: Compiler): void {
    const {Compilation, sources} = compiler.webpack;
    const contentNames = new Set(this.options.contentChunkNames);
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap({name, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE}, () => {
        const chunks = [...compilation.chunks];
        const content = chunks.filter((chunk) => chunk.name != null && contentNames.has(chunk.name));
        const files = {
          byId: Object.fromEntries(content.map((chunk) => [String(chunk.id), scriptOf(chunk)])),
          idByName: Object.fromEntries(content.map((chunk) => [String(chunk.name), String(chunk.id)])),
        };
        if (content.length !== contentNames.size) {
          throw new Error(
            `${name}: ${contentNames.size} operation pages but ${content.length} content chunks; see src/patches/api-routes`,
          );
        }
        // The runtime: the content chunks out of its maps.
        const keys = new Set(content.flatMap((chunk) => [String(chunk.id), String(chunk.name)]));
        // Runtimes that never load them (a web worker's) have none of them.
        const removed = new Map<string, number>();
        for (const chunk of chunks.filter((candidate) => candidate.hasRuntime())) {
          const file = scriptOf(chunk);
          const asset = compilation.getAsset(file);
          if (!asset) continue;
          const result = withoutChunks(String(asset.source.source()), keys);
          if (result.removed.size === 0) continue;
          for (const [key, count] of result.removed) removed.set(key, (removed.get(key) ?? 0) + count);
          compilation.updateAsset(file, new sources.RawSource(result.code));
        }
        const missing = content.find(
          (each) => !removed.has(String(each.id)) || !removed.has(String(each.name)),
        );
        if (missing) {
          throw new Error(
            `${name}: no runtime maps chunk ${String(missing.id)} (${String(missing.name)}) the way this patch expects; see src/patches/api-routes`,
          );
        }
        // The operation routes' chunk: the content chunks' files in place of the placeholder.
        const routesChunk = chunks.find((chunk) => chunk.name === this.options.chunkName);
        const routesFile = routesChunk ? scriptOf(routesChunk) : undefined;
        const routesAsset = routesFile ? compilation.getAsset(routesFile) : undefined;
        const pattern = new RegExp(`(["'\`])${this.options.placeholder}\\1`, 'g');
        const routesCode = String(routesAsset?.source.source() ?? '');
        if (!routesFile || (routesCode.match(pattern) ?? []).length !== 1) {
          throw new Error(
            `${name}: the placeholder is not once in the ${this.options.chunkName} chunk; see src/patches/api-routes`,
          );
        }
        compilation.updateAsset(
          routesFile,
          new sources.RawSource(routesCode.replace(pattern, JSON.stringify(files))),
        );
      });
    });
    compiler.hooks.afterEmit.tap(name, (compilation) => {
      const routesChunk = [...compilation.chunks].find((chunk) => chunk.name === this.options.chunkName);
      if (!routesChunk || !fs.existsSync(this.options.manifestPath)) return;
      const manifest = JSON.parse(fs.readFileSync(this.options.manifestPath, 'utf8')) as ClientManifest;
      // The operation pages' modules are keyed by import request as route-scripts keys them; done here as well
      // (it only adds missing keys), so the two plugins' afterEmit hooks may run in either order.
      keyByImportRequest(manifest, compilation);
      for (const request of this.options.contentModules) {
        const chunks = manifest.origins[request];
        if (chunks && !chunks.includes(routesChunk.id ?? '')) chunks.unshift(routesChunk.id ?? '');
      }
      fs.writeFileSync(this.options.manifestPath, JSON.stringify(manifest));
    });
  }
}

function scriptOf(chunk: Chunk): string {
  const script = [...chunk.files].find((file) => file.endsWith('.js'));
  if (!script) throw new Error(`${name}: chunk ${String(chunk.name ?? chunk.id)} has no script`);
  return script;
}
