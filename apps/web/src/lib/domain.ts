/**
 * The shared schemas (and zod with them) load when a form first needs them, not with the first
 * screen: the sign-in page is usable before they arrive, and they are fetched while it sits idle.
 */
export const loadDomain = () => import('@tahsilat/domain');

export type Domain = Awaited<ReturnType<typeof loadDomain>>;

export function prefetchDomain(): void {
  const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
  idle(() => void loadDomain());
}
