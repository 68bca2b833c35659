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
  const german = {file: pair.german, facts: markdownFacts(read(pair.german))};
  const english = {file: pair.english, facts: markdownFacts(read(pair.english))};
  return [
    [german, english],
    [english, german],
  ].flatMap(([mine = german, theirs = english]) => [
    ...mine.facts.headingsWithoutId.map((heading) => ({
      file: mine.file,
      line: heading.line,
      message: `heading "${heading.value}" has no id: end it with {#id}, the same id in both languages`,
    })),
    ...onlyIn(
      mine.file,
      mine.facts.headingIds,
      theirs.facts.headingIds,
      (id) => `heading id #${id} is missing in ${theirs.file}`,
    ),
    ...onlyIn(
      mine.file,
      mine.facts.apiLinks,
      theirs.facts.apiLinks,
      (url) => `links ${url}, but ${theirs.file} does not`,
    ),
  ]);
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
