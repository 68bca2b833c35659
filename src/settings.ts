/**
 * What a deployer changes, in one place. Everything else in the site reads these values, so a new
 * host, brand or announcement never needs an edit anywhere else.
 */
export interface PortalSettings {
  /** Origin the site is served from, without a trailing slash. */
  readonly siteUrl: string;
  /** Path under the origin, with leading and trailing slash. */
  readonly baseUrl: string;
  /** Brand shown in the navbar, page titles and footer. */
  readonly brandName: string;
  readonly tagline: {readonly de: string; readonly en: string};
  /** Pages of the platform provider that the footer links to. */
  readonly providerUrls: {
    readonly imprint: string;
    readonly privacy: string;
    /** The provider's page on a professional network. */
    readonly community: string;
  };
  /** Changing the id shows the bar again to everyone who dismissed the previous one. */
  readonly announcement: {
    readonly id: string;
    readonly text: {readonly de: string; readonly en: string};
  };
  /** Base of "Edit this page" links; the docs path is appended. */
  readonly editUrl: string;
}

export const settings: PortalSettings = {
  siteUrl: 'https://developer.data-marketplace.example',
  baseUrl: '/',
  brandName: 'Data Marketplace',
  tagline: {
    de: 'Entwicklerportal und API-Referenz des Data Marketplace',
    en: 'Developer portal and API reference of the Data Marketplace',
  },
  providerUrls: {
    imprint: 'https://www.data-marketplace.example/imprint',
    privacy: 'https://www.data-marketplace.example/privacy',
    community: 'https://www.linkedin.com/company/data-marketplace-example',
  },
  announcement: {
    id: 'api-v1-1-1-0',
    text: {
      de: 'Seit 1.1.0 lesen Anbieter und Konsumenten über die API, was die andere Seite entschieden hat.',
      en: 'Since 1.1.0, the API shows providers and consumers the decisions of the other side.',
    },
  },
  editUrl: 'https://git.data-marketplace.example/developer-portal/edit/main/',
};
