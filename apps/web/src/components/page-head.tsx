import type { ReactNode } from 'react';
import { PageTitle } from '../features/shell/page-title.js';

/** The heading of a business page: its title, one line of what it is for, and the page's buttons. */
export function PageHead({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle: string;
  actions?: ReactNode;
}) {
  return (
    <header className="page-head">
      <div>
        <PageTitle>{title}</PageTitle>
        <p className="page-subtitle">{subtitle}</p>
      </div>
      {actions ? <div className="page-actions">{actions}</div> : null}
    </header>
  );
}
