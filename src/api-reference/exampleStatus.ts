/**
 * A response example whose `status` is not the code it is given under tells the reader the wrong story (a shared
 * 401 response used under 403 shows `"status": 401`), and so does a problem example whose `errors[].pointer` names
 * a field or parameter its operation does not have (a shared 400 response that blames `/size` on an operation
 * without one). A pointer names a parameter by its name or a request-body field by its JSON Pointer (RFC 6901), as
 * the schema ValidationError says. Found in the source files, so each is named at the file, line and JSON pointer
 * a writer edits.
 */
import {
  child,
  httpMethods,
  isObject,
  type Json,
  type JsonObject,
  type Location,
  type RefResolver,
} from './walk';

export interface ExampleStatusProblem {
  at: Location;
  message: string;
}

export function exampleStatusProblems(
  root: Json | undefined,
  rootFile: string,
  resolve: RefResolver,
): ExampleStatusProblem[] {
  const problems: ExampleStatusProblem[] = [];
  const follow = (node: Json | undefined, at: Location): {node: JsonObject; at: Location} | undefined => {
    for (let hops = 0; isObject(node) && typeof node.$ref === 'string' && hops < 32; hops++) {
      const target = resolve(node.$ref, at);
      if (target === undefined) return undefined;
      ({node, at} = target);
    }
    return isObject(node) ? {node, at} : undefined;
  };
  const check = (
    value: Json | undefined,
    at: Location,
    code: string,
    where: string,
    names: (pointer: string) => boolean,
  ): void => {
    if (!isObject(value)) return;
    const status = value.status;
    if (typeof status === 'number' && String(status) !== code)
      problems.push({
        at: child(at, 'status'),
        message: `${where}: the example has status ${status} under response ${code}`,
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
  /** The names of the parameters of an operation and its path item. */
  const parameterNames = (
    lists: ReadonlyArray<{node: JsonObject; at: Location} | undefined>,
  ): Set<string> => {
    const names = new Set<string>();
    for (const list of lists) {
      const parameters = list?.node.parameters;
      if (!Array.isArray(parameters)) continue;
      parameters.forEach((parameterRef, index) => {
        const parameter = list && follow(parameterRef, child(list.at, 'parameters', index));
        if (typeof parameter?.node.name === 'string') names.add(parameter.node.name);
      });
    }
    return names;
  };
  /** Whether a JSON Pointer leads to a property of one of the schemas (through `$ref`, `allOf`/`oneOf`/`anyOf`, items). */
  const leadsToField = (
    schemas: ReadonlyArray<{node: JsonObject; at: Location}>,
    segments: string[],
  ): boolean => {
    if (segments.length === 0) return schemas.length > 0;
    const [segment = '', ...rest] = segments;
    const next: Array<{node: JsonObject; at: Location}> = [];
    const visit = (schema: {node: JsonObject; at: Location} | undefined, depth: number): void => {
      if (schema === undefined || depth > 16) return;
      for (const keyword of ['allOf', 'oneOf', 'anyOf']) {
        const members = schema.node[keyword];
        if (Array.isArray(members))
          members.forEach((member, index) =>
            visit(follow(member, child(schema.at, keyword, index)), depth + 1),
          );
      }
      const properties = follow(schema.node.properties, child(schema.at, 'properties'));
      const property = properties?.node[segment];
      if (property !== undefined) {
        const target = properties && follow(property, child(properties.at, segment));
        if (target) next.push(target);
      }
      if (/^\d+$/.test(segment)) {
        const items = follow(schema.node.items, child(schema.at, 'items'));
        if (items) next.push(items);
      }
    };
    for (const schema of schemas) visit(schema, 0);
    return leadsToField(next, rest);
  };
  const bodySchemas = (operation: {node: JsonObject; at: Location} | undefined) => {
    const body = operation && follow(operation.node.requestBody, child(operation.at, 'requestBody'));
    const content = body && follow(body.node.content, child(body.at, 'content'));
    const schemas: Array<{node: JsonObject; at: Location}> = [];
    for (const [mediaType, mediaRef] of Object.entries(content?.node ?? {})) {
      const media = content && follow(mediaRef, child(content.at, mediaType));
      const schema = media && follow(media.node.schema, child(media.at, 'schema'));
      if (schema) schemas.push(schema);
    }
    return schemas;
  };
  const top = follow(root, {file: rootFile, pointer: []});
  for (const section of ['paths', 'webhooks']) {
    const items = top && follow(top.node[section], child(top.at, section));
    for (const [name, itemRef] of Object.entries(items?.node ?? {})) {
      const item = items && follow(itemRef, child(items.at, name));
      for (const method of httpMethods) {
        const operation = item && follow(item.node[method], child(item.at, method));
        if (operation === undefined) continue;
        const parameters = parameterNames([item, operation]);
        const body = bodySchemas(operation);
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
        const responses = operation && follow(operation.node.responses, child(operation.at, 'responses'));
        const where = `${method.toUpperCase()} ${name}`;
        for (const [code, responseRef] of Object.entries(responses?.node ?? {})) {
          const response = responses && follow(responseRef, child(responses.at, code));
          const content = response && follow(response.node.content, child(response.at, 'content'));
          for (const [mediaType, mediaRef] of Object.entries(content?.node ?? {})) {
            const media = content && follow(mediaRef, child(content.at, mediaType));
            if (media === undefined) continue;
            check(media.node.example, child(media.at, 'example'), code, where, names);
            const examples = follow(media.node.examples, child(media.at, 'examples'));
            for (const [exampleName, exampleRef] of Object.entries(examples?.node ?? {})) {
              const example = examples && follow(exampleRef, child(examples.at, exampleName));
              if (example)
                check(
                  example.node.value,
                  child(example.at, 'value'),
                  code,
                  `${where} (${exampleName})`,
                  names,
                );
            }
          }
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
