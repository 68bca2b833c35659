/** The three engines of the core suite, each from a Debian package (see each module for its install command). */
import {launchChromium} from './chromium';
import {launchFirefox} from './firefox';
import type {Engine, EngineName} from './types';
import {launchWebKit} from './webkit';

export const engineNames: readonly EngineName[] = ['chromium', 'firefox', 'webkit'];

export function launchEngine(name: EngineName): Promise<Engine> {
  switch (name) {
    case 'chromium':
      return launchChromium();
    case 'firefox':
      return launchFirefox();
    case 'webkit':
      return launchWebKit();
  }
}

export * from './types';
