/**
 * Every guide page tells readers where to fix it and how fresh it is: an "Edit this page" link to the
 * source file of its own language (German pages edit `docs/…`, English pages their translation under
 * `i18n/en/…`) and the date of that file's last commit.
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';

import {settings} from '../../src/settings';
import {locales, siteDir, type Locale} from '../../config/site';
import {htmlOf} from '../lib/builtSite';
import {useBuiltSite} from '../lib/useBuiltSite';
import {localizedUrl, specRoutes} from '../lib/routes';

const guideRoutes = specRoutes.filter((route) => route.startsWith('/docs/'));

const sourceFolder: Record<Locale, string> = {
  de: 'docs',
  en: 'i18n/en/docusaurus-plugin-content-docs/current',
};

/** Source files a static docs route can come from: `/docs/a/` is `a/index.md(x)`, `/docs/a/b` is `a/b.md(x)`. */
function candidateSources(locale: Locale, route: string): string[] {
  const relative = route.replace(/^\/docs\//, '');
  const stem = relative === '' || relative.endsWith('/') ? `${relative}index` : relative;
  return ['.md', '.mdx'].map((extension) => `${sourceFolder[locale]}/${stem}${extension}`);
}

function lastCommitDate(file: string): Date {
  const seconds = execFileSync('git', ['log', '-1', '--no-merges', '--format=%ct', '--', file], {cwd: siteDir, encoding: 'utf8'});
  return new Date(Number(seconds.trim()) * 1000);
}

useBuiltSite();

describe('edit links and last-update dates of the guides', () => {
  test('the guide pages are found', () => {
    assert.ok(guideRoutes.length >= 20, `${guideRoutes.length} guide routes`);
  });

  for (const locale of locales) {
    for (const route of guideRoutes) {
      const url = localizedUrl(locale, route);

      test(`${url} links "Edit this page" to its ${locale} source file`, () => {
        const href = htmlOf(url).querySelector('a.theme-edit-this-page')?.getAttribute('href');
        assert.ok(href, 'the page has an edit link');
        assert.ok(href.startsWith(settings.editUrl), `${href} starts with the edit URL of the settings`);
        const file = href.slice(settings.editUrl.length);
        assert.ok(candidateSources(locale, route).includes(file), `${file} is the ${locale} source of ${route}`);
        assert.ok(fs.existsSync(path.join(siteDir, file)), `${file} exists in the repository`);
      });

      test(`${url} shows the date of its source file's last commit`, () => {
        const root = htmlOf(url);
        const href = root.querySelector('a.theme-edit-this-page')?.getAttribute('href') ?? '';
        const file = href.slice(settings.editUrl.length);
        const time = root.querySelector('.theme-last-updated time[datetime]');
        assert.ok(time, 'the page shows when it was last updated');
        const shown = new Date(time.getAttribute('datetime') ?? '');
        assert.equal(shown.toISOString(), lastCommitDate(file).toISOString());
        assert.ok((time.textContent ?? '').trim().length > 0, 'the date is written out for readers');
      });
    }
  }
});
