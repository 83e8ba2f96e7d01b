import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { routePreloads } from './route-preloads.js';

const dist = mkdtempSync(path.join(tmpdir(), 'tahsilat-preloads-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

mkdirSync(path.join(dist, '.vite'));
writeFileSync(
  path.join(dist, '.vite/manifest.json'),
  JSON.stringify({
    'index.html': {
      file: 'assets/index-1.js',
      isEntry: true,
      imports: ['_i18n.js'],
      css: ['assets/index-1.css'],
    },
    '_i18n.js': { file: 'assets/i18n-1.js' },
    '_shared.js': { file: 'assets/shared-1.js', imports: ['index.html'] },
    'src/features/pay/pay-without-login-page.tsx': {
      file: 'assets/pay-1.js',
      imports: ['index.html', '_i18n.js', '_shared.js'],
      css: ['assets/pay-1.css'],
    },
    'src/locales/tr/pay.json': { file: 'assets/pay-texts-1.js' },
    'src/features/auth/signin-page.tsx': { file: 'assets/signin-1.js', imports: ['_shared.js'] },
  }),
);

describe('landing page preloads', () => {
  const preloads = routePreloads(dist);

  it("announces a landing page's own modules and styles, not what the entry already loads", () => {
    const html = preloads('/pay-without-login/a/b/c');
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    expect(hrefs).toEqual([
      '/assets/pay-1.js',
      '/assets/shared-1.js',
      '/assets/pay-texts-1.js',
      '/assets/pay-1.css',
    ]);
    expect(html).toContain('rel="modulepreload" crossorigin href="/assets/pay-1.js" nonce="__CSP_NONCE__"');
    expect(preloads('/signin')).toContain('/assets/signin-1.js');
  });

  it('other paths, and look-alike prefixes, get nothing', () => {
    expect(preloads('/home')).toBe('');
    expect(preloads('/pay-without-login-evil')).toBe('');
    expect(routePreloads(path.join(dist, 'missing'))('/signin')).toBe('');
  });
});
