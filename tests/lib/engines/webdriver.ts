/**
 * A session of W3C WebDriver classic (https://www.w3.org/TR/webdriver2/) over fetch: the commands the WebKit
 * engine sends to WebKitWebDriver, each a JSON request to the driver's HTTP server.
 */

/** The W3C name of the key that holds an element's reference. */
const elementKey = 'element-6066-11e4-a52e-4f735466cecf';

/** WebDriver's code points for the keys the tests press. */
export const keys = {Tab: '\uE004', Enter: '\uE007', Escape: '\uE00C'} as const;

export type ElementReference = Record<typeof elementKey, string>;

async function command<Value>(url: string, method: 'POST' | 'DELETE', body?: object): Promise<Value> {
  const response = await fetch(url, {
    method,
    headers: {'content-type': 'application/json'},
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const {value} = (await response.json()) as {value: Value & {error?: string; message?: string}};
  if (!response.ok) throw new Error(`WebDriver ${method} ${url}: ${value.error}: ${value.message}`);
  return value;
}

export class WebDriverSession {
  private constructor(private readonly url: string) {}

  static async start(server: string, capabilities: object): Promise<WebDriverSession> {
    const {sessionId} = await command<{sessionId: string}>(`${server}/session`, 'POST', {
      capabilities: {alwaysMatch: capabilities},
    });
    return new WebDriverSession(`${server}/session/${sessionId}`);
  }

  private send<Value>(path: string, body: object = {}): Promise<Value> {
    return command<Value>(`${this.url}${path}`, 'POST', body);
  }

  setTimeouts(timeouts: {pageLoad: number; script: number}): Promise<void> {
    return this.send('/timeouts', timeouts);
  }

  setWindowRect(rect: {x: number; y: number; width: number; height: number}): Promise<void> {
    return this.send('/window/rect', rect);
  }

  get(url: string): Promise<void> {
    return this.send('/url', {url});
  }

  executeScript<Result>(script: string): Promise<Result> {
    return this.send('/execute/sync', {script, args: []});
  }

  findElement(selector: string): Promise<ElementReference> {
    return this.send('/element', {using: 'css selector', value: selector});
  }

  click(element: ElementReference): Promise<void> {
    return this.send(`/element/${element[elementKey]}/click`);
  }

  moveTo(element: ElementReference): Promise<void> {
    const actions = [{type: 'pointerMove', origin: element, x: 0, y: 0}];
    return this.send('/actions', {actions: [{type: 'pointer', id: 'mouse', actions}]});
  }

  /** Presses and releases each character in turn, as a typist does. */
  sendKeys(text: string): Promise<void> {
    const actions = [...text].flatMap((value) => [
      {type: 'keyDown', value},
      {type: 'keyUp', value},
    ]);
    return this.send('/actions', {actions: [{type: 'key', id: 'keyboard', actions}]});
  }

  async quit(): Promise<void> {
    await command(this.url, 'DELETE');
  }
}
