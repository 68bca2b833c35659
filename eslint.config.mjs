// @ts-check
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import reactX from 'eslint-plugin-react-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['build/', '.docusaurus/', 'node_modules/', 'openapi/reference/', 'static/'],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {globals: {...globals.node}},
    // Destructuring a property next to a rest element is how a property is left out of the rest.
    rules: {'@typescript-eslint/no-unused-vars': ['error', {ignoreRestSiblings: true}]},
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {'@docusaurus': docusaurus, 'react-x': reactX},
    languageOptions: {globals: {...globals.browser}},
    rules: {
      // React's correctness rules; the recommended set's warnings are advice on newer React APIs.
      ...Object.fromEntries(
        Object.entries(reactX.configs['recommended-typescript'].rules).filter(
          ([, level]) => level === 'error',
        ),
      ),
      '@docusaurus/no-untranslated-text': ['error', {ignoredStrings: ['·', '—', '×', '→', 'API', 'curl']}],
      '@docusaurus/string-literal-i18n-messages': 'error',
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
    },
  },
  {
    // Build plugins and scripts run in Node with CommonJS globals available.
    files: ['babel.config.js'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
);
