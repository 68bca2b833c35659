/**
 * One small interface over three browser engines, so that a test of what a reader does runs unchanged in
 * Chromium (Playwright), Firefox ESR (puppeteer-core over WebDriver BiDi) and WebKitGTK (WebDriver classic and
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

export interface WaitOptions<Value> {
  /** Whether a value read is the one waited for. */
  accept: (value: Value) => boolean;
  /** Wait until two reads in a row, 50 ms apart, give the same accepted value (an element that stopped moving). */
  steady?: boolean;
  timeout?: number;
}

/** Reads a value in the page every 50 ms until it is accepted, and returns it. */
export async function waitForValue<Args extends unknown[], Value>(
  page: EnginePage,
  description: string,
  read: InPage<Args, Value>,
  args: Args,
  {accept, steady = false, timeout = 20_000}: WaitOptions<Value>,
): Promise<Value> {
  const deadline = Date.now() + timeout;
  let lastError: unknown;
  let lastRead = 'nothing';
  let accepted: string | undefined;
  for (;;) {
    // While a page is being replaced, the engine may run the read in a document that is not ready yet.
    const outcome = await page.evaluate(read, ...args).then(
      (value) => ({value}),
      (error: unknown) => {
        lastError = error;
        return undefined;
      },
    );
    if (outcome !== undefined) {
      lastRead = JSON.stringify(outcome.value);
      if (!accept(outcome.value)) accepted = undefined;
      else if (!steady || lastRead === accepted) return outcome.value;
      else accepted = lastRead;
    }
    if (Date.now() > deadline) {
      throw new Error(`Timed out after ${timeout} ms waiting for ${description} (last read: ${lastRead})`, {
        cause: lastError,
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Polls a condition in the page until it holds. */
export async function waitInPage<Args extends unknown[]>(
  page: EnginePage,
  description: string,
  condition: InPage<Args, boolean>,
  args: Args,
  timeout = 20_000,
): Promise<void> {
  await waitForValue(page, description, condition, args, {accept: (holds) => holds, timeout});
}

/** The box of the first element that matches, as `x,y,width,height`, or '' while none is shown. */
export const shownBox: InPage<[string], string> = (wanted: string) => {
  const element = document.querySelector(wanted);
  if (element === null) return '';
  const rect = element.getBoundingClientRect();
  const visible = rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  return visible ? [rect.x, rect.y, rect.width, rect.height].join(',') : '';
};

export async function waitForSelector(page: EnginePage, selector: string, timeout?: number): Promise<void> {
  await waitForValue(page, `${selector} to be shown`, shownBox, [selector], {
    accept: (box) => box !== '',
    timeout,
  });
}
