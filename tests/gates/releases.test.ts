/**
 * The release gate (`npm run check:releases`, part of `npm run check` and so of CI): a change to the description
 * that breaks existing clients fails it, naming each change and its place in the description, unless a new major
 * version declares it; compatible changes pass once the next release is prepared; a release is published with
 * its bundled description in both languages; the published site's build stops on a description that is not the
 * newest release. Each mistake is injected into a copy of the project.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import yaml from 'js-yaml';
import {after, afterEach, before, describe, test} from 'node:test';
import semver from 'semver';

import {copyProject, removeCopy} from '../../scripts/lib/projectCopy';
import type * as bundle from '../../src/api-reference/bundle';
import type * as germanDescription from '../../src/api-reference/germanDescription';
import type * as paths from '../../src/api-reference/paths';
import {parseChangelog} from '../../src/releases/changelog';
import type * as releaseCheck from '../../src/releases/check';
import {publishedVersions, workingVersion} from '../../src/releases/store';
import {Faults} from '../lib/faults';

const product = 'openapi/components/schemas/Product.yaml';
const productCreate = 'openapi/components/schemas/ProductCreate.yaml';
const productStatus = 'openapi/components/schemas/ProductStatus.yaml';
const germanChangelog = 'src/pages/changelog.md';
const englishChangelog = 'i18n/en/docusaurus-plugin-content-pages/changelog.md';

let faults: Faults;
/** The copy's newest published release, which every test starts from; then the count of published releases. */
let newest = '';
let published = 0;
/** Its heading in the English changelog, e.g. `## 1.1.0 – 2026-11-23`. */
let newestHeading = '';
/** The date release:publish gives a release published now; no release is dated later. */
const today = new Date().toISOString().slice(0, 10);
const nextMinor = (): string => semver.inc(newest, 'minor') ?? '';
const nextPatch = (): string => semver.inc(newest, 'patch') ?? '';
/** A version for a regular expression. */
const escaped = (version: string): string => version.replace(/\./g, '\\.');

// The tests start where a release has just been published: a release the project has in preparation is
// published in the copy first, so that they hold whatever state the writers left the changelogs in.
before(() => {
  faults = new Faults(copyProject());
  const releases = path.join(faults.dir, 'openapi/releases');
  if (!publishedVersions(releases).includes(workingVersion(path.join(faults.dir, 'openapi/openapi.yaml')))) {
    const result = faults.npm('release:publish');
    assert.equal(result.status, 0, result.output);
  }
  newest = workingVersion(path.join(faults.dir, 'openapi/openapi.yaml'));
  published = publishedVersions(releases).length;
  const heading = parseChangelog(fs.readFileSync(path.join(faults.dir, englishChangelog), 'utf8')).find(
    (release) => release.version === newest,
  );
  assert.ok(heading?.date, `the English changelog dates ${newest}`);
  newestHeading = `## ${newest} – ${heading.date}`;
});
afterEach(() => faults.restore());
after(() => removeCopy(faults.dir));

/** Lets the copy's release scripts rewrite these files; restore() puts them back. */
function keepReleaseFiles(): void {
  for (const file of ['openapi/openapi.yaml', germanChangelog, englishChangelog]) faults.keep(file);
}

function prepare(version: string): void {
  keepReleaseFiles();
  const prepared = faults.npm('release:prepare', version);
  assert.equal(prepared.status, 0, prepared.output);
}

/**
 * A module of the copy, loaded afresh: it reads the copy's files (siteDir is the folder it lies in) as the copy's
 * npm script would, without starting npm and tsx for each of the many runs. Afresh, because faults change modules
 * too (src/settings.ts).
 */
function copyModule<T>(file: string): T {
  const load = createRequire(__filename);
  const prefix = `${faults.dir}${path.sep}`;
  for (const key of Object.keys(load.cache))
    if (key.startsWith(prefix)) Reflect.deleteProperty(load.cache, key);
  return load(path.join(faults.dir, file)) as T;
}

/** What `npm run check:releases` in the copy would print. */
function checkReleases(): releaseCheck.ReleaseCheck {
  return copyModule<typeof releaseCheck>('src/releases/check.ts').checkReleases();
}

