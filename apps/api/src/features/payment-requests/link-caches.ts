import { TtlCache } from '../../lib/ttl-cache.js';

/** How long a tracking count is reused: paging through a list asks for the same count again and again. */
const COUNT_TTL_MS = 10_000;

/**
 * The capped counts of filtered tracking lists, per instance and short-lived: a link made, cancelled,
 * extended or paid through this instance drops them at once; another instance's change shows within
 * COUNT_TTL_MS.
 */
export class LinkCaches {
  readonly counts = new TtlCache<string, number>(COUNT_TTL_MS);

  linksChanged(): void {
    this.counts.invalidate();
  }
}
