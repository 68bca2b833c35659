/** Unit tests of the route-table split and of the runtime edit, on files shaped as Docusaurus and Rspack write them. */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {withoutChunks} from './bundlerPlugin';
import {splitRoutes, type ChunkNames, type GlobalData} from './split';

const routes = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/api',
    component: ComponentCreator('/api', 'b64'),
    routes: [
      {
        path: '/api',
        component: ComponentCreator('/api', '9e6'),
        routes: [
          {
            path: '/api/',
            component: ComponentCreator('/api/', '044'),
            exact: true,
            sidebar: "api"
          },
          {
            path: '/api/create-team',
            component: ComponentCreator('/api/create-team', '6cd'),
            exact: true,
            sidebar: "api"
          },
          {
            path: '/api/introduction',
            component: ComponentCreator('/api/introduction', '1a2'),
            exact: true,
            sidebar: "api"
          },
          {
            path: '/api/delete-team',
            component: ComponentCreator('/api/delete-team', '57d'),
            exact: true,
            sidebar: "api"
          }
        ]
      }
    ]
  },
  {
    path: '/docs/intro',
    component: ComponentCreator('/docs/intro', '3f4'),
    exact: true
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const registry = `export default {
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],
  "4c5e977b": [() => import(/* webpackChunkName: "4c5e977b" */ "@theme/ApiItem"), "@theme/ApiItem", require.resolveWeak("@theme/ApiItem")],
  "0a19b3b9": [() => import(/* webpackChunkName: "0a19b3b9" */ "@site/openapi/reference/create-team.api.mdx"), "@site/openapi/reference/create-team.api.mdx", require.resolveWeak("@site/openapi/reference/create-team.api.mdx")],
  "69017b07": [() => import(/* webpackChunkName: "69017b07" */ "@site/openapi/reference/delete-team.api.mdx"), "@site/openapi/reference/delete-team.api.mdx", require.resolveWeak("@site/openapi/reference/delete-team.api.mdx")],
  "72cf7fd9": [() => import(/* webpackChunkName: "72cf7fd9" */ "@site/openapi/reference/index.mdx"), "@site/openapi/reference/index.mdx", require.resolveWeak("@site/openapi/reference/index.mdx")],
  "d0c1e2f3": [() => import(/* webpackChunkName: "d0c1e2f3" */ "@site/openapi/reference/introduction.mdx"), "@site/openapi/reference/introduction.mdx", require.resolveWeak("@site/openapi/reference/introduction.mdx")],
  "aa11bb22": [() => import(/* webpackChunkName: "aa11bb22" */ "@site/docs/intro.md"), "@site/docs/intro.md", require.resolveWeak("@site/docs/intro.md")],};
`;

const chunkNames: ChunkNames = {
  '/api-b64': {__comp: '5e95c892'},
  '/api-9e6': {__comp: 'a94703ab'},
  '/api/-044': {__comp: '17896441', content: '72cf7fd9'},
  '/api/create-team-6cd': {__comp: '4c5e977b', content: '0a19b3b9'},
  '/api/introduction-1a2': {__comp: '17896441', content: 'd0c1e2f3'},
  '/api/delete-team-57d': {__comp: '4c5e977b', content: '69017b07'},
  '/docs/intro-3f4': {__comp: '17896441', content: 'aa11bb22'},
};

const globalData: GlobalData = {
  'docusaurus-plugin-content-docs': {
    api: {
      versions: [
        {
          docs: [
            {id: 'index', path: '/api/', sidebar: 'api'},
            {id: 'create-team', path: '/api/create-team', sidebar: 'api'},
            {id: 'introduction', path: '/api/introduction', sidebar: 'api'},
            {id: 'delete-team', path: '/api/delete-team', sidebar: 'api'},
          ],
        },
      ],
    },
  },
};

describe('splitRoutes', () => {
  const split = splitRoutes({routes, registry, chunkNames, globalData});

  test('the operation pages go, everything else stays', () => {
    assert.deepEqual(
      split.operations.routes.map((route) => route.path),
      ['/api/create-team', '/api/delete-team'],
    );
    assert.deepEqual(split.operations.parentPaths, ['/api', '/api']);
    assert.doesNotMatch(split.routes, /create-team|delete-team/);
    for (const kept of ["'/api/'", "'/api/introduction'", "'/docs/intro'", "ComponentCreator('*')"]) {
      assert.ok(split.routes.includes(kept), `${kept} stays in routes.js`);
    }
    // Still a module that parses.
    assert.doesNotThrow(
      () => new Function(split.routes.replace(/^import .*$/gm, '').replace('export default', 'return')),
    );
  });

  test('their registry entries, chunk names and docs move with them', () => {
    assert.deepEqual(split.operations.contentChunkNames, ['0a19b3b9', '69017b07']);
    assert.deepEqual(split.operations.contentModules, [
      '@site/openapi/reference/create-team.api.mdx',
      '@site/openapi/reference/delete-team.api.mdx',
    ]);
    assert.equal(split.operations.registryEntries.length, 2);
    assert.doesNotMatch(split.registry, /create-team|delete-team/);
    assert.match(split.registry, /index\.mdx/);
    assert.deepEqual(Object.keys(split.operations.chunkNames), [
      '/api/create-team-6cd',
      '/api/delete-team-57d',
    ]);
    assert.ok(!('/api/create-team-6cd' in split.chunkNames) && '/api/-044' in split.chunkNames);
    assert.deepEqual(
      split.globalData['docusaurus-plugin-content-docs']?.api?.versions[0]?.docs.map((doc) => doc.id),
      ['index', 'introduction'],
    );
    assert.deepEqual(
      split.operations.docs.api?.map((doc) => doc.id),
      ['create-team', 'delete-team'],
    );
    assert.deepEqual(split.operations.routes[0]?.rest.replace(/\s+/g, ' '), 'exact: true, sidebar: "api"');
  });
});

describe('withoutChunks', () => {
  // As Rspack's minifier writes them: chunk id → name, id → hash, and Docusaurus' name → id (numeric names as numbers).
  const runtime =
    'i.u=e=>"assets/js/"+(({106:"17896441",5960:"e0f68528",2:"4c5e977b"})[e]||e)+"."+({106:"01f04eb4",5960:"8c69d0cf",2:"b5a6faa8"})[e]+".js";' +
    'i.gca=function(e){return e=({0x11113f9:"106",e0f68528:"5960","4c5e977b":"2"})[e]||e,i.p+i.u(e)};' +
    'var installed={5960:0};';

  test('removes the chunks from every map and leaves the rest', () => {
    const {code, removed} = withoutChunks(runtime, new Set(['5960', 'e0f68528']));
    assert.equal(removed.get('5960'), 2);
    assert.equal(removed.get('e0f68528'), 1);
    assert.doesNotMatch(code, /e0f68528|8c69d0cf/);
    assert.match(code, /\{106:"17896441",2:"4c5e977b"\}/);
    assert.match(code, /\{0x11113f9:"106","4c5e977b":"2"\}/);
    // Maps of other values (installed chunks) are not chunk-file maps.
    assert.match(code, /installed=\{5960:0\}/);
  });

  test('a numeric chunk name written as a number is recognised', () => {
    const {removed} = withoutChunks(runtime, new Set(['17896441']));
    assert.equal(removed.get('17896441'), 1);
  });
});