function checkFails(): string {
  const {passed, report} = checkReleases();
  assert.ok(!passed, report);
  return report;
}

function checkPasses(): string {
  const {passed, report} = checkReleases();
  assert.ok(passed, report);
  return report;
}

/** Removes the lines of a YAML block that starts with `start`, up to the next line indented like it. */
function removeBlock(file: string, start: string): number {
  const absolute = path.join(faults.dir, file);
  const lines = fs.readFileSync(absolute, 'utf8').split('\n');
  const first = lines.findIndex((line) => line === start);
  assert.ok(first >= 0, `${start} in ${file}`);
  const indent = /^\s*/.exec(start)?.[0].length ?? 0;
  let end = first + 1;
  while (
    end < lines.length &&
    ((/^\s*/.exec(lines[end] ?? '')?.[0].length ?? 0) > indent || lines[end] === '')
  )
    end++;
  faults.replace(file, `${lines.slice(first, end).join('\n')}\n`, '');
  return first + 1;
}

describe('a breaking change fails check:releases with its place in the description', () => {
  // The breaking changes below go into one release in preparation, declared under the minor version it is, and
  // one run of the gate reports each of them (a run bundles and compares the description: seconds of CPU).
  const at: Record<string, number> = {};
  let output = '';
  before(() => {
    removeBlock(product, '  goLiveRejectionReason:');
    faults.replace(product, '  name:\n    type: string', '  name:\n    type: integer');
    faults.replace(productCreate, 'required:\n', 'required:\n  - licenseName\n');
    at.required =
      faults.replace(
        productCreate,
        'properties:\n',
        'properties:\n  licenseName:\n    type: string\n    description: Name of the license.\n',
      ) + 2;
    at.enum = faults.replace(productCreate, '      - PRIVATE\n', '') - 1;
    faults.replace(productStatus, '  - RETIRED\n', '');
    prepare(nextMinor());
    const id = nextMinor().replace(/\./g, '-');
    const heading = `## ${nextMinor()} – in preparation {#${id}}\n`;
    faults.replace(
      englishChangelog,
      heading,
      `${heading}\n### Breaking changes {#${id}-breaking}\n\n- \`goLiveRejectionReason\` is gone, sorry.\n`,
    );
    output = checkFails();
    faults.restore();
  });

  test('a removed response field', () => {
    assert.match(
      output,
      new RegExp(
        `openapi/components/schemas/Product\\.yaml:\\d+:\\d+ #/properties breaking change since ${escaped(newest)}: response 200: fields removed \`goLiveRejectionReason\` of getProductDetails`,
      ),
    );
    assert.match(
      output,
      /#\/paths\/~1v1~1products~1\{productId\}\/get\/responses\/200\/content\/application~1json\/schema\/properties\/goLiveRejectionReason/,
    );
  });

  test('a new required field in a request', () => {
    assert.match(
      output,
      new RegExp(
        `openapi/components/schemas/ProductCreate\\.yaml:${at.required}:\\d+ #/properties/licenseName breaking change since ${escaped(newest)}: request: now required \`licenseName\` of createProduct`,
      ),
    );
  });

  test('a narrowed enum in a request, also in a query parameter', () => {
    assert.match(
      output,
      new RegExp(
        `openapi/components/schemas/ProductCreate\\.yaml:${at.enum}:\\d+ #/properties/visibility/enum breaking change since ${escaped(newest)}: request: values removed \`visibility\` PRIVATE of createProduct`,
      ),
    );
    assert.match(output, /parameter status \(query\): values removed `status` RETIRED of fetchProducts/);
  });

  test('a changed type, also in a response only', () => {
    assert.match(
      output,
      new RegExp(
        `openapi/components/schemas/Product\\.yaml:\\d+:\\d+ #/properties/name/type breaking change since ${escaped(newest)}: response 200: type changed \`name\` string → integer of getProductDetails`,
      ),
    );
  });

  test('a declaration under a minor version does not make a breaking change pass', () => {
    assert.match(
      output,
      new RegExp(
        `breaking change since ${escaped(newest)}: response 200: fields removed \`goLiveRejectionReason\``,
      ),
    );
  });
});

