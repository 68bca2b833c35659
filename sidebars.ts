import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// One sidebar for all guides, in reading order: orientation, first steps, topics, depth, reference.
const sidebars: SidebarsConfig = {
  docs: [
    'intro',
    'index',
    {
      type: 'category',
      label: 'Schnellstart',
      key: 'quick-start-guide',
      link: {type: 'doc', id: 'quick-start-guide/index'},
      items: ['quick-start-guide/consumer', 'quick-start-guide/provider'],
    },
    {
      type: 'category',
      label: 'Leitfäden',
      key: 'guides',
      link: {type: 'doc', id: 'guides/index'},
      items: [
        {
          type: 'category',
          label: 'Zugangsdefinitionen',
          key: 'guides-access-definitions',
          link: {type: 'doc', id: 'guides/access-definitions/index'},
          items: ['guides/access-definitions/consumer-access', 'guides/access-definitions/provider-access'],
        },
        {
          type: 'category',
          label: 'Bundles',
          key: 'guides-bundles',
          link: {type: 'doc', id: 'guides/bundles/index'},
          items: ['guides/bundles/consumer_bundle', 'guides/bundles/provider_bundle'],
        },
        'guides/filesharing',
        'guides/marketplace',
        'guides/organizations',
        {
          type: 'category',
          label: 'Produkte',
          key: 'guides-products',
          link: {type: 'doc', id: 'guides/products/index'},
          items: ['guides/products/consumer_products', 'guides/products/provider_products'],
        },
        'guides/team',
        'guides/technical_user',
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
