import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { PageTitle } from '../../shell/page-title.js';

/** The heading of a pay-by-link screen: title, one line of what it is for, and the screen's buttons. */
export function LinksPageHead({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle: string;
  actions?: ReactNode;
}) {
  return (
    <header className="links-page-head">
      <div>
        <PageTitle>{title}</PageTitle>
        <Typography.Paragraph type="secondary" className="links-page-subtitle">
          {subtitle}
        </Typography.Paragraph>
      </div>
      {actions ? <div className="links-page-actions">{actions}</div> : null}
    </header>
  );
}
