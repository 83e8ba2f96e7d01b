import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/** Where the browser came from: CHROME_PATH, the system's, or the one the npm package carries. */
export type ChromiumSource = 'CHROME_PATH' | 'system' | 'packaged';

/**
 * The Chromium that `@sparticuz/chromium` (a dev dependency) carries inside the package, unpacked into the temporary
 * directory on first use: so `npm test` runs on a fresh machine with nothing installed by hand (docs/decisions.md).
 */
async function packagedChromium(): Promise<string> {
  try {
    const { default: packaged } = await import('@sparticuz/chromium');
    return await packaged.executablePath();
  } catch (error) {
    throw new Error(
      'Browser tests need Chromium: none is installed and the packaged one (@sparticuz/chromium) could not be ' +
        'unpacked. Install it with: sudo apt-get update && sudo apt-get install -y chromium (or set CHROME_PATH).',
      { cause: error },
    );
  }
}

/**
 * Chromium from CHROME_PATH, else the system's (its usual install locations), else the packaged one. The system's
 * stays preferred: it is the one CI tests with (Debian's).
 */
export async function findChromium(): Promise<{ path: string; source: ChromiumSource }> {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) {
      throw new Error(`CHROME_PATH points at ${fromEnv}, which does not exist.`);
    }
    return { path: fromEnv, source: 'CHROME_PATH' };
  }
  const found = process.env.TAHSILAT_PACKAGED_CHROMIUM === '1' ? undefined : CANDIDATES.find(existsSync);
  return found ? { path: found, source: 'system' } : { path: await packagedChromium(), source: 'packaged' };
}

/** The flags of DESIGN 9: without the background-networking ones Chromium keeps calling out of this closed network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Headless Chromium with the flags of DESIGN 9 (each launch gets a fresh temporary profile). */
export async function launchChromium(): Promise<Browser> {
  const { path } = await findChromium();
  return chromium.launch({ executablePath: path, headless: true, args: CHROMIUM_ARGS });
}
