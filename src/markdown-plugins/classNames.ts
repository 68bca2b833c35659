/**
 * Class names of a hast element. rehype-parse gives `className` as a list of strings; elements built by hand
 * may carry numbers or nothing, so every plugin of the export reads them through here.
 */
import type {Element} from 'hast';

export function classNamesOf(element: Element): string[] {
  const className = element.properties.className;
  return Array.isArray(className) ? className.map(String) : [];
}

/** Called for every element of a page, so it copies nothing. */
export function hasClass(element: Element, name: string): boolean {
  const className = element.properties.className;
  return Array.isArray(className) && className.includes(name);
}
