import { useSyncExternalStore } from 'react';

/** Below the shell's 992 px breakpoint the list is cards, not a table (known on the first render, no flash). */
const QUERY = '(max-width: 991.98px)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export function useIsCompact(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches);
}