describe('a new major version', () => {
  test('a breaking change declared under a new major version passes; undeclared in one language it fails', () => {
    removeBlock(product, '  goLiveRejectionReason:');
    prepare('2.0.0');
    const output = checkFails();
    assert.match(output, /not declared: name `goLiveRejectionReason` and say why/);
    faults.replace(
      germanChangelog,
      '## 2.0.0 – in Vorbereitung {#2-0-0}\n',
      '## 2.0.0 – in Vorbereitung {#2-0-0}\n\n### Inkompatible Änderungen {#2-0-0-breaking}\n\n' +
        '- `goLiveRejectionReason` entfällt: Die Begründung steht jetzt im Go-live-Antrag.\n',
    );
    assert.match(checkFails(), /not declared: name `goLiveRejectionReason`/);
    faults.replace(
      englishChangelog,
      '## 2.0.0 – in preparation {#2-0-0}\n',
      '## 2.0.0 – in preparation {#2-0-0}\n\n### Breaking changes {#2-0-0-breaking}\n\n' +
        '- `goLiveRejectionReason` is gone: the reason is part of the go-live request now.\n',
    );
    checkPasses();
  });
});

describe('compatible changes', () => {
  test('a new optional field and a new operation pass once the next release is prepared', () => {
    faults.replace(
      product,
      '  createdAt:\n',
      '  licenseName:\n    type: string\n    description: Name of the license.\n  createdAt:\n',
    );
    faults.replace(
      productCreate,
      'properties:\n',
      'properties:\n  licenseName:\n    type: string\n    description: Name of the license.\n',
    );
    faults.replace(
      'openapi/openapi.yaml',
      '  /v1/products:\n',
      '  /v1/licenses:\n    $ref: paths/licenses.yaml\n  /v1/products:\n',
    );
    faults.keep('openapi/paths/licenses.yaml');
    fs.writeFileSync(
      path.join(faults.dir, 'openapi/paths/licenses.yaml'),
      'get:\n  operationId: fetchLicenses\n  tags:\n    - Products\n  summary: List licenses\n' +
        "  security:\n    - bearerAuth: []\n  responses:\n    '200':\n      description: The licenses.\n",
    );
    const unprepared = checkFails();
    assert.match(
      unprepared,
      new RegExp(
        `openapi/openapi\\.yaml:\\d+ the description differs from the published release ${escaped(newest)}`,
      ),
    );
    assert.match(unprepared, new RegExp(`npm run release:prepare -- ${escaped(nextMinor())}`));
    assert.doesNotMatch(unprepared, /breaking change/);
    prepare(nextMinor());
    assert.match(
      checkPasses(),
      new RegExp(
        `version ${escaped(nextMinor())}; ${published} published releases \\(openapi/releases/\\); \\d+ changes since ${escaped(newest)}`,
      ),
    );
  });
});

