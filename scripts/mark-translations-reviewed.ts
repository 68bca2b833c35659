/**
 * `npm run translations:reviewed -- <page>…`: records that the English version of each page (German or
 * English path) now matches its German page. With `--all` it records every page, for the first manifest.
 */
import {germanPages, type PagePair} from './lib/translatedPages';
import {manifestPath, readManifest, sourceHash, writeManifest} from './lib/translationSources';

const args = process.argv.slice(2);
const pairs = germanPages();

function pairOf(argument: string): PagePair {
  const normalized = argument.replace(/\\/g, '/').replace(/^\.\//, '');
  const pair = pairs.find((candidate) => candidate.german === normalized || candidate.english === normalized);
  if (pair === undefined) {
    console.error(`${argument} is not a translated page (a German page or its English version).`);
    process.exit(1);
  }
  return pair;
}

if (args.length === 0) {
  console.error(
    `Name the pages whose English version you reviewed, e.g.\n  npm run translations:reviewed -- ${pairs[0]?.german ?? 'docs/intro.md'}`,
  );
  process.exit(1);
}

const reviewed = args.includes('--all') ? pairs : args.map(pairOf);
const manifest = readManifest();
for (const pair of reviewed) manifest[pair.german] = sourceHash(pair.german);
writeManifest(manifest);
console.log(`Recorded ${reviewed.length} reviewed page(s) in ${manifestPath}:`);
for (const pair of reviewed) console.log(`  ${pair.english}`);
