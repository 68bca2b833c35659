"use strict";
/* ============================================================================
 * Portions Copyright (c) Meta Platforms, Inc. and affiliates.
 * Portions Copyright (c) Palo Alto Networks
 *
 * Vendored from @docusaurus/theme-common/src/utils/tabsUtils.tsx (MIT) to
 * remove the dependency on @docusaurus/theme-common/internal. The
 * useQueryStringValue dependency from theme-common's historyUtils is inlined
 * below to avoid pulling another internal module.
 * See: https://github.com/PaloAltoNetworks/docusaurus-openapi-docs/issues/1140
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 * ========================================================================== */
var __createBinding =
  (this && this.__createBinding) ||
  (Object.create
    ? function (o, m, k, k2) {
        if (k2 === undefined) k2 = k;
        var desc = Object.getOwnPropertyDescriptor(m, k);
        if (
          !desc ||
          ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)
        ) {
          desc = {
            enumerable: true,
            get: function () {
              return m[k];
            },
          };
        }
        Object.defineProperty(o, k2, desc);
      }
    : function (o, m, k, k2) {
        if (k2 === undefined) k2 = k;
        o[k2] = m[k];
      });
var __setModuleDefault =
  (this && this.__setModuleDefault) ||
  (Object.create
    ? function (o, v) {
        Object.defineProperty(o, "default", { enumerable: true, value: v });
      }
    : function (o, v) {
        o["default"] = v;
      });
var __importStar =
  (this && this.__importStar) ||
  (function () {
    var ownKeys = function (o) {
      ownKeys =
        Object.getOwnPropertyNames ||
        function (o) {
          var ar = [];
          for (var k in o)
            if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
          return ar;
        };
      return ownKeys(o);
    };
    return function (mod) {
      if (mod && mod.__esModule) return mod;
      var result = {};
      if (mod != null)
        for (var k = ownKeys(mod), i = 0; i < k.length; i++)
          if (k[i] !== "default") __createBinding(result, mod, k[i]);
      __setModuleDefault(result, mod);
      return result;
    };
  })();
var __importDefault =
  (this && this.__importDefault) ||
  function (mod) {
    return mod && mod.__esModule ? mod : { default: mod };
  };
