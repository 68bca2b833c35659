"use strict";
/* ============================================================================
 * Portions Copyright (c) Meta Platforms, Inc. and affiliates.
 * Portions Copyright (c) Palo Alto Networks
 *
 * Swizzled from @docusaurus/theme-classic/src/theme/TabItem/index.tsx (MIT).
 * Re-points useTabs to our vendored tabsUtils so that <TabItem> reads the same
 * context our swizzled <Tabs> and OpenAPI tab variants (ApiTabs, MimeTabs,
 * SchemaTabs, etc.) provide. See:
 * https://github.com/PaloAltoNetworks/docusaurus-openapi-docs/issues/1140
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 * ========================================================================== */
var __importDefault =
  (this && this.__importDefault) ||
  function (mod) {
    return mod && mod.__esModule ? mod : { default: mod };
  };
Object.defineProperty(exports, "__esModule", { value: true });
exports.default = TabItem;
const react_1 = __importDefault(require("react"));
const clsx_1 = __importDefault(require("clsx"));
const tabsUtils_1 = require("@theme/utils/tabsUtils");
const styles_module_css_1 = __importDefault(require("./styles.module.css"));
function TabItemPanel({ children, className, hidden }) {
  return react_1.default.createElement(
    "div",
    {
      role: "tabpanel",
      className: (0, clsx_1.default)(
        styles_module_css_1.default.tabItem,
        className
      ),
      hidden,
    },
    children
  );
}
function TabItem({ children, className, value }) {
  const { selectedValue, lazy } = (0, tabsUtils_1.useTabs)();
  const isSelected = value === selectedValue;
  if (!isSelected && lazy) {
    return null;
  }
  return react_1.default.createElement(
    TabItemPanel,
    { className: className, hidden: !isSelected },
    children
  );
}
