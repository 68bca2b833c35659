/**
 * The operation pages' route table is a chunk of its own (src/patches/api-routes, issue 23): the scripts every page
 * loads hold no operation route and no operation page's chunk, the operation routes' chunk holds all of them and
 * names every content chunk's file, and an operation page's HTML lists it, a guide's does not.
 * tests/browser/navigation.test.ts checks that a guide's link to an operation still opens it inside the app.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {before, describe, test} from 'node:test';

import {buildDir, localePrefix, locales} from '../../config/site';
import {assertBuilt, htmlOf, listedScripts} from '../lib/builtSite';
import {localizedUrl, operationRoutes} from '../lib/routes';

before(assertBuilt);

function script(prefix: string, pattern: RegExp): {name: string; code: string} {
  const dir = path.join(buildDir, prefix, 'assets/js');
  const name = fs.readdirSync(dir).find((file) => pattern.test(file));
  assert.ok(name !== undefined, `${prefix}/assets/js has a script ${pattern}`);
  return {name, code: fs.readFileSync(path.join(dir, name), 'utf8')};
}

describe('the operation routes in a chunk of their own', () => {
  for (const locale of locales) {
    const prefix = localePrefix(locale);
    const routes = operationRoutes.map((route) => localizedUrl(locale, route));

    test(`${locale}: the main bundle and the runtime hold no operation route and no operation chunk`, () => {
      const operations = script(prefix, /^api-routes\.[0-9a-f]+\.js$/);
      const files = JSON.parse(/\{"byId":\{[^}]*\},"idByName":\{[^}]*\}\}/.exec(operations.code)?.[0] ?? 'null') as {
        byId: Record<string, string>;
        idByName: Record<string, string>;
      } | null;
      assert.ok(files !== null, `${operations.name} names the content chunks' files`);
      assert.equal(Object.keys(files.byId).length, routes.length, 'one content chunk per operation');
      for (const entry of [script(prefix, /^main\.[0-9a-f]+\.js$/), script(prefix, /^runtime~main\.[0-9a-f]+\.js$/)]) {
        const found = routes.filter((route) => entry.code.includes(`"${route}"`));
        assert.deepEqual(found, [], `${entry.name} has no operation route`);
        const chunks: Array<[string, string]> = Object.entries(files.idByName).filter(
          ([name, id]) => entry.code.includes(`"${name}"`) || new RegExp(`[{,]"?${id}"?:"`).test(entry.code),
        );
        assert.deepEqual(chunks, [], `${entry.name} maps no operation chunk`);
      }
      for (const route of routes) assert.ok(operations.code.includes(`"${route}"`), `${operations.name} has ${route}`);
      for (const file of Object.values(files.byId)) {
        assert.ok(fs.existsSync(path.join(buildDir, prefix, file)), `${prefix}/${file} exists`);
      }
    });

    test(`${locale}: an operation page lists the chunk, a guide does not`, () => {
      const listed = (route: string): string[] => listedScripts(htmlOf(localizedUrl(locale, route)));
      const isOperationsChunk = (src: string): boolean => /\/api-routes\.[0-9a-f]+\.js$/.test(src);
      assert.ok(listed('/api/create-subscription').some(isOperationsChunk), 'an operation page lists it');
      assert.ok(!listed('/docs/guides/team').some(isOperationsChunk), 'a guide does not');
      assert.ok(!listed('/api').some(isOperationsChunk), 'the API landing page does not');
    });
  }
});
