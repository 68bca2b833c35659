/**
 * A response example whose `status` is not the code it is given under tells the reader the wrong story (a shared
 * 401 response used under 403 shows `"status": 401`), and so does a problem example whose `errors[].pointer` names
 * a field or parameter its operation does not have (a shared 400 response that blames `/size` on an operation
 * without one). A pointer names a parameter by its name or a request-body field by its JSON Pointer (RFC 6901), as
 * the schema ValidationError says. Found in the source files, so each is named at the file, line and JSON pointer
 * a writer edits.
 */
import {child, httpMethods, isObject, type Json, type Location, type RefResolver} from './walk';

export interface ExampleStatusProblem {
  at: Location;
  message: string;
}

/** An object or array of the source files and where it is, reached through any `$ref` on the way. */
interface Place {
  node: {[key: string]: Json} | Json[];
  at: Location;
}

export function exampleStatusProblems(
  root: Json | undefined,
  rootFile: string,
  resolve: RefResolver,
): ExampleStatusProblem[] {
  const deref = (node: Json | undefined, at: Location): Place | undefined => {
    for (let hops = 0; isObject(node) && typeof node.$ref === 'string' && hops < 32; hops++) {
      const target = resolve(node.$ref, at);
      if (target === undefined) return undefined;
      ({node, at} = target);
    }
    return isObject(node) || Array.isArray(node) ? {node, at} : undefined;
  };
  const get = (from: Place | undefined, ...keys: string[]): Place | undefined =>
    keys.reduce<Place | undefined>(
      (place, key) => place && deref((place.node as Record<string, Json>)[key], child(place.at, key)),
      from,
    );
  const entries = (place: Place | undefined): Array<[string, Place]> =>
    Object.keys(place?.node ?? {}).flatMap((key) => {
      const value = get(place, key);
      return value === undefined ? [] : [[key, value]];
    });
  const problems: ExampleStatusProblem[] = [];
  const check = (
    value: Json | undefined,
    at: Location,
    code: string,
    where: string,
    names: (pointer: string) => boolean,
  ) => {
    if (!isObject(value)) return;
    if (typeof value.status === 'number' && String(value.status) !== code)
      problems.push({
        at: child(at, 'status'),
        message: `${where}: the example has status ${value.status} under response ${code}`,
      });
    if (!Array.isArray(value.errors)) return;
    value.errors.forEach((error, index) => {
      const pointer = isObject(error) ? error.pointer : undefined;
      if (typeof pointer === 'string' && !names(pointer))
        problems.push({
          at: child(at, 'errors', index, 'pointer'),
          message: `${where}: the example's error names \`${pointer}\`, which is neither a parameter nor a request-body field of the operation (a parameter by its name, a field by its JSON Pointer)`,
        });
    });
  };
  /** Whether a JSON Pointer leads to a property of one of the schemas (through `$ref`, `allOf`/`oneOf`/`anyOf`, items). */
  const leadsToField = (schemas: readonly Place[], segments: readonly string[]): boolean => {
    if (segments.length === 0) return schemas.length > 0;
    const [segment = '', ...rest] = segments;
    const next: Place[] = [];
    const visit = (schema: Place, depth: number): void => {
      if (depth > 16) return;
      for (const keyword of ['allOf', 'oneOf', 'anyOf'])
        for (const [, member] of entries(get(schema, keyword))) visit(member, depth + 1);
      next.push(
        ...[
          get(schema, 'properties', segment),
          /^\d+$/.test(segment) ? get(schema, 'items') : undefined,
        ].filter((place) => place !== undefined),
      );
    };
    for (const schema of schemas) visit(schema, 0);
    return leadsToField(next, rest);
  };
  const top = deref(root, {file: rootFile, pointer: []});
  for (const [name, item] of [...entries(get(top, 'paths')), ...entries(get(top, 'webhooks'))]) {
    for (const method of httpMethods) {
      const operation = get(item, method);
      if (operation === undefined) continue;
      const parameters = new Set(
        [item, operation].flatMap((owner) =>
          entries(get(owner, 'parameters')).flatMap(([, parameter]) => {
            const parameterName = (parameter.node as Record<string, Json>).name;
            return typeof parameterName === 'string' ? [parameterName] : [];
          }),
        ),
      );
      const body = entries(get(operation, 'requestBody', 'content')).flatMap(
        ([, media]) => get(media, 'schema') ?? [],
      );
      const names = (pointer: string): boolean =>
        parameters.has(pointer) ||
        (pointer.startsWith('/') &&
          leadsToField(
            body,
            pointer
              .slice(1)
              .split('/')
              .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~')),
          ));
      const where = `${method.toUpperCase()} ${name}`;
      for (const [code, response] of entries(get(operation, 'responses'))) {
        for (const [, media] of entries(get(response, 'content'))) {
          const node = media.node as Record<string, Json>;
          check(node.example, child(media.at, 'example'), code, where, names);
          for (const [exampleName, example] of entries(get(media, 'examples')))
            check(
              (example.node as Record<string, Json>).value,
              child(example.at, 'value'),
              code,
              `${where} (${exampleName})`,
              names,
            );
        }
      }
    }
  }
  return grouped(problems);
}

/** One problem per place: a shared response's example is met under every operation that uses it. */
function grouped(problems: readonly ExampleStatusProblem[]): ExampleStatusProblem[] {
  const byPlace = new Map<string, {first: ExampleStatusProblem; more: number}>();
  for (const problem of problems) {
    const key = `${problem.at.file}#${problem.at.pointer.join('/')}#${problem.message.replace(/^[^:]*: /, '')}`;
    const seen = byPlace.get(key);
    if (seen) seen.more += 1;
    else byPlace.set(key, {first: problem, more: 0});
  }
  return [...byPlace.values()].map(({first, more}) =>
    more === 0 ? first : {...first, message: `${first.message} (and under ${more} more operations)`},
  );
}
