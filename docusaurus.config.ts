import path from 'node:path';
import type {Config, Plugin, ThemeConfig} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as PagesOptions} from '@docusaurus/plugin-content-pages';
import type {Options as SitemapOptions} from '@docusaurus/plugin-sitemap';
import type {Options as ClassicThemeOptions} from '@docusaurus/theme-classic';
import type {UserThemeConfig as ClassicThemeConfig} from '@docusaurus/theme-common';
import type * as OpenApiPlugin from 'docusaurus-plugin-openapi-docs';

import {settings} from './src/settings';
import {apiPageMarkdown} from './src/api-reference/pageMarkdown';
import {createApiSidebarItem} from './src/api-reference/sidebarItem';
import {codeSampleLanguages} from './config/codeSampleLanguages';
import {darkCodeTheme, lightCodeTheme} from './config/codeThemes';
import apiChunks from './src/patches/api-chunks';
import apiFacts from './src/api-reference/facts-plugin';
import bundlerCache from './src/patches/bundler-cache';
import codeSamplesOnServer from './src/patches/code-samples-on-server';
import leanApiBundle from './src/patches/lean-api-bundle';
import openapiDownload from './src/plugins/openapi-download';
import pagePreviews from './src/plugins/page-previews';
import prismWithCodeBlocks from './src/patches/prism-with-code-blocks';
import remarkApiExamples from './src/api-reference/remark-api-examples';
import remarkApiFacts from './src/api-reference/remark-api-facts';
import remarkChangelogChanges from './src/releases/remark-changelog-changes';
import changelogFeed from './src/releases/changelog-feed';
import {publishedVersions, workingVersion} from './src/releases/store';
import robotsTxtPlugin from './src/plugins/robots-txt';
import stagedStartUp from './src/patches/staged-start-up';
import routeScripts from './src/patches/route-scripts';
import searchBoxChunk from './src/patches/search-box-chunk';
import {warnOnBrokenMarkdownLink} from './config/markdownHooks';
import type {LlmsTxtPluginOptions} from './src/plugins/llms-txt';
import {searchOptions} from './config/search';
import {createSitemapItemsWithAlternates} from './config/sitemap';
import {ssrTemplate} from './config/ssrTemplate';
import type {Locale} from './config/locales';

// Docusaurus loads this file once per locale and names the locale in this variable.
const locale: Locale = process.env.DOCUSAURUS_CURRENT_LOCALE === 'en' ? 'en' : 'de';
// Explicit per locale: a single-locale build (`--locale en`, as CI builds each locale) would otherwise drop the
// /en/ segment and link its pages and hreflang alternates as if English were served at the site root.
const localeBaseUrls: Record<Locale, string> = {de: settings.baseUrl, en: `${settings.baseUrl}en/`};
const localeBaseUrl = localeBaseUrls[locale];
const absoluteBaseUrl = (other: Locale): string => `${settings.siteUrl}${localeBaseUrls[other]}`;

const changelogLinkText: Record<Locale, string> = {
  de: 'Zum Changelog',
  en: 'See the changelog',
};

// The docs have one version; the changelog makes its dropdown a real menu, where choosing "Next" stores the
// reader's preferred docs version. Named as in the navbar and the footer, in both languages.
const changelogLabel = 'Changelog';

const remarkPlugins = [remarkApiExamples, remarkApiFacts];
// A path, not an import: the OpenAPI plugin finds its docs instance by the name it is configured with.
const apiDocsPlugin = './src/api-reference/docs-plugin/index.ts';
// A path too: Docusaurus types a plugin function's options as `unknown`; the options below are checked instead.
const llmsTxt = './src/plugins/llms-txt/index.ts';
// The local search plugin with the portal's engine (src/plugins/search-engine); a path for the same reason.
const searchEngine = './src/plugins/search-engine/index.ts';
// `write-translations` reads the UI strings of the files a plugin watches. The OpenAPI theme's compiled CommonJS
// hides them from it; the TypeScript sources the theme ships beside it do not.
const openapiThemeStrings = (): Plugin => ({
  name: 'openapi-theme-strings',
  getPathsToWatch: () => [
    path.join(path.dirname(require.resolve('docusaurus-theme-openapi-docs/package.json')), 'src'),
  ],
});

