import assert from 'node:assert/strict';
import {test} from 'node:test';

import {FailedRequests} from './leftDocuments';

const mainFrame = {};
const request = (url: string, {navigation = false, error = 'net::ERR_ABORTED'} = {}) => ({
  url: () => url,
  isNavigationRequest: () => navigation,
  frame: () => mainFrame,
  failure: () => ({errorText: error}),
});

test('a load cancelled because the reader left its document is not a failure of the site', () => {
  const failed = new FailedRequests(() => mainFrame);
  const prefetch = request('/assets/js/old-page-chunk.js');
  failed.onRequest(prefetch);
  failed.onRequest(request('/en/docs/guides/team', {navigation: true}));
  failed.onFailed(prefetch);
  assert.deepEqual(failed.seen, []);
});

test('a cancelled load of the current document, and any other failure, are reported', () => {
  const failed = new FailedRequests(() => mainFrame);
  failed.onRequest(request('/docs/guides/team', {navigation: true}));
  const current = request('/assets/js/chunk.js');
  const refused = request('/assets/js/other.js', {error: 'net::ERR_CONNECTION_REFUSED'});
  failed.onRequest(current);
  failed.onRequest(refused);
  failed.onRequest(request('/en/docs/guides/team', {navigation: true}));
  failed.onFailed(refused);
  failed.onRequest(request('/assets/js/new.js'));
  const fresh = request('/assets/js/new-page-chunk.js', {error: 'NS_BINDING_ABORTED'});
  failed.onRequest(fresh);
  failed.onFailed(fresh);
  assert.deepEqual(failed.seen, [
    'request failed: /assets/js/other.js (net::ERR_CONNECTION_REFUSED)',
    'request failed: /assets/js/new-page-chunk.js (NS_BINDING_ABORTED)',
  ]);
});
