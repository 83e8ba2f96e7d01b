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
import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuButton, type MenuButtonItem } from '../../../components/menu-button.js';
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
  const items: MenuButtonItem<LinkAction>[] = more.map((action) => ({
    key: action,
    icon: ICONS[action],
    label: t(`actions.${action}`),
    danger: action === 'cancel',
    dividerBefore: action === 'cancel' && more.length > 1,
  }));
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
        <MenuButton label={t('actions.menu')} items={items} onChoose={(action) => onAction(action, item)}>
          <MoreOutlined aria-hidden="true" />
        </MenuButton>
      ) : (
        // Keeps the copy buttons of every row in one column.
        <span className="link-row-actions-spacer" aria-hidden="true" />
      )}
    </div>
  );
}
