import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import yaml from 'js-yaml';

import {buildDir, locales, localePrefix} from '../../config/site';
import {descriptionFile} from '../../src/api-reference/paths';
import {all, codeOf, fileForUrl, htmlOf, text} from '../lib/builtSite';
import {useBuiltSite} from '../lib/useBuiltSite';
import {sampleCurlCalls} from '../lib/examples/curl';
import {
  loadDescription,
  operationsOf,
  parametersOf,
  responseCodesOf,
  securityOf,
  type Description,
  type Operation,
} from '../lib/description';
import {localizedUrl, operationSlugs} from '../lib/routes';

/** Pages of the API docs instance besides the operations: the landing page and the introduction. */
const handWrittenApiPages = ['introduction'];

/** How an operation page introduces its credentials, and says that it needs none. */
const securityTexts = {
  de: {heading: 'Authentifizierung', none: 'Keine Authentifizierung: Diese Operation ist öffentlich.'},
  en: {heading: 'Authentication', none: 'No authentication: this operation is public.'},
} as const;

/** The code samples every operation offers, in the order of their tabs. */
const codeSampleLanguages = ['curl', 'javascript', 'python', 'java', 'go', 'csharp'];

useBuiltSite();

/**
 * The files the 201 example of an upload lists, in order: the API stores each part's file name as a file's
 * `name` and its media type as its `mediaType`, so a sample that uploads them sends those.
 */
function uploadedFiles(description: Description, operation: Operation): Array<{file: string; type: string}> {
  const created = operationObject(description, operation)?.responses?.['201'] as
    | {content?: Record<string, {example?: unknown; examples?: Record<string, {value?: unknown}>}>}
    | undefined;
  const media = Object.values(created?.content ?? {})[0];
  const example = media?.example ?? Object.values(media?.examples ?? {})[0]?.value;
  return (Array.isArray(example) ? example : [example]).flatMap((file: unknown) => {
    const {name, mediaType} = (file ?? {}) as {name?: unknown; mediaType?: unknown};
    return typeof name === 'string' && typeof mediaType === 'string' ? [{file: name, type: mediaType}] : [];
  });
}

function operationObject(
  description: Description,
  operation: Operation,
): {requestBody?: {content?: object}; responses?: Record<string, unknown>} | undefined {
  const item = description.paths[operation.path] as Record<string, object | undefined> | undefined;
  return item?.[operation.method.toLowerCase()];
}

function isMultipartUpload(description: Description, operation: Operation): boolean {
  const content = operationObject(description, operation)?.requestBody?.content ?? {};
  return Object.keys(content).some((type) => type.startsWith('multipart/form-data'));
}

describe('the OpenAPI description', () => {
  test('has exactly the operations of the slug list, each once', () => {
    const slugs = operationsOf('en').map((operation) => operation.slug);
    assert.equal(new Set(slugs).size, slugs.length, 'no two operations share a slug');
    assert.deepEqual([...slugs].sort(), [...operationSlugs].sort());
  });
});

test('the description has public operations and operations with OAuth scopes, so both cases are checked', () => {
  const description = loadDescription('en');
  const kinds = new Set(
    operationsOf('en').map((operation) => {
      const requirements = securityOf(description, operation);
      if (requirements.length === 0) return 'public';
      return requirements.some((requirement) => Object.values(requirement).some((scopes) => scopes.length > 0))
        ? 'scopes'
        : 'other';
    }),
  );
  assert.ok(kinds.has('public') && kinds.has('scopes'), [...kinds].join(', '));
});

