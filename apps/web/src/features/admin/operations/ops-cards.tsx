import type { ReactNode } from 'react';

/** A phone's list of the operations pages: each row a card with its head, a few figures and its buttons. */
export function OpsCards<T>({
  items,
  label,
  rowKey,
  head,
  facts,
  actions,
  empty,
}: {
  items: readonly T[];
  label: string;
  rowKey: (row: T) => string;
  head: (row: T) => ReactNode;
  facts: (row: T) => [label: string, value: ReactNode][];
  actions: (row: T) => ReactNode;
  empty: ReactNode;
}) {
  if (items.length === 0) {
    return <>{empty}</>;
  }
  return (
    <ol className="statement-cards ops-cards" aria-label={label}>
      {items.map((row) => (
        <li key={rowKey(row)} className="statement-card ops-card">
          <div className="statement-card-head">{head(row)}</div>
          <dl className="statement-card-figures">
            {facts(row).map(([name, value]) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <div className="ops-card-actions">{actions(row)}</div>
        </li>
      ))}
    </ol>
  );
}
