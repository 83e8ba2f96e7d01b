/** The fields whose values differ between two versions of a record, each side with only those (an audit entry's before and after). */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
): { changed: (keyof T)[]; before: Partial<T>; after: Partial<T> } {
  const changed = (Object.keys(after) as (keyof T)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  const pick = (record: T) => Object.fromEntries(changed.map((key) => [key, record[key]])) as Partial<T>;
  return { changed, before: pick(before), after: pick(after) };
}
