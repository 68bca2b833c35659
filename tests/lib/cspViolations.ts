/** The Content-Security-Policy violations a page reports, as the page's own listener records them. */
import assert from 'node:assert/strict';

import type {BrowserContext, Page} from 'playwright-core';

import type {PageProblems} from './browser';

type WithViolations = Window & {cspViolations?: string[]};

/** Makes every document of the context record the CSP violations it reports, from its first script on. */
export async function recordViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const violations: string[] = [];
    (window as WithViolations).cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} ` +
          `(${event.sourceFile}:${event.lineNumber}:${event.columnNumber})`,
      ),
    );
  });
}

/** The violations the page's document has recorded so far. */
export async function violationsOf(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as WithViolations).cspViolations ?? ['the violation listener did not run'],
  );
}

/** No CSP violation, no console error, no failed request, no request to another origin; `label` names the page. */
export function assertClean(problems: PageProblems, violations: string[], label = 'the page'): void {
  assert.deepEqual(violations, [], `${label}: no CSP violation`);
  assert.deepEqual(
    problems.consoleErrors.filter((message) => /Content Security Policy|Refused to/i.test(message)),
    [],
    `${label}: no CSP error in the console`,
  );
  assert.deepEqual(problems.consoleErrors, [], `${label}: no console error`);
  assert.deepEqual(problems.failedRequests, [], `${label}: no failed request`);
  assert.deepEqual(problems.foreignRequests, [], `${label}: no request to another origin`);
}
