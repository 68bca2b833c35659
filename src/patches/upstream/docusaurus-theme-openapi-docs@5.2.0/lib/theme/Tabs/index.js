"use strict";
/* ============================================================================
 * Portions Copyright (c) Meta Platforms, Inc. and affiliates.
 * Portions Copyright (c) Palo Alto Networks
 *
 * Swizzled from @docusaurus/theme-classic/src/theme/Tabs/index.tsx (MIT).
 * Re-points the internal hooks (useTabs, useTabsContextValue, etc.) to our
 * vendored tabsUtils so that the entire <Tabs>/<TabItem> pair runs through a
 * single React context owned by this package. See:
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
exports.default = Tabs;
const react_1 = __importDefault(require("react"));
const theme_common_1 = require("@docusaurus/theme-common");
const useIsBrowser_1 = __importDefault(require("@docusaurus/useIsBrowser"));
const clsx_1 = __importDefault(require("clsx"));
const scrollUtils_1 = require("@theme/utils/scrollUtils");
const tabsUtils_1 = require("@theme/utils/tabsUtils");
const styles_module_css_1 = __importDefault(require("./styles.module.css"));
function TabList({ className }) {
  const { selectedValue, selectValue, tabValues, block } = (0,
  tabsUtils_1.useTabs)();
  const tabRefs = [];
  const { blockElementScrollPositionUntilNextRender } = (0,
  scrollUtils_1.useScrollPositionBlocker)();
  const handleTabChange = (event) => {
    const newTab = event.currentTarget;
    const newTabIndex = tabRefs.indexOf(newTab);
    const newTabValue = tabValues[newTabIndex].value;
    if (newTabValue !== selectedValue) {
      blockElementScrollPositionUntilNextRender(newTab);
      selectValue(newTabValue);
    }
  };
  const handleKeydown = (event) => {
    let focusElement = null;
    switch (event.key) {
      case "Enter": {
        handleTabChange(event);
        break;
      }
      case "ArrowRight": {
        const nextTab = tabRefs.indexOf(event.currentTarget) + 1;
        focusElement = tabRefs[nextTab] ?? tabRefs[0];
        break;
      }
      case "ArrowLeft": {
        const prevTab = tabRefs.indexOf(event.currentTarget) - 1;
        focusElement = tabRefs[prevTab] ?? tabRefs[tabRefs.length - 1];
        break;
      }
      default:
        break;
    }
    focusElement?.focus();
  };
  return react_1.default.createElement(
    "ul",
    {
      role: "tablist",
      "aria-orientation": "horizontal",
      className: (0, clsx_1.default)(
        "tabs",
        {
          "tabs--block": block,
        },
        className
      ),
    },
    tabValues.map(({ value, label, attributes }) =>
      react_1.default.createElement(
        "li",
        {
          // TODO extract TabListItem
          role: "tab",
          tabIndex: selectedValue === value ? 0 : -1,
          "aria-selected": selectedValue === value,
          key: value,
          ref: (ref) => {
            tabRefs.push(ref);
          },
          onKeyDown: handleKeydown,
          onClick: handleTabChange,
          ...attributes,
          className: (0, clsx_1.default)(
            "tabs__item",
            styles_module_css_1.default.tabItem,
            attributes?.className,
            {
              "tabs__item--active": selectedValue === value,
            }
          ),
        },
        label ?? value
      )
    )
  );
}
function TabContent({ children }) {
  return react_1.default.createElement(
    "div",
    { className: "margin-top--md" },
    children
  );
}
function TabsContainer({ className, children }) {
  return react_1.default.createElement(
    "div",
    {
      className: (0, clsx_1.default)(
        theme_common_1.ThemeClassNames.tabs.container,
        // former name kept for backward compatibility
        // see https://github.com/facebook/docusaurus/pull/4086
        "tabs-container",
        styles_module_css_1.default.tabList
      ),
    },
    react_1.default.createElement(TabList, { className: className }),
    react_1.default.createElement(TabContent, null, children)
  );
}
function Tabs(props) {
  const isBrowser = (0, useIsBrowser_1.default)();
  const value = (0, tabsUtils_1.useTabsContextValue)(props);
  return react_1.default.createElement(
    tabsUtils_1.TabsProvider,
    {
      value: value,
      // Remount tabs after hydration
      // Temporary fix for https://github.com/facebook/docusaurus/issues/5653
      key: String(isBrowser),
    },
    react_1.default.createElement(
      TabsContainer,
      { className: props.className },
      (0, tabsUtils_1.sanitizeTabsChildren)(props.children)
    )
  );
}
