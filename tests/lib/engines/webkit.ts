/**
 * WebKitGTK from Debian through WebKitWebDriver (webkit2gtk-driver), on a virtual display
 * (Xvfb) this module starts. WebDriver classic only: WebKitGTK's driver offers no WebDriver BiDi session, so
 * there is no script before the page's own and no event stream. The browser is webkit-browser.py beside this
 * file (see there why not MiniBrowser); it writes every console message, the engine's own included, to its
 * output, which is read here.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type {Engine, EnginePage, InPage, Viewport} from './types';
import {keys, WebDriverSession} from './webdriver';
import {startXvfb} from './xvfb';

export const webkitDriverBinary = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const browserScript = path.join(__dirname, 'webkit-browser.py');
const installHint =
  'apt-get update && apt-get install -y webkit2gtk-driver gir1.2-webkit2-4.1 python3-gi xvfb';

function assertInstalled(): void {
  if (!fs.existsSync(webkitDriverBinary)) {
    throw new Error(`${webkitDriverBinary} is missing. Install Debian's WebKitGTK driver: ${installHint}`);
  }
  if (
    !fs.existsSync('/usr/lib/x86_64-linux-gnu/girepository-1.0/WebKit2-4.1.typelib') &&
    !fs
      .readdirSync('/usr/lib')
      .some((dir) => fs.existsSync(`/usr/lib/${dir}/girepository-1.0/WebKit2-4.1.typelib`))
  ) {
    throw new Error(`WebKitGTK's GObject bindings are missing. Install them: ${installHint}`);
  }
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** `http://…/page:1:60: CONSOLE ERROR text`, `CONSOLE SECURITY ERROR text`, `CONSOLE NETWORK ERROR text`. */
const consoleError = /CONSOLE (?:[A-Z]+ )?ERROR/;

class WebKitPage implements EnginePage {
  constructor(
    private readonly driver: WebDriverSession,
    private readonly output: string[],
    private readonly from: number,
  ) {}

  async goto(url: string): Promise<void> {
    await this.driver.get(url);
  }

  async evaluate<Args extends unknown[], Result>(fn: InPage<Args, Result>, ...args: Args): Promise<Result> {
    return this.driver.executeScript<Result>(`return (${fn.toString()})(...${JSON.stringify(args)})`);
  }

  async click(selector: string): Promise<void> {
    await this.driver.click(await this.driver.findElement(selector));
  }

  async hover(selector: string): Promise<void> {
    await this.driver.moveTo(await this.driver.findElement(selector));
  }

  async press(key: 'Tab' | 'Enter' | 'Escape'): Promise<void> {
    await this.driver.sendKeys(keys[key]);
  }

  async type(text: string): Promise<void> {
    await this.driver.sendKeys(text);
  }

  async problems(): Promise<string[]> {
    // The browser writes its console through a pipe: give the last lines a moment to arrive.
    await new Promise((resolve) => setTimeout(resolve, 200));
    return this.output.slice(this.from).filter((line) => consoleError.test(line));
  }

  async close(): Promise<void> {
    // One window serves every page (a new session would start a new browser); the next page starts from a
    // blank document with the site's storage cleared.
    await this.driver.executeScript('try { localStorage.clear(); sessionStorage.clear(); } catch {}');
    await this.driver.get('about:blank');
  }
}

export async function launchWebKit(): Promise<Engine> {
  assertInstalled();
  const display = await startXvfb();
  const port = await freePort();
  const output: string[] = [];
  let pending = '';
  const driverProcess: ChildProcess = spawn(webkitDriverBinary, [`--port=${port}`, '--host=127.0.0.1'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {...process.env, DISPLAY: display.display},
  });
  const collect = (chunk: Buffer): void => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    output.push(...lines);
  };
  driverProcess.stdout?.on('data', collect);
  driverProcess.stderr?.on('data', collect);
  const killOnExit = (): void => void driverProcess.kill('SIGKILL');
  process.once('exit', killOnExit);

  const server = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    const ready = await fetch(`${server}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (attempt > 100 || driverProcess.exitCode !== null) {
      throw new Error(`WebKitWebDriver did not start on ${server}:\n${output.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const driver = await WebDriverSession.start(server, {
    browserName: 'portal-tests',
    'webkitgtk:browserOptions': {binary: browserScript, args: []},
  });
  // Only a hang stopper (WebDriver's default waits five minutes for a page load): in a clean-clone `npm test`
  // beside five other browser suites (load 15 on two cores, 2026-11-25) one page load of WebKit took more than
  // the 30 s this was, with the page working. What the tests check they check after the load.
  await driver.setTimeouts({pageLoad: 120_000, script: 30_000});
  let open: WebKitPage | undefined;
  return {
    name: 'webkit',
    limits: [
      'no WebDriver BiDi in WebKitGTK: no script runs before the page, so errors are read from the console output',
      'no touch emulation: the phone viewport is a small window with a mouse',
    ],
    async newPage(viewport: Viewport) {
      if (open !== undefined) await open.close();
      await driver.setWindowRect({x: 0, y: 0, ...viewport});
      open = new WebKitPage(driver, output, output.length);
      return open;
    },
    async close() {
      process.off('exit', killOnExit);
      await driver.quit().catch(() => undefined);
      driverProcess.kill('SIGTERM');
      await display.close();
    },
  };
}