Object.defineProperty(exports, "__esModule", { value: true });
exports.sanitizeTabsChildren = sanitizeTabsChildren;
exports.useTabsContextValue = useTabsContextValue;
exports.useTabs = useTabs;
exports.TabsProvider = TabsProvider;
const react_1 = __importStar(require("react"));
const router_1 = require("@docusaurus/router");
const theme_common_1 = require("@docusaurus/theme-common");
const useIsomorphicLayoutEffect_1 = __importDefault(
  require("@docusaurus/useIsomorphicLayoutEffect")
);
const scrollUtils_1 = require("./scrollUtils");
function sanitizeTabsChildren(children) {
  return react_1.default.Children.toArray(children).filter(
    (child) => child !== "\n"
  );
}
function extractChildrenTabValues(children) {
  function isTabItemWithValueProp(comp) {
    const { props } = comp;
    return !!props && typeof props === "object" && "value" in props;
  }
  const elements = react_1.default.Children.toArray(children).flatMap(
    (child) => {
      if (!child) {
        return [];
      }
      if ((0, react_1.isValidElement)(child) && isTabItemWithValueProp(child)) {
        return [child];
      }
      const badChildTypeName =
        // @ts-expect-error: guarding against unexpected cases
        typeof child.type === "string" ? child.type : child.type.name;
      throw new Error(`Docusaurus error: Bad <Tabs> child <${badChildTypeName}>: all children of the <Tabs> component should be <TabItem>, and every <TabItem> should have a unique "value" prop.
If you do not want to pass on a "value" prop to the direct children of <Tabs>, you can also pass an explicit <Tabs values={...}> prop.`);
    }
  );
  return elements.map(
    ({ props: { value, label, attributes, default: isDefault } }) => ({
      value,
      label,
      attributes,
      default: isDefault,
    })
  );
}
function ensureNoDuplicateValue(values) {
  const dup = (0, theme_common_1.duplicates)(
    values,
    (a, b) => a.value === b.value
  );
  if (dup.length > 0) {
    throw new Error(
      `Docusaurus error: Duplicate values "${dup
        .map((a) => `'${a.value}'`)
        .join(", ")}" found in <Tabs>. Every value needs to be unique.`
    );
  }
}
function useTabValues(props) {
  const { values: valuesProp, children } = props;
  return (0, react_1.useMemo)(() => {
    const values = valuesProp ?? extractChildrenTabValues(children);
    ensureNoDuplicateValue(values);
    return values;
  }, [valuesProp, children]);
}
function isValidValue({ value, tabValues }) {
  return tabValues.some((a) => a.value === value);
}
function getInitialStateValue({ defaultValue, tabValues }) {
  if (tabValues.length === 0) {
    throw new Error(
      "Docusaurus error: the <Tabs> component requires at least one <TabItem> children component"
    );
  }
  if (defaultValue) {
    if (!isValidValue({ value: defaultValue, tabValues })) {
      throw new Error(
        `Docusaurus error: The <Tabs> has a defaultValue "${defaultValue}" but none of its children has the corresponding value. Available values are: ${tabValues
          .map((a) => a.value)
          .join(
            ", "
          )}. If you intend to show no default tab, use defaultValue={null} instead.`
      );
    }
    return defaultValue;
  }
  const defaultTabValue =
    tabValues.find((tabValue) => tabValue.default) ?? tabValues[0];
  if (!defaultTabValue) {
    throw new Error("Unexpected error: 0 tabValues");
  }
  return defaultTabValue.value;
}
function getStorageKey(groupId) {
  if (!groupId) {
    return null;
  }
  return `docusaurus.tab.${groupId}`;
}
function getQueryStringKey({ queryString = false, groupId }) {
  if (typeof queryString === "string") {
    return queryString;
  }
  if (queryString === false) {
    return null;
  }
  if (queryString === true && !groupId) {
    throw new Error(
      `Docusaurus error: The <Tabs> component groupId prop is required if queryString=true, because this value is used as the search param name. You can also provide an explicit value such as queryString="my-search-param".`
    );
  }
  return groupId ?? null;
}
// Inlined from @docusaurus/theme-common/internal historyUtils.useQueryStringValue
function useQueryStringValue(key) {
  const history = (0, router_1.useHistory)();
  return (0, react_1.useSyncExternalStore)(
    history.listen,
    () =>
      key === null
        ? null
        : new URLSearchParams(history.location.search).get(key),
    () => null
  );
}
function useTabQueryString({ queryString = false, groupId }) {
  const history = (0, router_1.useHistory)();
  const key = getQueryStringKey({ queryString, groupId });
  const value = useQueryStringValue(key);
  const setValue = (0, react_1.useCallback)(
    (newValue) => {
      if (!key) {
        return;
      }
      const searchParams = new URLSearchParams(history.location.search);
      searchParams.set(key, newValue);
      history.replace({ ...history.location, search: searchParams.toString() });
    },
    [key, history]
  );
  return [value, setValue];
}
function useTabStorage({ groupId }) {
  const key = getStorageKey(groupId);
  const [value, storageSlot] = (0, theme_common_1.useStorageSlot)(key);
  const setValue = (0, react_1.useCallback)(
    (newValue) => {
      if (!key) {
        return;
      }
      storageSlot.set(newValue);
    },
    [key, storageSlot]
  );
  return [value, setValue];
}
function useTabsContextValue(props) {
  const { defaultValue, queryString = false, groupId } = props;
  const tabValues = useTabValues(props);
  const [selectedValue, setSelectedValue] = (0, react_1.useState)(() =>
    getInitialStateValue({ defaultValue, tabValues })
  );
  const [queryStringValue, setQueryString] = useTabQueryString({
    queryString,
    groupId,
  });
  const [storageValue, setStorageValue] = useTabStorage({
    groupId,
  });
  const valueToSync = (() => {
    const value = queryStringValue ?? storageValue;
    if (!isValidValue({ value, tabValues })) {
      return null;
    }
    return value;
  })();
  (0, useIsomorphicLayoutEffect_1.default)(() => {
    if (valueToSync) {
      setSelectedValue(valueToSync);
    }
  }, [valueToSync]);
  const selectValue = (0, react_1.useCallback)(
    (newValue) => {
      if (!isValidValue({ value: newValue, tabValues })) {
        throw new Error(`Can't select invalid tab value=${newValue}`);
      }
      setSelectedValue(newValue);
      setQueryString(newValue);
      setStorageValue(newValue);
    },
    [setQueryString, setStorageValue, tabValues]
  );
  return {
    selectedValue,
    selectValue,
    tabValues,
    lazy: props.lazy ?? false,
    block: props.block ?? false,
  };
}
const TabsContext = (0, react_1.createContext)(null);
function useTabs() {
  const contextValue = react_1.default.useContext(TabsContext);
  if (!contextValue) {
    throw new Error("useTabsContext() must be used within a Tabs component");
  }
  return contextValue;
}
function TabsProvider(props) {
  // ScrollControllerProvider is mounted here so every tab consumer
  // (our six OpenAPI tab variants + the swizzled @theme/Tabs) gets a working
  // useScrollPositionBlocker without callers needing a separate provider.
  return react_1.default.createElement(
    scrollUtils_1.ScrollControllerProvider,
    null,
    react_1.default.createElement(
      TabsContext.Provider,
      { value: props.value },
      props.children
    )
  );
}
