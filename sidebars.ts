import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// One sidebar for all guides, in reading order: orientation, first steps, topics in task order, depth, reference.
const sidebars: SidebarsConfig = {
  docs: [
    'intro',
    'index',
    {
      type: 'category',
      label: 'Schnellstarts',
      key: 'quick-start-guide',
      link: {type: 'doc', id: 'quick-start-guide/index'},
      items: ['quick-start-guide/consumer', 'quick-start-guide/provider'],
    },
    {
      type: 'category',
      label: 'Leitfäden',
      key: 'guides',
      link: {type: 'doc', id: 'guides/index'},
      // Task order, as the guides overview recommends it (docs/guides/index.md, "Reihenfolge"); npm run
      // check:consistency fails when the two differ.
      items: [
        'guides/organizations',
        'guides/team',
        'guides/technical_user',
        'guides/marketplace',
        {
          type: 'category',
          label: 'Produkte',
          key: 'guides-products',
          link: {type: 'doc', id: 'guides/products/index'},
          items: ['guides/products/provider_products', 'guides/products/consumer_products'],
        },
        'guides/filesharing',
        {
          type: 'category',
          label: 'Zugangsdefinitionen',
          key: 'guides-access-definitions',
          link: {type: 'doc', id: 'guides/access-definitions/index'},
          items: ['guides/access-definitions/provider-access', 'guides/access-definitions/consumer-access'],
        },
        {
          type: 'category',
          label: 'Bundles',
          key: 'guides-bundles',
          link: {type: 'doc', id: 'guides/bundles/index'},
          items: ['guides/bundles/consumer_bundle', 'guides/bundles/provider_bundle'],
        },
      ],
    },
    {
      type: 'category',
      label: 'Fortgeschrittene Leitfäden',
      key: 'advanced-guides',
      link: {type: 'doc', id: 'advanced-guides/index'},
      items: ['advanced-guides/intro'],
    },
    {
      type: 'category',
      label: 'Glossar',
      key: 'glossar',
      link: {type: 'doc', id: 'glossar/index'},
      items: ['glossar/intro'],
    },
  ],
};

export default sidebars;
