/**
 * The fields whose values differ between two versions of a record, each side with only those (an audit entry's
 * before and after); a field missing on one side is null there.
 */
export function changedFields<T extends Record<string, unknown>>(
  before: Partial<T>,
  after: Partial<T>,
): { changed: (keyof T)[]; before: Partial<T>; after: Partial<T> } {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])] as (keyof T)[];
  const changed = keys.filter(
    (key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null),
  );
  const pick = (record: Partial<T>) =>
    Object.fromEntries(changed.map((key) => [key, record[key] ?? null])) as Partial<T>;
  return { changed, before: pick(before), after: pick(after) };
}
