import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ComponentType } from 'react';

/** A list with nothing in it yet (and no filter set): what it holds, and the button that adds the first one. */
export function EmptyStart({
  icon: Icon,
  title,
  text,
  actionLabel,
  onAction,
}: {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  title: string;
  text: string;
  actionLabel: string;
  onAction: () => void;
}) {
  return (
    <div className="empty-note link-empty">
      <Icon className="link-empty-icon" aria-hidden />
      <strong>{title}</strong>
      <span>{text}</span>
      <Button type="primary" icon={<PlusOutlined />} onClick={onAction}>
        {actionLabel}
      </Button>
    </div>
  );
}
