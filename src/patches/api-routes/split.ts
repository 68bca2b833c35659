/**
 * Splits what Docusaurus generates for the browser's route table (`.docusaurus/routes.js`, `registry.js`,
 * `routesChunkNames.json`, `globalData.json`) into what every page needs and what only the operation pages of
 * the API reference need. The first part stays in the main bundle; the second becomes a module of its own
 * (./operations.ts writes it) that the browser loads when it goes to an operation page.
 */
import {parse} from '@babel/parser';
import type {ArrayExpression, Expression, Node, ObjectExpression, ObjectProperty} from '@babel/types';

/** The pages the OpenAPI plugin generates (docusaurus-plugin-openapi-docs): one per operation. */
export const generatedPagePattern = /\.(?:api|info|tag|schema)\.mdx$/;

export type ChunkNames = Record<string, Record<string, unknown>>;

export interface GlobalData {
  'docusaurus-plugin-content-docs'?: Record<
    string,
    {versions: Array<{docs: Array<{id: string; path: string; sidebar?: string}>}>}
  >;
}

export interface OperationRoute {
  path: string;
  /** The second argument of `ComponentCreator`: the key of the route in routesChunkNames is `<path>-<hash>`. */
  hash: string;
  /** Other properties of the route object (`exact`, `sidebar`), as source text. */
  rest: string;
}

export interface RouteSplit {
  /** routes.js without the operation routes. */
  routes: string;
  /** registry.js without the operation pages' content modules. */
  registry: string;
  chunkNames: ChunkNames;
  globalData: GlobalData;
  operations: {
    /** Paths of the routes from the top of the tree to the parent of the operation routes. */
    parentPaths: string[];
    routes: OperationRoute[];
    /** registry.js entries of their content, as source text (`"name": [() => import(…), …]`). */
    registryEntries: string[];
    /** Their chunk names: the chunks the browser may skip until it goes to an operation page. */
    contentChunkNames: string[];
    /** The module requests of their content (`@site/openapi/reference/<slug>.api.mdx`). */
    contentModules: string[];
    chunkNames: ChunkNames;
    /** Docs of the operation pages in the docs plugin's global data, by plugin id. */
    docs: Record<string, Array<{id: string; path: string; sidebar?: string}>>;
  };
}

const parseModule = (code: string) => parse(code, {sourceType: 'module', plugins: ['jsx']});

function keyOf(property: ObjectProperty): string | undefined {
  const {key} = property;
  if (key.type === 'Identifier') return key.name;
  if (key.type === 'StringLiteral') return key.value;
  return undefined;
}

function propertyOf(object: ObjectExpression, name: string): ObjectProperty | undefined {
  return object.properties.find(
    (property): property is ObjectProperty => property.type === 'ObjectProperty' && keyOf(property) === name,
  );
}

function stringValue(node: Node | undefined): string | undefined {
  return node?.type === 'StringLiteral' ? node.value : undefined;
}

/** Removes the given [start, end) ranges from the text, with the comma and white space after each. */
function withoutRanges(text: string, ranges: Array<[number, number]>): string {
  let result = '';
  let at = 0;
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    result += text.slice(at, start);
    at = end;
    const after = /^\s*,?/.exec(text.slice(at));
    at += after?.[0].length ?? 0;
  }
  return result + text.slice(at);
}

const exportedObject = (code: string, what: string): ObjectExpression | ArrayExpression => {
  const statement = parseModule(code).program.body.find((node) => node.type === 'ExportDefaultDeclaration');
  const declaration = statement?.type === 'ExportDefaultDeclaration' ? statement.declaration : undefined;
  if (declaration?.type !== 'ObjectExpression' && declaration?.type !== 'ArrayExpression') {
    throw new Error(`${what}: Docusaurus no longer exports a literal; see src/patches/api-routes`);
  }
  return declaration;
};

/** The route objects of a routes array, each with its path and the ComponentCreator hash. */
function routeObjects(array: ArrayExpression): Array<{node: ObjectExpression; path: string; hash?: string}> {
  return array.elements.flatMap((element) => {
    if (element?.type !== 'ObjectExpression') return [];
    const path = stringValue(propertyOf(element, 'path')?.value);
    const component = propertyOf(element, 'component')?.value as Expression | undefined;
    const hash =
      component?.type === 'CallExpression'
        ? stringValue(component.arguments[1] as Node | undefined)
        : undefined;
    return path === undefined ? [] : [{node: element, path, hash}];
  });
}

