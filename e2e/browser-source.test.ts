import { describe, expect, it } from 'vitest';
import { signIn } from './support/app.js';
import { findChromium } from './support/browser.js';
import { useServerAndBrowser } from './support/suite.js';

const suite = useServerAndBrowser();
/** Set by CI's fresh-machine step: the system's Chromium counts as absent, as on a machine with none installed. */
const packagedOnly = process.env.TAHSILAT_PACKAGED_CHROMIUM === '1' && !process.env.CHROME_PATH;

describe('the browser the tests drive', () => {
  it('is CHROME_PATH, else the system Chromium, else the one the npm package carries, and it signs in', async () => {
    const found = await findChromium();
    if (packagedOnly) {
      expect(found.source).toBe('packaged');
    } else {
      expect(found.source).not.toBe('packaged');
    }
    console.log(`Chromium ${suite.browser.version()} (${found.source}: ${found.path})`);
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    await signIn(page, suite.server.baseUrl);
    await page.getByTestId('home-balance').waitFor();
    await context.close();
  });
});
