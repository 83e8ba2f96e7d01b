import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser.js';
import { type RunningServer, startServer } from './server.js';

/** One demo server and one Chromium for a test file, started before its tests and stopped after. */
export function useServerAndBrowser(): { server: RunningServer; browser: Browser } {
  const suite = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    suite.server = await startServer();
    suite.browser = await launchChromium();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}
