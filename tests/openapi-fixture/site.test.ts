/**
 * The portal built from the fixture description (tests/fixtures/openapi-fixture/): webhooks, callbacks, 3.1
 * `examples`, `oneOf` with a discriminator, a multipart upload, four security schemes and public operations,
 * an operation in two tags, one without operationId or summary, deprecated items, a circular schema, HTML in
 * descriptions and German texts with one stale entry, through the real pipeline in both locales. Its English
 * introduction has a Markdown link to a file that does not exist, for the project's hook that warns of it.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {before, describe, test} from 'node:test';
import yaml from 'js-yaml';

import type {Config} from '@docusaurus/types';

import {warnOnBrokenMarkdownLink} from '../../config/markdownHooks';
import {locales, localePrefix, type Locale} from '../../config/site';
import {operationsOf, type OperationEntry} from '../../src/api-reference/operations';
import {PortalPages} from '../../src/api-reference/portalPages';
import type {JsonObject} from '../../src/api-reference/walk';
import {all, codeOf, text} from '../lib/builtSite';
import {exampleToken, sampleCurlCalls, type CurlCall} from '../lib/examples/curl';
import {englishInGermanPage} from '../lib/germanText';
import {
  builtFixture,
  fixtureDocument,
  fixtureFile,
  fixtureHtml,
  type FixtureSite,
} from '../lib/openapiFixture';

let site: FixtureSite;

before(() => {
  site = builtFixture();
  if (site.seconds !== undefined) console.log(`# built the fixture site in ${site.seconds.toFixed(0)} s`);
});

function description(locale: Locale): JsonObject {
  return yaml.load(
    fs.readFileSync(path.join(site.dir, `openapi/generated/openapi.${locale}.yaml`), 'utf8'),
  ) as JsonObject;
}

function operations(locale: Locale): OperationEntry[] {
  return operationsOf(description(locale));
}

const url = (locale: Locale, route: string): string => `${localePrefix(locale)}${route}`;

/** The text a reader sees: without the zero-width space of a heading's permalink. */
const visible = (node: Node | null | undefined): string => text(node).replace(/\u200b/g, '');

/** The curl call of an operation page's selected sample, read as the shell reads it. */
/** The selected code sample of an operation page (cURL), as the reader copies it. */
function sampleOn(locale: Locale, slug: string): string {
  const panel = fixtureDocument(site, url(locale, `/api/${slug}`)).querySelector(
    '.openapi-right-panel__container [role="tabpanel"]:not([hidden]) pre',
  );
  assert.ok(panel, `${slug}: the selected code sample`);
  return codeOf(panel);
}

function curlOn(locale: Locale, slug: string): CurlCall {
  const sample = sampleOn(locale, slug);
  const [call] = sampleCurlCalls(sample);
  assert.ok(call, `${slug}: a curl call in\n${sample}`);
  return call;
}

const header = (call: CurlCall, name: string): string | undefined =>
  call.headers.find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];

