/**
 * A small read-through cache for read-mostly configuration. Entries expire after `ttlMs`;
 * `invalidate` drops them at once when the data changes.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: Promise<V>; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1_000,
  ) {}

  getOrLoad(key: K, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) {
      return hit.value;
    }
    if (this.entries.size >= this.maxEntries) {
      this.entries.clear();
    }
    const value = load();
    this.entries.set(key, { value, expiresAt: now + this.ttlMs });
    // A failed load is not remembered.
    value.catch(() => this.entries.delete(key));
    return value;
  }

  invalidate(key?: K): void {
    if (key === undefined) {
      this.entries.clear();
    } else {
      this.entries.delete(key);
    }
  }
}
