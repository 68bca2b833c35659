import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  // The remark plugin for example requests emits <Tabs>/<TabItem> without imports.
  Tabs,
  TabItem,
  table: ScrollableTable,
};
