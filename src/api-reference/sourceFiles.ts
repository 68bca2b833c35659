/**
 * The description as its writers keep it: `openapi/openapi.yaml` and the files its `$ref`s name. Reading
 * the source rather than the bundle lets every message name the file, line and JSON pointer a writer edits.
 */
import fs from 'node:fs';
import path from 'node:path';
import {LineCounter, parseDocument, type Document} from 'yaml';

import type {Json, Location, RefResolver} from './walk';

interface Loaded {
  document: Document;
  lines: LineCounter;
  data: Json;
}

function decodeSegment(segment: string): string {
  return decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~');
}

export class SourceFiles {
  private readonly files = new Map<string, Loaded>();

  private load(file: string): Loaded | undefined {
    let loaded = this.files.get(file);
    if (loaded === undefined) {
      if (!fs.existsSync(file)) return undefined;
      const lines = new LineCounter();
      const document = parseDocument(fs.readFileSync(file, 'utf8'), {lineCounter: lines});
      loaded = {document, lines, data: document.toJS({maxAliasCount: -1}) as Json};
      this.files.set(file, loaded);
    }
    return loaded;
  }

  root(file: string): Json | undefined {
    return this.load(file)?.data;
  }

  /** Follows local and relative file references; remote ones (`https://…`) are not part of the source. */
  readonly resolve: RefResolver = (ref, from) => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(ref)) return undefined;
    const [filePart = '', fragment = ''] = ref.split('#');
    const file =
      filePart === '' ? from.file : path.resolve(path.dirname(from.file), decodeURIComponent(filePart));
    const loaded = this.load(file);
    if (loaded === undefined) return undefined;
    const pointer = fragment.split('/').filter(Boolean).map(decodeSegment);
    let node: Json | undefined = loaded.data;
    for (const segment of pointer) {
      if (Array.isArray(node)) node = node[Number(segment)];
      else if (typeof node === 'object' && node !== null) node = node[segment];
      else node = undefined;
    }
    return node === undefined ? undefined : {node, at: {file, pointer}};
  };

  /** `line:column` of a location's value, when the file has it. */
  position(at: Location): string | undefined {
    const loaded = this.load(at.file);
    const node = loaded?.document.getIn(at.pointer, true) as {range?: [number, number, number]} | undefined;
    const offset = node?.range?.[0];
    if (loaded === undefined || offset === undefined) return undefined;
    const {line, col} = loaded.lines.linePos(offset);
    return `${line}:${col}`;
  }
}
