import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/** Chromium from CHROME_PATH or its usual install locations; a clear message when there is none. */
export function findChromium(): string {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) {
      throw new Error(`CHROME_PATH points at ${fromEnv}, which does not exist.`);
    }
    return fromEnv;
  }
  const found = CANDIDATES.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      'Browser tests need Chromium and none was found. Install it with: sudo apt-get update && sudo apt-get install -y chromium (or set CHROME_PATH).',
    );
  }
  return found;
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
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), headless: true, args: CHROMIUM_ARGS });
}
