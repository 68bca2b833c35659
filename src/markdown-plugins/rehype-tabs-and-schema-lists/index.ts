/**
 * Structure for the Markdown export that the HTML shows through scripts and CSS only.
 *
 * - Tabs: a page shows one panel at a time and names it on its tab; the converter kept the tab list as a bare
 *   list (`* 201 * 400 * 401`) and the panels, all in the HTML, one after another without a name, so the
 *   copy did not say which response a schema belongs to. Each panel now starts with its tab's name, a
 *   response status as a heading of its own (`### 400`), any other name in bold (`**cURL**`) unless the
 *   panel already starts with it (the schema panel's own "Response schema" heading); the tab list is dropped.
 *   A tab whose panel is not in the HTML (the theme renders some only when chosen) leaves nothing behind.
 * - Schema properties: the OpenAPI theme sets all properties of an object side by side in one list item, and
 *   those of a nested object in no list at all, so every property after the first ran into the first one's
 *   bullet and nesting was lost. Each property becomes a list item of its own, nested under its parent.
 */
import type {Element, ElementContent, Parents, Root} from 'hast';
import {toString} from 'hast-util-to-string';
import {visit} from 'unist-util-visit';

import {hasClass} from '../classNames';

/** The OpenAPI theme's tab of a response status; its panel holds that response. */
const statusTabClass = 'openapi-tabs__response-code-item';
const schemaItemClass = 'openapi-schema__list-item';

const isSchemaItem = (node: ElementContent): node is Element =>
  node.type === 'element' && hasClass(node, schemaItemClass);

const isBlank = (node: ElementContent): boolean => node.type === 'text' && node.value.trim() === '';

const element = (tagName: string, children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties: {},
  children,
});

interface TabName {
  text: string;
  isStatus: boolean;
}

/** Takes a tab list out of the page, keeping the name of each tab by the id of the panel it controls. */
function takeTabNames(list: Element, parent: Parents, index: number, names: Map<string, TabName>): number {
  for (const tab of list.children) {
    if (tab.type !== 'element' || tab.properties.role !== 'tab') continue;
    // A space-separated list in HTML, parsed into an array.
    const controls = tab.properties.ariaControls;
    const panelId = Array.isArray(controls) ? controls.join(' ') : controls;
    const text = toString(tab).trim();
    if (typeof panelId === 'string' && text !== '') {
      names.set(panelId, {text, isStatus: hasClass(tab, statusTabClass)});
    }
  }
  parent.children.splice(index, 1);
  return index;
}

/** The first `length` characters of a node's text, leading spaces aside, without joining all of its text. */
function leadingText(node: Element, length: number): string {
  let text = '';
  const walk = (child: ElementContent): boolean => {
    if (child.type === 'text') text = (text + child.value).trimStart();
    else if (child.type === 'element') child.children.some(walk);
    return text.length >= length;
  };
  node.children.some(walk);
  return text.slice(0, length);
}

function nameTabPanel(panel: Element, names: Map<string, TabName>): void {
  const name = names.get(String(panel.properties.id ?? ''));
  if (name === undefined) return;
  const text: ElementContent = {type: 'text', value: name.text};
  if (name.isStatus) {
    panel.children.unshift(element('h3', [text]));
  } else if (leadingText(panel, name.text.length) !== name.text) {
    panel.children.unshift(element('p', [element('strong', [text])]));
  }
}

/**
 * Gives each property among the node's children a list item of its own; returns where to go on when the node
 * itself was replaced.
 */
function listSchemaItems(
  node: Element,
  parent: Parents | undefined,
  index: number | undefined,
): number | undefined {
  const items = node.children.filter(isSchemaItem);
  // An item of nothing but properties becomes one item per property; one that also holds other text (the
  // "Array [" around the items of an array) keeps it and gets its properties as a nested list.
  if (node.tagName === 'li' && node.children.every((child) => isSchemaItem(child) || isBlank(child))) {
    if (items.length < 2 || parent === undefined || index === undefined) return undefined;
    parent.children.splice(index, 1, ...items.map((item) => element('li', [item])));
    return index;
  }
  if (node.tagName === 'ul' || node.tagName === 'ol') {
    node.children = node.children.map((child) => (isSchemaItem(child) ? element('li', [child]) : child));
    return undefined;
  }
  // Consecutive properties (blank text between them aside) go into one list.
  const children: ElementContent[] = [];
  let list: Element | undefined;
  for (const child of node.children) {
    if (isSchemaItem(child)) {
      if (list === undefined) children.push((list = element('ul', [])));
      list.children.push(element('li', [child]));
    } else if (!(list !== undefined && isBlank(child))) {
      list = undefined;
      children.push(child);
    }
  }
  node.children = children;
  return undefined;
}

// One walk over the page (the export walks each page once per plugin): a tab list comes before its panels.
export default function rehypeTabsAndSchemaLists() {
  return (tree: Root): void => {
    const names = new Map<string, TabName>();
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.properties.role === 'tablist' && parent !== undefined && index !== undefined) {
        return takeTabNames(node, parent, index, names);
      }
      if (node.properties.role === 'tabpanel') nameTabPanel(node, names);
      return node.children.some(isSchemaItem) ? listSchemaItems(node, parent, index) : undefined;
    });
  };
}
