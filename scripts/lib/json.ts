/** JSON files as the scripts read and write them: UTF-8, two-space indentation and a final line break. */
import fs from 'node:fs';

export function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

export function writeJson(file: string, value: unknown): void {
  fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}
