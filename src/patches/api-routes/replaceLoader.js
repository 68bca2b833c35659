/**
 * A bundler loader that hands the bundler another file's text in place of the module's (see ./index.ts). Plain
 * CommonJS: the bundler loads loaders with `require`.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundler `require`s loaders: CommonJS
const fs = require('node:fs');

module.exports = function replaceLoader() {
  const {file} = this.getOptions();
  this.addDependency(file);
  return fs.readFileSync(file, 'utf8');
};
