/**
 * Where a JSON pointer of the bundled description lies in the files writers edit: the file, line and column,
 * and the pointer inside that file. The walk follows each `$ref` of `openapi/openapi.yaml` into the file it
 * names; for something that no longer exists (a removed field) it ends at the nearest place that does.
 */
import path from 'node:path';

import {siteDir} from '../../config/site';
import {sourceFile} from '../api-reference/paths';
import {SourceFiles} from '../api-reference/sourceFiles';
import {isObject, jsonPointer, type Json, type Location} from '../api-reference/walk';

function segmentsOf(pointer: string): string[] {
  return pointer
    .replace(/^#\/?/, '')
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export class SourcePlaces {
  private readonly sources = new SourceFiles();

  constructor(private readonly root: string = sourceFile) {}

  /** `openapi/components/schemas/Product.yaml:42:3 #/properties/name` for a pointer of the bundle. */
  place(pointer: string): string {
    let at: Location = {file: this.root, pointer: []};
    let node: Json | undefined = this.sources.root(this.root);
    for (const segment of segmentsOf(pointer)) {
      for (let hops = 0; hops < 20 && isObject(node) && typeof node.$ref === 'string'; hops++) {
        const target = this.sources.resolve(node.$ref, at);
        if (target === undefined) break;
        node = target.node;
        at = target.at;
      }
      const next: Json | undefined = Array.isArray(node)
        ? node[Number(segment)]
        : isObject(node)
          ? node[segment]
          : undefined;
      if (next === undefined) break;
      node = next;
      at = {file: at.file, pointer: [...at.pointer, segment]};
    }
    const position = this.sources.position(at);
    return `${path.relative(siteDir, at.file)}${position ? `:${position}` : ''} ${jsonPointer(at.pointer)}`;
  }
}
