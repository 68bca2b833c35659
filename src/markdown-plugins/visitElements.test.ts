import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {Element, ElementContent, Root} from 'hast';
import {h} from 'hastscript';
import {SKIP as unistSkip, visit} from 'unist-util-visit';

import {SKIP, visitElements, type ElementVisitor, type VisitAnswer} from './visitElements';

/** A page-like tree: nested sections, lists and inline text, with an element's tag and id telling it apart. */
function page(): Root {
  return {
    type: 'root',
    children: [
      h('main', {id: 'main'}, [
        h('h1', {id: 'h1'}, 'Titel'),
        h('div', {id: 'tabs', role: 'tablist'}, [
          h('button', {id: 'tab-a'}, 'A'),
          h('button', {id: 'tab-b'}, 'B'),
        ]),
        h('ul', {id: 'list'}, [
          h('li', {id: 'li-1'}, [h('strong', {id: 'strong-1'}, ' fett '), 'Text']),
          h('li', {id: 'li-2'}, [
            h('a', {id: 'hash-1', className: ['hash-link']}, [h('span', {id: 'hash-icon'}, '#')]),
          ]),
          h('li', {id: 'li-3'}, [
            h('pre', {id: 'pre'}, [h('code', {id: 'code'}, [h('span', {id: 'token'}, 'x')])]),
          ]),
        ]),
        {type: 'comment', value: 'React'},
        h('p', {id: 'p'}, [
          'vor ',
          h('em', {id: 'em'}, 'kursiv'),
          h('a', {id: 'hash-2', className: ['hash-link']}),
        ]),
      ]),
    ],
  };
}

const idOf = (node: Element): string => String(node.properties.id);

/**
 * Visitors that change the tree as the export's plugins do. Each is given a log; the walk's order, the answers
 * and the resulting tree must be the same with `visitElements` as with `unist-util-visit`.
 */
const visitors: Record<string, (log: string[], skip: typeof SKIP | typeof unistSkip) => ElementVisitor> = {
  'visits every element in document order': (log) => (node, index, parent) => {
    log.push(`${idOf(node)}@${index}<${parent?.type === 'element' ? idOf(parent) : 'root'}`);
  },
  'leaves the children of a skipped element out': (log, skip) => (node) => {
    log.push(idOf(node));
    return node.tagName === 'pre' || node.properties.role === 'tablist' ? (skip as typeof SKIP) : undefined;
  },
  'goes on at the index given after removing an element': (log, skip) => (node, index, parent) => {
    log.push(idOf(node));
    if (parent && index !== undefined && idOf(node).startsWith('hash-')) {
      parent.children.splice(index, 1);
      return [skip as typeof SKIP, index];
    }
    return undefined;
  },
  'goes on after elements put before the visited one': (log) => (node, index, parent) => {
    log.push(idOf(node));
    if (node.tagName !== 'strong' || parent === undefined || index === undefined) return undefined;
    parent.children.splice(index, 0, {type: 'text', value: ' '});
    return index + 2;
  },
  'walks the elements that replaced the visited one, and the replaced one’s children':
    (log) => (node, index, parent) => {
      log.push(idOf(node));
      if (node.tagName !== 'ul' || parent === undefined || index === undefined) return undefined;
      const items = node.children.filter((child): child is Element => child.type === 'element');
      parent.children.splice(index, 1, ...items.map((item) => h('li', {id: `wrap-${idOf(item)}`}, [item])));
      return index;
    },
  'walks the children a visitor gave the visited element': (log) => (node) => {
    log.push(idOf(node));
    if (node.tagName === 'p') node.children = [h('span', {id: 'new-span'}, [h('b', {id: 'new-b'})])];
  },
  'takes a visited element’s subtree out by going on past it': (log) => (node, index) => {
    log.push(idOf(node));
    return node.tagName === 'h1' && index !== undefined ? index + 2 : undefined;
  },
};

function run(walk: 'ours' | 'unist', name: string, tree: Root | Element): {log: string[]; tree: unknown} {
  const log: string[] = [];
  const make = visitors[name];
  assert.ok(make);
  if (walk === 'ours') {
    visitElements(tree, make(log, SKIP));
  } else {
    const visitor = make(log, unistSkip);
    // unist-util-visit's types allow MDX nodes as parents, which a parsed page does not have.
    visit(
      tree,
      'element',
      (node: Element, index, parent) => visitor(node, index, parent as Root | Element) as VisitAnswer,
    );
  }
  return {log, tree};
}

describe('visitElements walks as unist-util-visit does', () => {
  for (const name of Object.keys(visitors)) {
    it(name, () => {
      const ours = run('ours', name, page());
      const theirs = run('unist', name, page());
      assert.ok(theirs.log.length > 3, 'the visitor saw the page');
      assert.deepEqual(ours.log, theirs.log);
      assert.deepEqual(ours.tree, theirs.tree);
    });
  }

  it('starts with the tree itself when it is an element, and skips all of it when told', () => {
    const section = (): Element => h('section', {id: 'section'}, [h('p', {id: 'inner'})]) as Element;
    for (const answer of [undefined, 'skip'] as const) {
      const log: string[] = [];
      const theirs: string[] = [];
      visitElements(section(), (node) => {
        log.push(idOf(node));
        return answer === 'skip' ? SKIP : undefined;
      });
      visit(section(), 'element', (node: Element) => {
        theirs.push(idOf(node));
        return answer === 'skip' ? unistSkip : undefined;
      });
      assert.deepEqual(log, theirs);
    }
  });

  it('meets no text, comment or root', () => {
    const kinds = new Set<string>();
    visitElements(page(), (node: ElementContent) => {
      kinds.add(node.type);
    });
    assert.deepEqual([...kinds], ['element']);
  });
});