export function splitRoutes(input: {
  routes: string;
  registry: string;
  chunkNames: ChunkNames;
  globalData: GlobalData;
}): RouteSplit {
  // Registry: chunk name → module path of its content.
  const registryObject = exportedObject(input.registry, 'registry.js') as ObjectExpression;
  const modulePaths = new Map<string, {path: string; range: [number, number]}>();
  for (const property of registryObject.properties) {
    if (property.type !== 'ObjectProperty' || property.value.type !== 'ArrayExpression') continue;
    const name = keyOf(property);
    const path = stringValue(property.value.elements[1] as Node | undefined);
    if (name !== undefined && path !== undefined && property.start != null && property.end != null) {
      modulePaths.set(name, {path, range: [property.start, property.end]});
    }
  }
  const isOperationContent = (name: unknown): name is string =>
    typeof name === 'string' && generatedPagePattern.test(modulePaths.get(name)?.path ?? '');

  // Routes: the exact routes whose content is a generated page, and the chain of their parents.
  const routesArray = exportedObject(input.routes, 'routes.js') as ArrayExpression;
  const found: Array<{node: ObjectExpression; route: OperationRoute; parents: string[]}> = [];
  const walk = (array: ArrayExpression, parents: string[]): void => {
    for (const {node, path, hash} of routeObjects(array)) {
      const content = hash === undefined ? undefined : input.chunkNames[`${path}-${hash}`]?.content;
      if (hash !== undefined && isOperationContent(content)) {
        const rest = node.properties
          .filter((property) => {
            const key = property.type === 'ObjectProperty' ? keyOf(property) : undefined;
            return key !== 'path' && key !== 'component';
          })
          .map((property) => input.routes.slice(property.start ?? 0, property.end ?? 0))
          .join(',\n');
        found.push({node, route: {path, hash, rest}, parents});
        continue;
      }
      const children = propertyOf(node, 'routes')?.value;
      if (children?.type === 'ArrayExpression') walk(children, [...parents, path]);
    }
  };
  walk(routesArray, []);
  const parentPaths = found[0]?.parents ?? [];
  if (found.some(({parents}) => parents.join('\n') !== parentPaths.join('\n'))) {
    throw new Error(
      'routes.js: the operation pages are not all children of one route; see src/patches/api-routes',
    );
  }
  const routeKeys = new Set(found.map(({route}) => `${route.path}-${route.hash}`));
  const operationPaths = new Set(found.map(({route}) => route.path));
  const contentChunkNames = found.map(({route}) => {
    const content = input.chunkNames[`${route.path}-${route.hash}`]?.content;
    if (typeof content !== 'string') throw new Error(`routesChunkNames.json: no content for ${route.path}`);
    return content;
  });
  const movedNames = new Set(contentChunkNames);

  const chunkNames = Object.fromEntries(
    Object.entries(input.chunkNames).filter(([key]) => !routeKeys.has(key)),
  );
  const operationChunkNames = Object.fromEntries(
    Object.entries(input.chunkNames).filter(([key]) => routeKeys.has(key)),
  );
  const registryRanges = [...modulePaths]
    .filter(([name]) => movedNames.has(name))
    .map(([, {range}]) => range);
  const registryEntries = registryRanges.map(([start, end]) => input.registry.slice(start, end));

  const globalData = structuredClone(input.globalData);
  const docs: RouteSplit['operations']['docs'] = {};
  for (const [pluginId, plugin] of Object.entries(globalData['docusaurus-plugin-content-docs'] ?? {})) {
    for (const version of plugin.versions) {
      const moved = version.docs.filter((doc) => operationPaths.has(doc.path));
      if (moved.length === 0) continue;
      if (plugin.versions.length > 1) {
        throw new Error('globalData.json: a versioned API reference; see src/patches/api-routes');
      }
      version.docs = version.docs.filter((doc) => !operationPaths.has(doc.path));
      docs[pluginId] = moved;
    }
  }

  return {
    routes: withoutRanges(
      input.routes,
      found.map(({node}) => [node.start ?? 0, node.end ?? 0]),
    ),
    registry: withoutRanges(input.registry, registryRanges),
    chunkNames,
    globalData,
    operations: {
      parentPaths,
      routes: found.map(({route}) => route),
      registryEntries,
      contentChunkNames,
      contentModules: contentChunkNames.map((name) => modulePaths.get(name)?.path ?? ''),
      chunkNames: operationChunkNames,
      docs,
    },
  };
}
