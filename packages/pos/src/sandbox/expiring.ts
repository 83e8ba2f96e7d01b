/**
 * Drops the expired entries of a map of sessions that all live equally long, so its insertion order is its expiry
 * order: the sweep stops at the first live one and costs only what it removes, however many sessions are open.
 * `onDrop` removes the session's other keys.
 */
export function dropExpired<K, V extends { expiresAt: number }>(
  sessions: Map<K, V>,
  onDrop: (session: V) => void = () => undefined,
  now = Date.now(),
): void {
  for (const [key, session] of sessions) {
    if (session.expiresAt >= now) {
      return;
    }
    sessions.delete(key);
    onDrop(session);
  }
}
