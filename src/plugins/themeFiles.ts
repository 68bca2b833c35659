import path from 'node:path';

const classicDir = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
const openapiDir = path.dirname(require.resolve('docusaurus-theme-openapi-docs/package.json'));

/** A file of the classic theme's package, for bundler rules and aliases that target it. */
export const classicThemeFile = (relative: string): string => path.join(classicDir, relative);

/** A file of the OpenAPI theme's package, for bundler rules and aliases that target it. */
export const openapiThemeFile = (relative: string): string => path.join(openapiDir, relative);
