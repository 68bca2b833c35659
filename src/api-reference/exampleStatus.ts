/**
 * A response example whose `status` is not the code it is given under tells the reader the wrong story (a shared
 * 401 response used under 403 shows `"status": 401`). Found in the source files, so each is named at the file,
 * line and JSON pointer a writer edits.
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
  const check = (value: Json | undefined, at: Location, code: string, where: string): void => {
    const status = isObject(value) ? value.status : undefined;
    if (typeof status === 'number' && String(status) !== code)
      problems.push({
        at: child(at, 'status'),
        message: `${where}: the example has status ${status} under response ${code}`,
      });
  };
  const top = follow(root, {file: rootFile, pointer: []});
  for (const section of ['paths', 'webhooks']) {
    const items = top && follow(top.node[section], child(top.at, section));
    for (const [name, itemRef] of Object.entries(items?.node ?? {})) {
      const item = items && follow(itemRef, child(items.at, name));
      for (const method of httpMethods) {
        const operation = item && follow(item.node[method], child(item.at, method));
        const responses = operation && follow(operation.node.responses, child(operation.at, 'responses'));
        const where = `${method.toUpperCase()} ${name}`;
        for (const [code, responseRef] of Object.entries(responses?.node ?? {})) {
          const response = responses && follow(responseRef, child(responses.at, code));
          const content = response && follow(response.node.content, child(response.at, 'content'));
          for (const [mediaType, mediaRef] of Object.entries(content?.node ?? {})) {
            const media = content && follow(mediaRef, child(content.at, mediaType));
            if (media === undefined) continue;
            check(media.node.example, child(media.at, 'example'), code, where);
            const examples = follow(media.node.examples, child(media.at, 'examples'));
            for (const [exampleName, exampleRef] of Object.entries(examples?.node ?? {})) {
              const example = examples && follow(exampleRef, child(examples.at, exampleName));
              if (example)
                check(example.node.value, child(example.at, 'value'), code, `${where} (${exampleName})`);
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
