/**
 * `npm run lint:terms`: one term per concept in each language. The term lists terms/de.yml and terms/en.yml name
 * the preferred term, the rejected variants and the reason; textlint (with textlint-rule-prh) finds every rejected
 * variant in the prose of its language, outside code, and this script prints it as `file:line:column`, the
 * preferred term and the reason. Exit code 1 when it finds one.
 *
 *   tsx scripts/lint-terms.ts            both languages
 *   tsx scripts/lint-terms.ts de         one language
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createLinter, loadTextlintrc} from 'textlint';

import {locales, siteDir, type Locale} from './lib/site';
import {loadTermList, prhConfig, TermListError} from './lib/termList';
import {proseSources} from './lib/proseSources';

export const termListPath = (locale: Locale) => `terms/${locale}.yml`;

interface Finding {
  file: string;
  line: number;
  column: number;
  message: string;
}

async function lintLocale(locale: Locale, workDir: string): Promise<Finding[]> {
  const terms = loadTermList(path.join(siteDir, termListPath(locale)), termListPath(locale));
  const rules = path.join(workDir, `prh.${locale}.yml`);
  fs.writeFileSync(rules, prhConfig(terms));
  const config = path.join(workDir, `textlintrc.${locale}.json`);
  fs.writeFileSync(
    config,
    JSON.stringify({
      plugins: {mdx: true},
      rules: {prh: {rulePaths: [rules], checkLink: true, checkBlockQuote: true, checkEmphasis: true}},
    }),
  );
  const descriptor = await loadTextlintrc({
    configFilePath: config,
    node_modulesDir: path.join(siteDir, 'node_modules'),
  });
  const linter = createLinter({descriptor});
  const findings: Finding[] = [];
  for (const source of proseSources(locale)) {
    const result = await linter.lintText(source.text, path.join(siteDir, source.parseAs));
    for (const message of result.messages) {
      const [change = message.message, reason = ''] = message.message.split('\n');
      const [rejected, preferred] = change.split(' => ');
      findings.push({
        file: source.file,
        line: message.line,
        column: message.column,
        message:
          preferred === undefined
            ? message.message
            : `"${rejected}" is not our term: write "${preferred}". ${reason}`.trim(),
      });
    }
  }
  return findings;
}

async function main(): Promise<number> {
  const wanted = process.argv.slice(2);
  const chosen = locales.filter((locale) => wanted.length === 0 || wanted.includes(locale));
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-terms-'));
  try {
    let count = 0;
    for (const locale of chosen) {
      const findings = await lintLocale(locale, workDir);
      for (const finding of findings) {
        console.error(`${finding.file}:${finding.line}:${finding.column} ${finding.message}`);
      }
      count += findings.length;
    }
    if (count > 0) {
      console.error(
        `\n${count} rejected term${count === 1 ? '' : 's'}. The term lists are ${chosen.map(termListPath).join(' and ')}; ` +
          'CONTRIBUTING.md says how to change them.',
      );
      return 1;
    }
    console.log(`[INFO] The prose of ${chosen.join(' and ')} uses only preferred terms.`);
    return 0;
  } catch (error) {
    if (error instanceof TermListError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    fs.rmSync(workDir, {recursive: true, force: true});
  }
}

void main().then((code) => {
  process.exitCode = code;
});