describe('one reference per language', () => {
  test('every operation has its own German summary, different from the English one', () => {
    const english = new Map(operationsOf('en').map((operation) => [operation.operationId, operation.summary]));
    for (const operation of operationsOf('de')) {
      assert.notEqual(operation.summary, english.get(operation.operationId), operation.operationId);
    }
  });

  for (const locale of locales) {
    test(`the ${locale} site offers its own description for download, its links leading to its own pages`, () => {
      const downloaded = fs.readFileSync(path.join(buildDir, localePrefix(locale), 'openapi.yaml'), 'utf8');
      const source = fs.readFileSync(descriptionFile(locale), 'utf8');
      // The description the pages are made from (on the published site the newest release: changelog.test.ts),
      // whose links to the portal's pages lead to the pages in the file's language, as the pages' links do.
      const portalLink = /\]\((\/[^)\s]*)\)/g;
      const withoutLinks = (file: string) => yaml.load(file.replace(portalLink, '](…)'));
      assert.deepEqual(withoutLinks(downloaded), withoutLinks(source));
      const links = (file: string) => [...file.matchAll(portalLink)].map((match) => match[1] ?? '');
      assert.ok(links(source).length > 10, `${links(source).length} links in the description`);
      assert.deepEqual(
        links(downloaded),
        links(source).map((link) => localizedUrl(locale, link)),
      );
      const broken = links(downloaded).filter((link) => fileForUrl(link) === undefined);
      assert.deepEqual(broken, [], 'each link leads to a page of the build');
      assert.ok(
        [...htmlOf(localizedUrl(locale, '/api')).querySelectorAll('a[href]')].some(
          (link) => link.getAttribute('href') === `${localePrefix(locale)}/openapi.yaml`,
        ),
        'the landing page links the download',
      );
    });
  }
});

