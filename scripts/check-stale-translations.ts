/**
 * `npm run check:stale-translations`: fails when a German page changed after its English page was last
 * reviewed, and prints the command that records the review once the English page is up to date.
 */
import {finish} from './lib/problems';
import {exists, germanPages} from './lib/translatedPages';
import {manifestPath, markReviewedCommand, stalePages} from './lib/translationSources';

const stale = stalePages(germanPages().filter((pair) => exists(pair.english)));

finish(
  'check:stale-translations',
  stale.map((page) => ({
    file: page.english,
    line: 1,
    message:
      page.reason === 'changed'
        ? `is stale: ${page.german} changed since this page was last reviewed`
        : `was never reviewed against ${page.german} (no entry in ${manifestPath})`,
  })),
  'Update each English page to say what its German page says now, then record the review:\n' +
    `  ${markReviewedCommand} ${stale.map((page) => page.german).join(' ')}`,
);
