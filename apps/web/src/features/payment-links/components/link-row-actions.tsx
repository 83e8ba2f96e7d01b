import {
  CalendarOutlined,
  CheckCircleOutlined,
  CloseCircleOutlined,
  CopyOutlined,
  MailOutlined,
  MessageOutlined,
  MoreOutlined,
  StopOutlined,
} from '@ant-design/icons';
import type { PaymentRequestItem } from '@tahsilat/domain';
import { Button, Dropdown, type MenuProps, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsFor, type LinkAction } from '../link-actions.js';

const ICONS: Record<LinkAction, ReactNode> = {
  copy: <CopyOutlined />,
  sendEmail: <MailOutlined />,
  sendSms: <MessageOutlined />,
  extend: <CalendarOutlined />,
  capture: <CheckCircleOutlined />,
  release: <CloseCircleOutlined />,
  cancel: <StopOutlined />,
};

/** Copy at hand; everything else the row allows in its menu. */
export function LinkRowActions({
  item,
  smsEnabled,
  onAction,
}: {
  item: PaymentRequestItem;
  smsEnabled: boolean;
  onAction: (action: LinkAction, item: PaymentRequestItem) => void;
}) {
  const { t } = useTranslation('links');
  const more = actionsFor(item, smsEnabled).filter((action) => action !== 'copy');
  const items: MenuProps['items'] = more.flatMap((action) => [
    ...(action === 'cancel' && more.length > 1 ? [{ type: 'divider' as const }] : []),
    { key: action, icon: ICONS[action], label: t(`actions.${action}`), danger: action === 'cancel' },
  ]);
  return (
    <div className="link-row-actions">
      <Tooltip title={t('actions.copy')}>
        <Button
          type="text"
          icon={<CopyOutlined />}
          aria-label={t('actions.copy')}
          onClick={() => onAction('copy', item)}
        />
      </Tooltip>
      {more.length > 0 ? (
        <Dropdown
          trigger={['click']}
          placement="bottomRight"
          menu={{ items, onClick: ({ key }) => onAction(key as LinkAction, item) }}
        >
          <Button type="text" icon={<MoreOutlined />} aria-label={t('actions.menu')} />
        </Dropdown>
      ) : (
        // Keeps the copy buttons of every row in one column.
        <span className="link-row-actions-spacer" aria-hidden="true" />
      )}
    </div>
  );
}