describe('operation pages', () => {
  for (const locale of locales) {
    test(`the ${locale} build has exactly the ${operationSlugs.length} operation pages`, () => {
      const apiDir = path.join(buildDir, localePrefix(locale), 'api');
      const built = fs
        .readdirSync(apiDir, {withFileTypes: true})
        .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(apiDir, entry.name, 'index.html')))
        .map((entry) => entry.name)
        .filter((name) => !handWrittenApiPages.includes(name));
      assert.deepEqual(built.sort(), [...operationSlugs].sort());
      assert.ok(fs.existsSync(path.join(apiDir, 'index.html')), 'the landing page /api');
    });

    const description = loadDescription(locale);
    for (const operation of operationsOf(locale)) {
      test(`${localizedUrl(locale, `/api/${operation.slug}`)} shows ${operation.method} ${operation.path}`, () => {
        const root = htmlOf(localizedUrl(locale, `/api/${operation.slug}`));
        const endpoint = root.querySelector('.openapi__method-endpoint');
        assert.ok(endpoint, 'the method and path block');
        assert.equal(text(endpoint.querySelector('.badge')), operation.method);
        // As the description and the guides write it: /v1/teams/{teamId}, not the theme's /v1/teams/:teamId.
        assert.equal(text(endpoint.querySelector('.openapi__method-endpoint-path')), operation.path);
        assert.equal(text(root.querySelector('h1')), operation.summary, `the ${locale} summary as title`);
        const sidebarLabel = text(root.querySelector(`nav a.menu__link:not(.menu__link--sublist)[href="${localizedUrl(locale, `/api/${operation.slug}`)}"]`));
        assert.equal(sidebarLabel, operation.summary, `the ${locale} summary in the sidebar`);
      });

      // Docusaurus titles a heading's link with the heading's text only when it gets plain text, else with its id.
      test(`${localizedUrl(locale, `/api/${operation.slug}`)} titles each heading's link with the heading`, () => {
        const links = all(htmlOf(localizedUrl(locale, `/api/${operation.slug}`)), 'main h2 > a.hash-link');
        assert.ok(links.length > 0, 'headings with links');
        for (const link of links) {
          const heading = text(link.parentElement).replace(/\u200b/g, '');
          assert.ok(heading, `the heading of ${link.getAttribute('href')} has text`);
          assert.ok(link.getAttribute('title')?.includes(heading), `"${link.getAttribute('title')}" names ${heading}`);
        }
      });

      // The theme renders these parts in the browser only; src/theme/ApiItem renders them into the page, for
      // readers without JavaScript, search engines and the search index, and so that the phone has less to do.
      test(`${localizedUrl(locale, `/api/${operation.slug}`)} holds its parameters and responses in the HTML`, () => {
        const reference = htmlOf(localizedUrl(locale, `/api/${operation.slug}`)).querySelector(
          '.openapi-left-panel__container',
        );
        assert.ok(reference, 'the reference column');
        assert.equal(reference.querySelectorAll('.openapi-skeleton').length, 0, 'no placeholder');
        const properties = new Set(all(reference, '.openapi-schema__property').map(text));
        for (const parameter of parametersOf(description, operation)) {
          assert.ok(properties.has(parameter.name), `the ${parameter.in} parameter ${parameter.name}`);
        }
        const tabs = new Set(all(reference, '[role="tab"]').map(text));
        for (const code of responseCodesOf(description, operation)) {
          assert.ok(tabs.has(code), `the response ${code}`);
        }
      });

      test(`${localizedUrl(locale, `/api/${operation.slug}`)} holds its code samples in the HTML`, () => {
        const samples = htmlOf(localizedUrl(locale, `/api/${operation.slug}`)).querySelector(
          '.openapi-right-panel__container .openapi-tabs__code-container',
        );
        assert.ok(samples, 'the code samples');
        assert.deepEqual(
          all(samples, '[role="tab"]').map((tab) => /openapi-tabs__code-item--(\w+)/.exec(tab.className)?.[1]),
          codeSampleLanguages,
        );
        // The selected sample is there as text, not drawn later: curl, calling this operation's path on the
        // sandbox (a comment line above it may name the token's scopes).
        const pathPattern = operation.path.replace(/\{\w+\}/g, "[^/'?]+");
        const block = samples.querySelector('[role="tabpanel"]:not([hidden]) pre');
        assert.ok(block, 'the selected sample');
        const curl = codeOf(block);
        assert.match(curl, new RegExp(`^(# [^\\n]*\\n)*curl .*'https://sandbox\\.[^/']+${pathPattern}[?']`, 's'));
        // Read as the shell reads it: a line continuation that reached the page as a backslash and an `n` (as the
        // uncompressed front matter of the OpenAPI plugin would bring it) makes a second URL.
        const calls = sampleCurlCalls(curl);
        assert.equal(calls.length, 1, `one curl call in\n${curl}`);
        assert.match(calls[0]?.url ?? '', new RegExp(`^https://sandbox\\.[^/]+${pathPattern}(\\?|$)`));
      });

      // The guides (glossary, API introduction, technical users) send readers here for the scope a call needs.
      test(`${localizedUrl(locale, `/api/${operation.slug}`)} names its schemes and scopes, or that it is public`, () => {
        const url = localizedUrl(locale, `/api/${operation.slug}`);
        const requirements = securityOf(description, operation);
        const section = htmlOf(url).querySelector('#security')?.parentElement;
        assert.ok(section, 'the security section');
        const markdown = fs.readFileSync(path.join(buildDir, `${url.replace(/^\//, '')}.md`), 'utf8');
        const start = markdown.indexOf(`## ${securityTexts[locale].heading}`);
        assert.ok(start >= 0, 'the security section of the Markdown copy');
        const copy = markdown.slice(start, markdown.indexOf('\n## ', start + 3));
        if (requirements.every((requirement) => Object.keys(requirement).length === 0)) {
          assert.ok(text(section).includes(securityTexts[locale].none), 'says that it is public');
          assert.ok(copy.includes(securityTexts[locale].none), 'the Markdown copy says that it is public');
        }
        const codes = new Set(all(section, 'code').map(text));
        for (const requirement of requirements) {
          for (const [scheme, scopes] of Object.entries(requirement)) {
            for (const name of [scheme, ...scopes]) {
              assert.ok(codes.has(name), `names ${name}`);
              assert.ok(copy.includes(`\`${name}\``), `the Markdown copy names ${name}`);
            }
          }
        }
      });

      if (isMultipartUpload(description, operation)) {
        test(`${localizedUrl(locale, `/api/${operation.slug}`)} uploads the files its 201 example lists`, () => {
          const expected = uploadedFiles(description, operation);
          assert.ok(expected.length > 0, 'the 201 example lists the uploaded files with name and mediaType');
          const page = htmlOf(localizedUrl(locale, `/api/${operation.slug}`));
          const block = page.querySelector(
            '.openapi-right-panel__container .openapi-tabs__code-container [role="tabpanel"]:not([hidden]) pre',
          );
          assert.ok(block, 'the cURL sample');
          const [call] = sampleCurlCalls(codeOf(block));
          const sent = (call?.form ?? []).flatMap((part) =>
            part.file === undefined ? [] : [{file: part.file, type: part.type ?? ''}],
          );
          assert.deepEqual(sent, expected, 'the cURL sample sends each file with its name and media type');
          const shown = all(page, 'pre')
            .map(codeOf)
            .filter((code) => code.includes('Content-Disposition: form-data'))
            .join('\n');
          for (const {file, type} of expected) {
            assert.ok(
              shown.includes(`filename="${file}"\nContent-Type: ${type}\n`),
              `the request example shows the part ${file} as ${type}`,
            );
          }
        });
      }
    }
  }
});
