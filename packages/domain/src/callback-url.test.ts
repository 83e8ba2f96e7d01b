import { describe, expect, it } from 'vitest';
import { isAllowedCallbackUrl } from './callback-url.js';

const allow = ['https://good.com', 'http://localhost:*', 'http://127.0.0.1:*'];

describe('callback URL allow list (SECURITY.md)', () => {
  it.each([
    'https://good.com/return?x=1',
    'http://localhost:5173/shop/ok',
    'http://localhost/x',
    'http://127.0.0.1:9000/',
  ])('allows %s', (url) => {
    expect(isAllowedCallbackUrl(url, allow)).toBe(true);
  });

  it.each([
    '//evil.com',
    'https:evil.com',
    'https://good.com@evil.com',
    'https://good.com.evil.com',
    'https://evil.com/https://good.com',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://good.com',
    'https://good.com:8443/',
    'https://gооd.com/', // Cyrillic o
    'https://xn--gd-eja.com/',
    'https://good%2ecom/',
    'https://user:pass@good.com/',
    'https://localhost:5173/',
    'not a url',
    '',
  ])('refuses %s', (url) => {
    expect(isAllowedCallbackUrl(url, allow)).toBe(false);
  });
});
