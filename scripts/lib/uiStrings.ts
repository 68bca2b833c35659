/**
 * The UI strings of `i18n/<locale>/code.json`: a string left equal in German and English was almost always
 * forgotten (a German default never translated, or a theme's English default in the German file). The few
 * words that are the same in both languages are allowed below, each with its reason.
 */
import fs from 'node:fs';
import path from 'node:path';

import {siteDir} from '../../config/site';
import type {Problem} from './problems';
import {readJson} from './json';

/** Ids whose German and English texts are rightly the same. Keep it short: every entry hides a string. */
const identicalAllowed: Readonly<Record<string, string>> = {
  'theme.admonition.info': 'Docusaurus labels info boxes "info" in German too',
  'theme.blog.author.pageTitle': 'only placeholders and a dash',
  'theme.docs.versionBadge.label': '"Version" is the German word too',
  'theme.openapi.securitySchemes.name': '"Name" is the German word too',
  'theme.openapi.securitySchemes.scopes': 'the guides keep the OAuth term "Scope" in German',
};

interface CodeTranslation {
  message: string;
  description?: string;
}

const codeJsonPath = (locale: string): string => `i18n/${locale}/code.json`;

function readCodeJson(locale: string): Record<string, CodeTranslation> {
  return readJson<Record<string, CodeTranslation>>(path.join(siteDir, codeJsonPath(locale)));
}

/** First line of a file that starts with `prefix` (after indentation), for messages an editor can open. */
function lineStartingWith(relativePath: string, prefix: string): number {
  const lines = fs.readFileSync(path.join(siteDir, relativePath), 'utf8').split('\n');
  return lines.findIndex((line) => line.trimStart().startsWith(prefix)) + 1;
}

const thisFile = 'scripts/lib/uiStrings.ts';

const comparable = (message: string): string => message.replace(/\s+/g, ' ').trim().toLowerCase();

export function uiStringProblems(): Problem[] {
  const german = readCodeJson('de');
  const english = readCodeJson('en');
  const problems: Problem[] = [];
  const at = (locale: string, id: string, message: string): void => {
    problems.push({
      file: codeJsonPath(locale),
      line: lineStartingWith(codeJsonPath(locale), `${JSON.stringify(id)}:`),
      message,
    });
  };

  for (const [id, {message}] of Object.entries(english)) {
    const source = german[id]?.message;
    if (source === undefined) {
      at('en', id, `"${id}" has no German version in ${codeJsonPath('de')}`);
    } else if (comparable(source) === comparable(message) && identicalAllowed[id] === undefined) {
      at('en', id, `"${id}" is "${message}" in German and English: translate one of them`);
    }
  }
  for (const id of Object.keys(german)) {
    if (english[id] === undefined) at('de', id, `"${id}" has no English version in ${codeJsonPath('en')}`);
  }
  for (const id of Object.keys(identicalAllowed)) {
    const same =
      german[id] !== undefined &&
      english[id] !== undefined &&
      comparable(german[id].message) === comparable(english[id].message);
    if (!same) {
      problems.push({
        file: thisFile,
        line: lineStartingWith(thisFile, `'${id}':`),
        message: `"${id}" differs between the languages now: remove it from identicalAllowed`,
      });
    }
  }
  return problems;
}