function apiReference(specPath: string, outputDir: string, pageLocale: Locale): OpenApiPlugin.Options {
  return {
    specPath,
    outputDir,
    markdownGenerators: {createApiPageMD: apiPageMarkdown(pageLocale)},
    hideSendButton: true,
    showSchemas: false,
    // The operation as an object in the page's front matter, which the theme's `ApiItem` reads without pako
    // (src/patches/lean-api-bundle).
    disableCompression: true,
    showInfoPage: false,
    sidebarOptions: {
      groupPathsBy: 'tag',
      sidebarCollapsed: true,
      sidebarGenerators: {createDocItem: createApiSidebarItem},
    },
  };
}

const config = {
  title: settings.brandName,
  tagline: settings.tagline[locale],
  favicon: 'img/favicon.svg',
  url: settings.siteUrl,
  baseUrl: settings.baseUrl,
  trailingSlash: undefined,

  future: {
    v4: true,
    faster: true,
  },

  // Pages are painted before their scripts run (see config/ssrTemplate.ts).
  ssrTemplate,
  // The banner's check (is the main bundle running when the HTML has been parsed?) always fails when scripts
  // start after the first paint, so every reader would see it; tests/browser/start-up.test.ts checks instead that
  // each page's scripts and stylesheets are where its HTML looks for them.
  baseUrlIssueBanner: false,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  i18n: {
    defaultLocale: 'de',
    locales: ['de', 'en'],
    localeConfigs: {
      de: {
        label: 'Deutsch',
        direction: 'ltr',
        htmlLang: 'de-DE',
        calendar: 'gregory',
        path: 'de',
        baseUrl: localeBaseUrls.de,
      },
      en: {
        label: 'English',
        direction: 'ltr',
        htmlLang: 'en-US',
        calendar: 'gregory',
        path: 'en',
        baseUrl: localeBaseUrls.en,
      },
    },
  },

  markdown: {
    mermaid: true,
    // Writers give headings stable ids with `## Title {#id}`; future.v4 would turn that syntax off.
    mdx1Compat: {comments: false, admonitions: false, headingIds: true},
    hooks: {
      onBrokenMarkdownLinks: warnOnBrokenMarkdownLink,
      onBrokenMarkdownImages: 'throw',
    },
  },

  customFields: {
    // The newest release; in a preview the release in preparation (src/plugins/openapi-download stops a
    // production build whose description is not the newest release).
    siteVersion: workingVersion(),
    siteVersionPublished: publishedVersions().includes(workingVersion()),
  },

  clientModules: [
    require.resolve('./src/clientModules/firstLoadFailure'),
    require.resolve('./src/clientModules/prefetchWhenIdle'),
  ],

  plugins: [
    // The classic preset's plugins that the site uses, in the order the preset loads them (theme-classic
    // among them: the order of their client modules is the order of the CSS). The preset's other plugins
    // (Algolia search, SVGR, debug, analytics) have no use here.
    '@docusaurus/plugin-css-cascade-layers',
    [
      '@docusaurus/plugin-content-docs',
      {
        sidebarPath: './sidebars.ts',
        editUrl: settings.editUrl,
        editLocalizedFiles: true,
        showLastUpdateTime: true,
        breadcrumbs: true,
        remarkPlugins,
      } satisfies DocsOptions,
    ],
    [
      '@docusaurus/plugin-content-pages',
      {
        remarkPlugins: [...remarkPlugins, remarkChangelogChanges],
      } satisfies PagesOptions,
    ],
    [
      '@docusaurus/plugin-sitemap',
      {
        lastmod: 'date',
        changefreq: null,
        priority: null,
        ignorePatterns: [`${localeBaseUrl}search`],
        createSitemapItems: createSitemapItemsWithAlternates(absoluteBaseUrl(locale), [
          {hreflang: 'de-DE', baseUrl: absoluteBaseUrl('de')},
          {hreflang: 'en-US', baseUrl: absoluteBaseUrl('en')},
          {hreflang: 'x-default', baseUrl: absoluteBaseUrl('de')},
        ]),
      } satisfies SitemapOptions,
    ],
    [
      '@docusaurus/theme-classic',
      {
        customCss: './src/css/custom.css',
      } satisfies ClassicThemeOptions,
    ],
    [
      apiDocsPlugin,
      {
        id: 'api',
        path: 'openapi/reference',
        routeBasePath: 'api',
        sidebarPath: './src/api-reference/sidebars.ts',
        docItemComponent: '@theme/ApiItem',
        breadcrumbs: true,
        remarkPlugins,
      },
    ],
    [
      'docusaurus-plugin-openapi-docs',
      {
        id: 'openapi',
        docsPlugin: apiDocsPlugin,
        docsPluginId: 'api',
        // One generated reference per locale from the same description: German pages into the API docs
        // instance, English ones into its English translation folder (see src/api-reference/localize.ts).
        config: {
          de: apiReference('openapi/generated/openapi.de.pages.yaml', 'openapi/reference', 'de'),
          en: apiReference(
            'openapi/generated/openapi.en.pages.yaml',
            'i18n/en/docusaurus-plugin-content-docs-api/current',
            'en',
          ),
        } satisfies Record<Locale, OpenApiPlugin.Options>,
      },
    ],
    openapiDownload,
    openapiThemeStrings,
    changelogFeed,
    apiFacts,
    [
      llmsTxt,
      {
        locale,
        site: {
          siteTitle: settings.brandName,
          siteDescription: settings.tagline[locale],
          siteUrl: settings.siteUrl,
          localeBaseUrl,
        },
      } satisfies LlmsTxtPluginOptions,
    ],
    robotsTxtPlugin,
    pagePreviews,
    bundlerCache,
    apiChunks,
    leanApiBundle,
    prismWithCodeBlocks,
    routeScripts,
    codeSamplesOnServer,
    stagedStartUp,
    searchBoxChunk,
  ],

  themes: [
    'docusaurus-theme-openapi-docs',
    '@docusaurus/theme-mermaid',
    [searchEngine, searchOptions(locale)],
  ],

  themeConfig: {
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      id: settings.announcement.id,
      content: `${settings.announcement.text[locale]} <a href="${localeBaseUrl}changelog">${changelogLinkText[locale]}</a>`,
      isCloseable: true,
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    navbar: {
      title: settings.brandName,
      logo: {
        alt: settings.brandName,
        src: 'img/logo.svg',
        width: 32,
        height: 32,
      },
      items: [
        {
          type: 'doc',
          docId: 'intro',
          position: 'left',
          label: 'Doku',
        },
        {to: '/api', label: 'API', position: 'left'},
        {to: '/changelog', label: 'Changelog', position: 'left'},
        {
          type: 'docsVersionDropdown',
          position: 'right',
          dropdownItemsAfter: [{to: '/changelog', label: changelogLabel}],
        },
        {type: 'localeDropdown', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Dokumentation',
          items: [
            {label: 'Einführung', to: '/docs/intro'},
            {label: 'API-Referenz', to: '/api'},
            {label: 'Changelog', to: '/changelog'},
          ],
        },
        {
          title: 'Community',
          items: [{label: 'LinkedIn', href: settings.providerUrls.community}],
        },
        {
          title: 'Rechtliches',
          items: [
            {label: 'Impressum', href: settings.providerUrls.imprint},
            {label: 'Datenschutz', href: settings.providerUrls.privacy},
          ],
        },
      ],
      copyright: `© ${settings.brandName}`,
    },
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      // The grammars code blocks get are listed in src/browser/prism/prism.ts.
      additionalLanguages: [],
    },
    mermaid: {
      theme: {light: 'neutral', dark: 'dark'},
      // Only the dark theme reads this: it draws edge labels on this colour lightened by 25 %, by default
      // #585858 under #ccc text (4.4:1). From #111 they get #515151 (4.9:1, WCAG AA).
      options: {themeVariables: {labelBackground: '#111111'}},
    },
    languageTabs: codeSampleLanguages.map(({key, variant, highlight}) => ({
      highlight,
      language: key,
      logoClass: key,
      variant: variant.toLowerCase(),
    })),
    // Samples are rendered at build time (x-codeSamples); should the original explorer ever load, it
    // shows those and not its own generated ones.
    // The portal keeps no credentials: nothing can be sent from its pages (see `hideSendButton`).
    api: {hideGeneratedSnippets: true, authPersistence: false},
  } satisfies ThemeConfig & ClassicThemeConfig,
} satisfies Config;

export default config;
