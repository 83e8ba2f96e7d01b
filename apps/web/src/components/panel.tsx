import type { ReactNode } from 'react';

/** A titled box of the dashboard (a light stand-in for a card: a section with a level-two heading). */
export function Panel({
  title,
  extra,
  className,
  children,
}: {
  title: ReactNode;
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className ? `panel ${className}` : 'panel'}>
      <header className="panel-head">
        <h2 className="panel-title">{title}</h2>
        {extra}
      </header>
      <div className="panel-body">{children}</div>
    </section>
  );
}

/** What a panel or list says when it has nothing to show. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="empty-note">{children}</p>;
}
