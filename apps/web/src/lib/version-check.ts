const COOKIE = 'version';

function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

/**
 * Version check on load (SPEC 4): when the deployed version (meta.json, never cached) differs from the
 * version cookie, the cookie is updated, cached assets are dropped and the page reloads once.
 * Answers true when a reload was started.
 */
export async function checkVersion(): Promise<boolean> {
  let deployed: string;
  try {
    const response = await fetch('/meta.json', {
      cache: 'no-store',
      headers: { 'cache-control': 'no-cache' },
    });
    if (!response.ok) {
      return false;
    }
    deployed = ((await response.json()) as { version?: string }).version ?? '';
  } catch {
    return false;
  }
  if (!deployed) {
    return false;
  }
  const known = readCookie(COOKIE);
  // biome-ignore lint/suspicious/noDocumentCookie: the version cookie of SPEC 4; the Cookie Store API is not in every browser we serve.
  document.cookie = `${COOKIE}=${encodeURIComponent(deployed)}; path=/; max-age=31536000; samesite=lax`;
  if (known === null || known === deployed) {
    return false;
  }
  if ('caches' in window) {
    for (const key of await caches.keys()) {
      await caches.delete(key);
    }
  }
  // The new service worker replaces the old one on its own; the reload must not wait for it.
  void navigator.serviceWorker
    ?.getRegistration()
    .then((registration) => registration?.update().catch(() => undefined));
  window.location.reload();
  return true;
}

/** The service worker caches the built static assets only; it is not used in development. */
export function registerServiceWorker(): void {
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  }
}
