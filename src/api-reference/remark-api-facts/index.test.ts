import assert from 'node:assert/strict';
import {test} from 'node:test';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {VFile} from 'vfile';

import remarkApiFacts from './index';

const compile = (markdown: string) => {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkApiFacts);
  const file = new VFile({path: 'docs/page.mdx', value: markdown});
  return processor.run(processor.parse(file), file);
};

test('a page that names an unknown tag and an unknown operation fails once, naming both with their lines', async () => {
  await assert.rejects(
    compile('<ApiTagName tag="Nope" />\n\nSee <ApiOperationLink slug="no-such-operation" />.\n'),
    (error: Error) => {
      assert.match(error.message, /1:1: <ApiTagName tag="Nope" \/>/);
      assert.match(error.message, /3:5: <ApiOperationLink slug="no-such-operation" \/>/);
      return true;
    },
  );
});
