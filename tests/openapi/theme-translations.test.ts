import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';

import {siteDir} from '../../config/site';
import {openapiThemeMessages} from '../../scripts/lib/openapiThemeMessages';

/** Ids whose German text is rightly the same as the English default, with the reason. */
const sameInGerman: Record<string, string> = {};

interface CodeTranslation {
  message: string;
}

const germanCode = JSON.parse(fs.readFileSync(path.join(siteDir, 'i18n/de/code.json'), 'utf8')) as Record<
  string,
  CodeTranslation
>;

describe('UI strings of the installed OpenAPI theme', () => {
  const messages = openapiThemeMessages();

  test('are found in the theme (the extraction still understands its code)', () => {
    assert.ok(messages.size >= 50, `only ${messages.size} ids found`);
    assert.equal(messages.get('theme.openapi.request.sendButton'), 'Send API Request');
  });

  for (const [id, english] of messages) {
    test(`${id} has a German translation`, () => {
      const german = germanCode[id]?.message;
      assert.ok(german, `i18n/de/code.json lacks ${id} ("${english}"): run npm run write-translations`);
      if (!(id in sameInGerman)) {
        assert.notEqual(german, english, `${id} is still the English "${english}"`);
      }
    });
  }
});
