/**
 * Whether a shop's callback URL may be followed (SECURITY.md "Pay-with-params links and redirects"):
 * it must parse as an absolute http(s) URL whose exact origin is on the tenant's allow list. An entry
 * ending in ":*" allows any port of that scheme and host (the demo's http://localhost:*).
 */
export function isAllowedCallbackUrl(candidate: string, allowList: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return false;
  }
  // The parser forgives "https:evil.com" and "//evil.com"; a real absolute URL starts with scheme://.
  if (!/^https?:\/\//i.test(candidate.trim()) || url.username || url.password) {
    return false;
  }
  // Escapes or backslashes in the written host are refused even when they would decode to an allowed one.
  const writtenAuthority =
    candidate
      .trim()
      .replace(/^https?:\/\//i, '')
      .split(/[/?#]/, 1)[0] ?? '';
  if (/[%\\]/.test(writtenAuthority)) {
    return false;
  }
  for (const entry of allowList) {
    if (entry.endsWith(':*')) {
      const base = entry.slice(0, -2);
      let allowed: URL;
      try {
        allowed = new URL(base);
      } catch {
        continue;
      }
      if (allowed.protocol === url.protocol && allowed.hostname === url.hostname) {
        return true;
      }
    } else if (url.origin === entry) {
      return true;
    }
  }
  return false;
}
