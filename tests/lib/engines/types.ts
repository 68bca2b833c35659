/**
 * One small interface over three browser engines, so that a test of what a reader does runs unchanged in
 * Chromium (Playwright), Firefox ESR (puppeteer-core over WebDriver BiDi) and WebKitGTK (selenium-webdriver and
 * WebKitWebDriver). It offers what the core suite needs and no more: pages at a viewport size, script in the
 * page, real pointer and keyboard input, and the page's problems (console errors, failed requests).
 */
export type EngineName = 'chromium' | 'firefox' | 'webkit';

export interface Viewport {
  width: number;
  height: number;
}

export const desktop: Viewport = {width: 1280, height: 900};
export const phone: Viewport = {width: 390, height: 844};

/**
 * A function run in the page. Written as a plain `function` or arrow function without helpers from outside its
 * body: it is sent as text (tsx would otherwise wrap named functions in a helper the page lacks).
 */
export type InPage<Args extends unknown[], Result> = (...args: Args) => Result;

export interface EnginePage {
  /** Loads a URL as a reader would (a full page load) and returns once its load event has fired. */
  goto(url: string): Promise<void>;
  /** Runs a function in the page and returns its JSON-serializable result. */
  evaluate<Args extends unknown[], Result>(fn: InPage<Args, Result>, ...args: Args): Promise<Result>;
  /** Clicks the centre of the first element that matches, with the engine's real pointer input. */
  click(selector: string): Promise<void>;
  /** Moves the pointer over the first element that matches. */
  hover(selector: string): Promise<void>;
  /** Presses keys (`Tab`, `Enter`, `Escape`) or types text with the engine's real keyboard input. */
  press(key: 'Tab' | 'Enter' | 'Escape'): Promise<void>;
  type(text: string): Promise<void>;
  /**
   * Console errors (the browser's own included), uncaught exceptions, failed requests and Content-Security-Policy
   * violations since the page opened.
   */
  problems(): Promise<string[]>;
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  /** What the engine cannot do here; the suite says so where it matters. */
  readonly limits: readonly string[];
  /** A page with fresh storage (no color mode or announcement state from an earlier test). */
  newPage(viewport: Viewport): Promise<EnginePage>;
  close(): Promise<void>;
}

/** Polls a condition in the page until it holds. */
export async function waitInPage<Args extends unknown[]>(
  page: EnginePage,
  description: string,
  condition: InPage<Args, boolean>,
  args: Args,
  timeout = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeout;
  let lastError: unknown;
  for (;;) {
    // While a page is being replaced, the engine may run the check in a document that is not ready yet.
    const holds = await page.evaluate(condition, ...args).catch((error: unknown) => {
      lastError = error;
      return false;
    });
    if (holds) return;
    if (Date.now() > deadline) {
      throw new Error(`Timed out after ${timeout} ms waiting for ${description}`, {cause: lastError});
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function waitForSelector(page: EnginePage, selector: string, timeout?: number): Promise<void> {
  await waitInPage(
    page,
    `${selector} to be shown`,
    (wanted: string) => {
      const element = document.querySelector(wanted);
      if (element === null) return false;
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    },
    [selector],
    timeout,
  );
}

/** Resolves a function's source once, so that each engine sends the same text. */
export function sourceOf(fn: (...args: never[]) => unknown): string {
  return fn.toString();
}
