import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

// The remark plugin for example requests emits <Tabs>/<TabItem> without imports.
export default {
  ...MDXComponents,
  Tabs,
  TabItem,
};
