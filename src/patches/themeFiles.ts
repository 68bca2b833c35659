import fs from 'node:fs';
import path from 'node:path';

const classicDir = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
const openapiDir = path.dirname(require.resolve('docusaurus-theme-openapi-docs/package.json'));

/**
 * A file of a theme package, for a bundler rule or alias that targets it. A rule whose file has moved would
 * match nothing and quietly stop working, so a missing file stops the build here, naming the patch index
 * (src/patches/index.ts) that lists which customization relies on it.
 */
function existing(dir: string, relative: string): string {
  const file = path.join(dir, relative);
  // An alias may name a module without its extension, as an import does.
  if (!fs.existsSync(file) && !fs.existsSync(`${file}.js`)) {
    throw new Error(
      `${file} does not exist: a bundler rule targets it. The package has changed; see src/patches/index.ts ` +
        'and CUSTOMIZATIONS.md for the customization that relies on it.',
    );
  }
  return file;
}

/** A file of the classic theme's package, for bundler rules and aliases that target it. */
export const classicThemeFile = (relative: string): string => existing(classicDir, relative);

/** A file of the OpenAPI theme's package, for bundler rules and aliases that target it. */
export const openapiThemeFile = (relative: string): string => existing(openapiDir, relative);