describe('versions', () => {
  // One run of the gate over the three version mistakes, each reported at its place.
  const at: Record<string, number> = {};
  let unprepared = '';
  let output = '';
  before(() => {
    faults.keep('openapi/openapi.yaml');
    unprepared = semver.inc(newest, 'major') ?? '';
    at.version = faults.replace('openapi/openapi.yaml', `  version: ${newest}`, `  version: ${unprepared}`);
    at.dated = faults.replace(
      englishChangelog,
      newestHeading,
      `## ${nextPatch()} – ${today} {#${nextPatch().replace(/\./g, '-')}}\n\n${newestHeading}`,
    );
    faults.replace('src/settings.ts', 'Seit 1.1.0', 'Seit 1.0.2');
    output = checkFails();
    faults.restore();
  });

  test('info.version that no changelog prepares fails at its line', () => {
    assert.match(
      output,
      new RegExp(
        `openapi/openapi\\.yaml:${at.version} info\\.version ${escaped(unprepared)} is neither the newest release ${escaped(newest)} nor a release in preparation`,
      ),
    );
  });

  test('a dated release without its published description fails, and so does an announcement of an old version', () => {
    assert.match(
      output,
      new RegExp(
        `changelog\\.md:${at.dated} ${escaped(nextPatch())} has a date but no published description`,
      ),
    );
    assert.match(output, /src\/settings\.ts the de announcement names 1\.0\.2/);
  });

  test('a release dated after today fails at its heading', () => {
    const line = faults.replace(englishChangelog, newestHeading, `## ${newest} – 2099-12-31`);
    assert.match(
      checkFails(),
      new RegExp(`changelog\\.md:${line} ${escaped(newest)} is dated 2099-12-31, after today`),
    );
  });

  test('release:publish writes the release in both languages and dates both changelogs', () => {
    faults.replace(productCreate, '    maxLength: 120\n', '    maxLength: 160\n');
    const version = nextPatch();
    prepare(version);
    const publishing = faults.npm('release:publish', today);
    assert.equal(publishing.status, 0, publishing.output);
    const folder = path.join(faults.dir, 'openapi/releases', version);
    try {
      for (const [locale, summary] of [
        ['en', 'Create a product'],
        ['de', 'Produkt anlegen'],
      ] as const) {
        const description = yaml.load(
          fs.readFileSync(path.join(folder, `openapi.${locale}.yaml`), 'utf8'),
        ) as {
          info: {version: string};
          paths: Record<string, {post?: {summary?: string}}>;
        };
        assert.equal(description.info.version, version);
        assert.equal(description.paths['/v1/products']?.post?.summary, summary);
      }
      const heading = new RegExp(
        `^## ${escaped(version)} – ${today} \\{#${version.replace(/\./g, '-')}\\}$`,
        'm',
      );
      assert.match(fs.readFileSync(path.join(faults.dir, germanChangelog), 'utf8'), heading);
      assert.match(fs.readFileSync(path.join(faults.dir, englishChangelog), 'utf8'), heading);
      assert.match(
        checkPasses(),
        new RegExp(
          `version ${escaped(version)}; ${published + 1} published releases \\(openapi/releases/\\); 0 changes since ${escaped(version)}`,
        ),
      );
    } finally {
      fs.rmSync(folder, {recursive: true, force: true});
    }
  });
});

describe('the published site shows only the newest release', () => {
  // A production build reads the description `npm run gen-api-docs` writes and stops before it bundles when that
  // differs from the newest release's file, in either language; a preview (PORTAL_PREVIEW=true) shows it. One
  // generation, after a German text changed: the English description stays the release's. Of the generation only
  // its first steps, the two descriptions (src/api-reference/generate.ts): the build stops before it reads the
  // pages generated from them.
  before(() => {
    faults.replace(
      'openapi/translations/de/operations/products.yaml',
      '    summary: Produkt anlegen\n    description: >-\n',
      '    summary: Produkt anlegen\n    description: >-\n      Neu formuliert.\n',
    );
    const {descriptionFile} = copyModule<typeof paths>('src/api-reference/paths.ts');
    copyModule<typeof bundle>('src/api-reference/bundle.ts').bundleDescription(descriptionFile('en'));
    copyModule<typeof germanDescription>('src/api-reference/germanDescription.ts').writeGermanDescription();
  });

  const stops = (locale: 'de' | 'en'): string => {
    const built = faults.buildPages(locale);
    assert.notEqual(built.status, 0, built.output);
    return built.output.replace(/\s+/g, ' ');
  };

  test('a German text changed since the release fails check:releases and stops the German build', () => {
    assert.match(
      checkFails(),
      new RegExp(
        `openapi/translations/de the German texts differ from the published release ${escaped(newest)}, so it is the next release: run \`npm run release:prepare -- ${escaped(nextPatch())}\``,
      ),
    );
    assert.match(
      stops('de'),
      new RegExp(
        `The de API description differs from the newest release ${escaped(newest)} \\(openapi/releases/${escaped(newest)}/\\): ` +
          'the published site shows only released descriptions\\. Release it with `npm run release:prepare -- <next version>`',
      ),
    );
  });

  test('a prepared version stops the build until it is published', () => {
    prepare(nextPatch());
    // What gen-api-docs writes into the English description after release:prepare.
    faults.replace(
      'openapi/generated/openapi.en.yaml',
      `  version: ${newest}\n`,
      `  version: ${nextPatch()}\n`,
    );
    assert.match(
      stops('en'),
      new RegExp(
        `The en API description differs from the newest release ${escaped(newest)} .*Release it with \`npm run release:publish\` \\(${escaped(nextPatch())} is prepared\\), or build a preview of it: PORTAL_PREVIEW=true npm run build`,
      ),
    );
  });
});