describe('every page of the fixture renders on the server', () => {
  for (const locale of locales) {
    test(`${locale}: each operation and webhook has its page with its title, reference and samples`, () => {
      const entries = operations(locale);
      assert.equal(
        entries.filter((entry) => entry.kind === 'webhook').length,
        30,
        'thirty webhook operations',
      );
      for (const entry of entries) {
        const document = fixtureDocument(site, url(locale, `/api/${entry.slug}`));
        const title = text(document.querySelector('h1'));
        assert.ok(title !== '', `${entry.label}: a title`);
        assert.doesNotMatch(title, /`/, `${entry.label}: no backticks in the title`);
        const reference = document.querySelector('.openapi-left-panel__container');
        assert.ok(reference, `${entry.label}: the reference column`);
        assert.equal(
          reference.querySelectorAll('.openapi-skeleton').length,
          0,
          `${entry.label}: no placeholder`,
        );
        const samples = document.querySelectorAll('.openapi-right-panel__container [role="tab"]');
        assert.ok(samples.length >= 6, `${entry.label}: the code samples are in the HTML`);
      }
    });
  }

  test('an operation without operationId or summary gets a page named after its method and path', () => {
    // The page id must not follow the summary: the German and the English summary would give two ids.
    for (const locale of locales) {
      const document = fixtureDocument(site, url(locale, '/api/post-parcels-parcel-id-documents'));
      assert.match(text(document.querySelector('h1')), /Zolldokumente anhängen|Attach customs documents/);
    }
  });

  test("a webhook's two methods without operationId get two pages, each with the method and the webhook", () => {
    for (const method of ['POST', 'DELETE']) {
      const document = fixtureDocument(site, url('en', `/api/webhook-depot-status-${method.toLowerCase()}`));
      const endpoint = text(document.querySelector('.openapi__method-endpoint'));
      assert.match(endpoint, new RegExp(`Webhook\\s+${method} depotStatus`));
      assert.match(text(document.querySelector('h1')), new RegExp(`depotStatus \\(${method}\\)`));
    }
  });

  test('an operation with two tags has one page, listed under both tags in the sidebar', () => {
    const document = fixtureDocument(site, url('de', '/api/create-parcel'));
    const categories = all(document, 'nav .menu__list-item--collapsed, nav .menu__list-item')
      .filter((item) =>
        item.querySelector(':scope > .menu__list-item-collapsible, :scope > a.menu__link--sublist'),
      )
      .filter((item) => item.querySelector('a[href="/api/create-parcel"]'))
      .map((item) => text(item.querySelector('.menu__link--sublist')));
    assert.deepEqual([...new Set(categories)].sort(), ['Filialen', 'Pakete']);
  });

  for (const [locale, groups] of [
    ['de', ['Dienststatus', 'Paket', 'Filiale', 'Fahrzeug', 'Kurier']],
    ['en', ['health', 'parcel', 'depot', 'vehicle', 'courier']],
  ] as const) {
    test(`${locale}: past thirty untagged operations, the sidebar groups them by path and webhook name`, () => {
      const categories = all(fixtureDocument(site, url(locale, '/api/check-health')), 'nav .menu__list-item')
        .filter((item) => item.querySelector(':scope > .menu__list-item-collapsible'))
        .map((item) => text(item.querySelector('.menu__link--sublist')));
      // On German pages the groups have the German names of openapi/translations/de/.
      for (const group of groups)
        assert.ok(categories.includes(group), `${group} in ${categories.join(', ')}`);
      assert.ok(!categories.some((label) => /UNTAGGED|Weitere Operationen|Other operations/.test(label)));
    });
  }

  test('every variant of a oneOf is in the built page', () => {
    const reference = fixtureDocument(site, url('en', '/api/create-parcel')).querySelector(
      '.openapi-left-panel__container',
    );
    const properties = new Set(all(reference ?? document, '.openapi-schema__property').map(text));
    // `weightGrams` only the package has; the letter is the first variant.
    for (const property of ['recipient', 'weightGrams', 'insurance'])
      assert.ok(properties.has(property), property);
  });

  test('HTML in a description renders as Markdown, and an HTML comment is not shown', () => {
    const reference = fixtureDocument(site, url('de', '/api/create-parcel')).querySelector(
      '.openapi-left-panel__container',
    );
    assert.ok(reference);
    const items = all(reference, 'li').map(text);
    assert.ok(items.includes('ein Brief braucht nur einen Empfänger,'), items.join(' | '));
    assert.doesNotMatch(reference.textContent ?? '', /<ul>|&lt;|<!--/);
  });

  test('callbacks are a section of their operation, with their own heading and the request the platform sends', () => {
    for (const [locale, heading, comment] of [
      [
        'de',
        'Rückrufe',
        'So ruft die Plattform Ihren Endpunkt $CALLBACK_URL auf: die Adresse, die Sie in callbackUrl angegeben haben.',
      ],
      [
        'en',
        'Callbacks',
        'How the platform calls your endpoint $CALLBACK_URL: the address you gave in callbackUrl.',
      ],
    ] as const) {
      const document = fixtureDocument(site, url(locale, '/api/create-parcel'));
      assert.equal(visible(document.querySelector('h2#callbacks')), heading);
      assert.ok(all(document, '[role="tab"]').some((tab) => text(tab) === 'POST statusChanged'));
      const section = document.querySelector('h2#callbacks')?.parentElement;
      const samples = all(section ?? document.createElement('div'), 'pre').map(
        (pre) => pre.textContent ?? '',
      );
      const sample = samples.find((code) => code.includes('$CALLBACK_URL'));
      assert.ok(sample, `a shell sample in the callback section: ${samples.join(' | ')}`);
      assert.ok(sample.startsWith(`# ${comment}`), sample);
      // The body comes from the schema of ParcelEvent, which has no example of its own.
      assert.match(
        sample,
        /curl -L "\$CALLBACK_URL"[\s\S]*"parcelId": "[^"]+"[\s\S]*"status": "(IN_TRANSIT|DELIVERED|RETURNED)"/,
      );
    }
  });

  test('deprecated operations say so in the language of the page', () => {
    for (const [locale, title] of [
      ['de', 'Veraltet'],
      ['en', 'Deprecated'],
    ] as const) {
      for (const slug of ['cancel-parcel', 'parcel-returned-webhook']) {
        const notice = fixtureDocument(site, url(locale, `/api/${slug}`)).querySelector(
          '.theme-admonition-caution',
        );
        assert.ok(notice, `${locale} ${slug}: the notice`);
        assert.match(text(notice), new RegExp(`^${title}`));
      }
    }
  });

  test('the landing page counts the operations and webhooks of the description and names its tags', () => {
    for (const locale of locales) {
      const entries = operations(locale);
      const paths = entries.filter((entry) => entry.kind === 'path').length;
      const webhooks = entries.filter((entry) => entry.kind === 'webhook').length;
      const page = fixtureDocument(site, url(locale, '/api')).querySelector('article');
      assert.ok(page);
      assert.match(
        text(page),
        new RegExp(`\\b${paths} (Operationen|operations) (und|and) ${webhooks} (Webhooks|webhooks)\\b`),
      );
      const cells = all(page, 'td').map(text);
      assert.ok(cells.includes(locale === 'de' ? 'Pakete' : 'Parcels'), cells.join(' | '));
      const links = all(page, 'td a').map((link) => [link.getAttribute('href'), text(link)]);
      assert.deepEqual(links[0], [
        url(locale, '/api/create-parcel'),
        locale === 'de' ? 'Paket buchen' : 'Book a parcel',
      ]);
    }
  });
});

describe('code samples follow the description', () => {
  test('parameters from 3.1 `examples`, the sandbox server, the OAuth token of the global security', () => {
    const call = curlOn('en', 'list-parcels');
    // The curl parser puts the mock's token in for the variable; the reader copies the variable.
    assert.match(sampleOn('en', 'list-parcels'), /Authorization: Bearer \$ACCESS_TOKEN"/);
    assert.equal(call.method, 'GET');
    assert.equal(call.url, 'https://sandbox.parcels.example/v2/parcels?status=IN_TRANSIT&limit=10');
    assert.equal(header(call, 'Authorization'), `Bearer ${exampleToken}`);
  });

  test('the body is the first named example; where both schemes are allowed, the technical token', () => {
    const call = curlOn('en', 'create-parcel');
    assert.match(sampleOn('en', 'create-parcel'), /Authorization: Bearer \$ACCESS_TOKEN"/);
    assert.equal(call.method, 'POST');
    assert.equal(call.url, 'https://sandbox.parcels.example/v2/parcels');
    assert.equal(header(call, 'Authorization'), `Bearer ${exampleToken}`);
    assert.equal(header(call, 'Content-Type'), 'application/json');
    assert.deepEqual(JSON.parse(call.data?.text ?? ''), {
      kind: 'package',
      recipient: 'Erika Mustermann, Weinhaus "Zur Traube", Hauptstraße 5, 10115 Berlin',
      weightGrams: 2500,
      value: {amount: 4900, currency: 'EUR'},
      callbackUrl: 'https://erp.example.com/parcel-events',
    });
  });

  test('the OAuth scopes the operation needs are named with the sample', () => {
    for (const [locale, pattern] of [
      ['de', /# \$ACCESS_TOKEN: ein Token mit dem Scope parcels:write/],
      ['en', /# \$ACCESS_TOKEN: a token with the scope parcels:write/],
    ] as const) {
      const panel = fixtureDocument(site, url(locale, '/api/create-parcel')).querySelector(
        '.openapi-right-panel__container [role="tabpanel"]:not([hidden]) pre',
      );
      assert.match(codeOf(panel ?? document.body), pattern);
    }
  });

  test('basic authentication, API keys and public operations each get their own credentials or none', () => {
    assert.equal(header(curlOn('en', 'cancel-parcel'), 'Authorization'), 'Basic $BASIC_AUTH_CREDENTIALS');
    const upload = curlOn('en', 'post-parcels-parcel-id-documents');
    assert.equal(header(upload, 'X-API-Key'), '$API_KEY_AUTH_KEY');
    assert.equal(header(upload, 'Authorization'), undefined);
    for (const slug of ['list-depots', 'check-health']) {
      assert.equal(header(curlOn('en', slug), 'Authorization'), undefined, `${slug} is public`);
    }
  });

  test("path- and operation-level servers win over the description's", () => {
    assert.equal(
      curlOn('en', 'post-parcels-parcel-id-documents').url,
      'https://uploads.parcels.example/v2/parcels/9c6f0b7e-3f1a-4f43-9a56-6d2b8e5b1c01/documents',
    );
    assert.equal(curlOn('en', 'check-health').url, 'https://status.parcels.example/health');
  });

  test('a multipart upload sends each file as a file part, an array of files as parts of one name, the other fields as text', () => {
    const call = curlOn('en', 'post-parcels-parcel-id-documents');
    assert.deepEqual(
      call.form.map(({name, file, value}) =>
        file === undefined ? {name, value} : {name, file: file.replace(/"/g, '')},
      ),
      [
        {name: 'declaration', file: 'declaration.pdf'},
        {name: 'attachments', file: 'attachments-1'},
        {name: 'attachments', file: 'attachments-2'},
        {name: 'note', value: '"Gift, no commercial value."'},
      ],
    );
  });

  test("a webhook's sample posts its example to the reader's endpoint", () => {
    const call = curlOn('en', 'webhook-parcel-delivered-post');
    assert.equal(call.method, 'POST');
    assert.equal(call.url, '$WEBHOOK_URL');
    assert.deepEqual(JSON.parse(call.data?.text ?? ''), {
      parcelId: '9c6f0b7e-3f1a-4f43-9a56-6d2b8e5b1c01',
      status: 'DELIVERED',
      at: '2025-03-04T10:15:00Z',
    });
  });

  test("the description's own x-codeSamples are kept: its shell sample replaces curl, PHP is added", () => {
    const document = fixtureDocument(site, url('en', '/api/get-parcel'));
    const tabs = all(document, '.openapi-right-panel__container [role="tab"]').map(text);
    assert.deepEqual(tabs, ['curl (own)', 'JavaScript', 'Python', 'Java', 'Go', 'C#', 'PHP']);
    const selected = document.querySelector(
      '.openapi-right-panel__container [role="tabpanel"]:not([hidden]) pre',
    );
    assert.match(
      codeOf(selected ?? document.body),
      /^curl https:\/\/sandbox\.parcels\.example\/v2\/parcels\//,
    );
  });
});

describe('security on every operation page', () => {
  const expected: Record<string, {de: RegExp; en: RegExp}> = {
    'list-parcels': {
      de: /OAuth 2\.0.*Nötiger Scope:\s*parcels:read – Pakete und ihre Ereignisse lesen\./s,
      en: /OAuth 2\.0.*Scope needed:\s*parcels:read – Read parcels and their events\./s,
    },
    'create-parcel': {
      de: /Eine dieser Möglichkeiten genügt:.*parcels:write.*Bearer-Token \(JWT\)/s,
      en: /Use any one of these:.*parcels:write.*Bearer token \(JWT\)/s,
    },
    'cancel-parcel': {
      de: /HTTP-Basic-Anmeldung \(basicAuth\)/,
      en: /HTTP Basic authentication \(basicAuth\)/,
    },
    'post-parcels-parcel-id-documents': {
      de: /API-Schlüssel im Header X-API-Key \(apiKeyAuth\)/,
      en: /API key in the header X-API-Key \(apiKeyAuth\)/,
    },
    'list-depots': {
      de: /Keine Authentifizierung: Diese Operation ist öffentlich\./,
      en: /No authentication: this operation is public\./,
    },
    'check-health': {
      de: /Ohne Authentifizierung oder mit einer dieser Möglichkeiten:.*API-Schlüssel im Header X-API-Key/s,
      en: /No authentication, or one of these:.*API key in the header X-API-Key/s,
    },
  };
  for (const [slug, patterns] of Object.entries(expected)) {
    for (const locale of locales) {
      test(`${url(locale, `/api/${slug}`)} names its security in the page and its Markdown copy`, () => {
        const section = fixtureDocument(site, url(locale, `/api/${slug}`)).querySelector(
          '#security',
        )?.parentElement;
        assert.ok(section, 'the security section');
        assert.match(text(section).replace(/\s+/g, ' '), patterns[locale]);
        const markdown = fs.readFileSync(fixtureFile(site, url(locale, `/api/${slug}.md`)), 'utf8');
        const heading = locale === 'de' ? '## Authentifizierung' : '## Authentication';
        const part = markdown.slice(
          markdown.indexOf(heading),
          markdown.indexOf('\n## ', markdown.indexOf(heading) + 3),
        );
        assert.ok(markdown.includes(heading), 'the Markdown copy has the section');
        assert.match(part.replace(/[*`\\]/g, '').replace(/\s+/g, ' '), patterns[locale]);
      });
    }
  }
});

describe('the German pages are German', () => {
  test('no English UI string or function word on a German page of the fixture', () => {
    const buildDir = path.join(site.dir, 'build');
    const pages = fs
      .readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
      .filter(
        (file) => file.endsWith('.html') && !file.startsWith(`en${path.sep}`) && !file.startsWith('assets'),
      );
    assert.ok(pages.length > 15, `${pages.length} German pages`);
    const findings = pages.flatMap((page) =>
      englishInGermanPage(fs.readFileSync(path.join(buildDir, page), 'utf8')).map(
        ({word, phrase}) => `${page}: "${word}" in "${phrase}"`,
      ),
    );
    assert.deepEqual(findings, []);
  });

  test('a schema that contains itself is named with a translated note instead of the marker circular(…)', () => {
    const german = fixtureHtml(site, '/api/get-parcel');
    const english = fixtureHtml(site, '/en/api/get-parcel');
    assert.doesNotMatch(german + english, /circular\(/);
    // The German name of the schema is its translated title.
    assert.match(german, /Sendung \(rekursiv\)/);
    assert.match(english, /Parcel \(recursive\)/);
  });

  test('the constraints of a value are joined with "und", and a list of examples is numbered in German', () => {
    const html = fixtureHtml(site, '/api/create-parcel');
    assert.match(html, /<code>(&gt;|>)= 1<\/code> und <code>(&lt;|<)= 31500<\/code>/);
    const tabs = all(fixtureDocument(site, '/api/list-parcels'), '[role="tab"]').map(text);
    assert.ok(tabs.includes('Beispiel 1') && tabs.includes('Beispiel 2'), tabs.join(', '));
  });
});

describe('what else is built from the pages', () => {
  for (const locale of locales) {
    test(`${locale}: the Markdown copies of the operation pages have spaces between words and no HTML entities`, () => {
      for (const entry of operations(locale)) {
        const markdown = fs.readFileSync(fixtureFile(site, url(locale, `/api/${entry.slug}.md`)), 'utf8');
        const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
        assert.doesNotMatch(prose, /&#?[a-z0-9]+;/i, `${entry.slug}.md: an HTML entity`);
        assert.doesNotMatch(
          prose,
          // Bold text starts and ends with a non-space, so `**a** or **b**` is not read as `** or **`.
          /\*\*[^*\s](?:[^*\n]*[^*\s])?\*\*[\p{L}\p{N}]/u,
          `${entry.slug}.md: a word glued to bold text`,
        );
        assert.doesNotMatch(
          prose,
          /\b(string|integer|boolean|object)(erforderlich|required)\b/,
          `${entry.slug}.md`,
        );
      }
    });

    test(`${locale}: the search index and llms.txt list every operation and webhook page`, () => {
      const build = path.join(site.dir, 'build', localePrefix(locale));
      const index = fs.readFileSync(path.join(build, 'search-index-api.json'), 'utf8');
      const llms = fs.readFileSync(path.join(build, 'llms.txt'), 'utf8');
      for (const entry of operations(locale)) {
        assert.ok(
          index.includes(`"${url(locale, `/api/${entry.slug}`)}"`),
          `${entry.slug} in the search index`,
        );
        assert.ok(llms.includes(`/api/${entry.slug}.md`), `${entry.slug} in llms.txt`);
      }
    });
  }
});

describe('names and titles the description gives the pages (issue 63)', () => {
  test('a summary written in Markdown is plain text in the title, breadcrumb, sidebar and tab title', () => {
    for (const [locale, plain] of [
      [
        'de',
        'Wird bei jedem Scan eines Pakets in einer Filiale oder auf einem Fahrzeug gesendet; das Paket ist das, ' +
          'das Paket abrufen liefert, seine Ereignisse stehen im Rückruf.',
      ],
      [
        'en',
        'Sent for every scan of a parcel in a depot or on a vehicle; the parcel is the one Get a parcel returns, ' +
          'its events are in the callback.',
      ],
    ] as const) {
      const document = fixtureDocument(site, url(locale, '/api/webhook-parcel-scanned-post'));
      assert.equal(visible(document.querySelector('h1')), plain);
      assert.equal(text(document.querySelector('.breadcrumbs__item--active')), plain);
      assert.equal(text(document.querySelector('nav a.menu__link[aria-current="page"]')), plain);
      assert.ok(
        text(document.querySelector('title')).startsWith(plain),
        text(document.querySelector('title')),
      );
    }
  });

  test('the variants of a oneOf are named by the German titles on German pages', () => {
    for (const [locale, names] of [
      ['de', ['Straßenanschrift', 'Packstation']],
      ['en', ['Street address', 'PickupLocker']],
    ] as const) {
      const tabs = all(
        fixtureDocument(site, url(locale, '/api/list-depots')),
        '.openapi-tabs__schema-item',
      ).map(text);
      for (const name of names) assert.ok(tabs.includes(name), `${locale}: ${name} in ${tabs.join(', ')}`);
    }
  });

  test('the entries of a map are named in the language of the page, whatever their values', () => {
    // Depot has a map of strings, of objects, of anything and of depots: the theme draws each differently.
    // The theme's own label, 'property name*', is left on neither page: the English pages say "field" too.
    for (const [locale, label, other] of [
      ['de', 'Feldname*', 'property name*'],
      ['en', 'field name*', 'property name*'],
    ] as const) {
      const names = all(
        fixtureDocument(site, url(locale, '/api/list-depots')),
        '.openapi-left-panel__container .openapi-schema__property',
      ).map(text);
      assert.equal(names.filter((name) => name === label).length, 4, `${locale}: ${names.join(', ')}`);
      assert.ok(!names.includes(other), `${locale}: ${other}`);
    }
  });

  test('a tag the description uses without declaring it is a sidebar category with its translated name', () => {
    for (const [locale, label] of [
      ['de', 'Etiketten'],
      ['en', 'Labels'],
    ] as const) {
      const category = all(
        fixtureDocument(site, url(locale, '/api/upload-label')),
        'nav .menu__list-item',
      ).find(
        (item) =>
          text(item.querySelector(':scope > .menu__list-item-collapsible .menu__link--sublist')) === label,
      );
      assert.ok(
        category?.querySelector(`a[href="${url(locale, '/api/remove-label')}"]`),
        `${locale}: ${label}`,
      );
    }
  });

  test('the anchors the link check knows of each operation page are the ids of its sections', () => {
    const portal = new PortalPages(description('en'));
    for (const locale of locales) {
      for (const entry of operations(locale)) {
        const built = all(
          fixtureDocument(site, url(locale, `/api/${entry.slug}`)),
          '.openapi-tabs__heading[id]',
        ).map((heading) => heading.id);
        const known = [...(portal.anchors(`/api/${entry.slug}`)?.ids ?? [])];
        assert.deepEqual(built.sort(), known.sort(), `${locale} ${entry.slug}`);
      }
    }
  });
});

describe('links in a page', () => {
  test('a link to a missing page or anchor fails the build, a missing image too; a Markdown link warns', async () => {
    const loaded = (await import('../../docusaurus.config')).default as unknown;
    const config = (await (typeof loaded === 'function' ? loaded() : loaded)) as Config;
    assert.equal(config.onBrokenLinks, 'throw');
    assert.equal(config.onBrokenAnchors, 'throw');
    assert.equal(config.markdown?.hooks?.onBrokenMarkdownImages, 'throw');
    assert.equal(config.markdown?.hooks?.onBrokenMarkdownLinks, warnOnBrokenMarkdownLink);
  });

  // A broken Markdown link warns with file and line and the build goes on (config/markdownHooks.ts): the
  // page is published with the link as written, and the site-wide link check does not fail the build for it.
  test('a markdown link to a missing file warns with file and line, and the build succeeds', () => {
    const page = 'i18n/en/docusaurus-plugin-content-docs/current/intro.md';
    const line =
      fs
        .readFileSync(path.join(site.dir, page), 'utf8')
        .split('\n')
        .findIndex((text) => text.includes('](./roles.mdx)')) + 1;
    assert.ok(line > 0, `${page} links ./roles.mdx`);
    assert.match(
      site.output,
      new RegExp(
        `\\[WARNING\\] Markdown link with URL \`\\./roles\\.mdx\` in source file "${page}" \\(${line}:\\d+\\)`,
      ),
    );
    assert.doesNotMatch(site.output, /Docusaurus found broken links!/);
    const link = /<a href="?([^\s">]+)"?[^>]*>the roles guide<\/a>/.exec(fixtureHtml(site, '/en/docs/intro'));
    assert.equal(link?.[1], './roles.mdx', 'the link is published as written');
  });
});
