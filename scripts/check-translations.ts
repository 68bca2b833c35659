/**
 * `npm run check:translations`: every page exists in German and English, both versions have the same
 * heading ids and link the same API operations, and the UI strings in code.json are translated.
 */
import {markdownFacts, type Located} from './lib/markdownFacts';
import {finish, type Problem} from './lib/problems';
import {englishOrphans, exists, germanPages, read, type PagePair} from './lib/translatedPages';
import {uiStringProblems} from './lib/uiStrings';

/** Values one side has and the other lacks, each reported at its own line on the side that has it. */
function onlyIn(
  file: string,
  mine: Located[],
  theirs: Located[],
  describe: (value: string) => string,
): Problem[] {
  const other = new Set(theirs.map((item) => item.value));
  return mine
    .filter((item) => !other.has(item.value))
    .map((item) => ({file, line: item.line, message: describe(item.value)}));
}

function comparePair(pair: PagePair): Problem[] {
  const german = markdownFacts(read(pair.german));
  const english = markdownFacts(read(pair.english));
  const withoutId = (file: string, facts: typeof german): Problem[] =>
    facts.headingsWithoutId.map((heading) => ({
      file,
      line: heading.line,
      message: `heading "${heading.value}" has no id: end it with {#id}, the same id in both languages`,
    }));
  return [
    ...withoutId(pair.german, german),
    ...withoutId(pair.english, english),
    ...onlyIn(
      pair.german,
      german.headingIds,
      english.headingIds,
      (id) => `heading id #${id} is missing in ${pair.english}`,
    ),
    ...onlyIn(
      pair.english,
      english.headingIds,
      german.headingIds,
      (id) => `heading id #${id} is missing in ${pair.german}`,
    ),
    ...onlyIn(
      pair.german,
      german.apiLinks,
      english.apiLinks,
      (url) => `links ${url}, but ${pair.english} does not`,
    ),
    ...onlyIn(
      pair.english,
      english.apiLinks,
      german.apiLinks,
      (url) => `links ${url}, but ${pair.german} does not`,
    ),
  ];
}

const problems: Problem[] = [];
for (const pair of germanPages()) {
  if (!exists(pair.english)) {
    problems.push({file: pair.german, line: 1, message: `has no English version: create ${pair.english}`});
  } else {
    problems.push(...comparePair(pair));
  }
}
for (const orphan of englishOrphans()) {
  problems.push({
    file: orphan.english,
    line: 1,
    message: `has no German page ${orphan.german}: create it, or move the English page to the German page's name`,
  });
}
problems.push(...uiStringProblems());

finish(
  'check:translations',
  problems,
  'Every page needs a German and an English version with the same file name, heading ids and API links; ' +
    'see CONTRIBUTING.md.',
);
