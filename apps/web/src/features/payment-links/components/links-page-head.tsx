import { Typography } from 'antd';
import type { ReactNode } from 'react';

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
        <Typography.Title level={2}>{title}</Typography.Title>
        <Typography.Paragraph type="secondary" className="links-page-subtitle">
          {subtitle}
        </Typography.Paragraph>
      </div>
      {actions ? <div className="links-page-actions">{actions}</div> : null}
    </header>
  );
}
