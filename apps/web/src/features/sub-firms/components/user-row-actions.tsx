import {
  CheckCircleOutlined,
  EditOutlined,
  MailOutlined,
  MoreOutlined,
  StopOutlined,
} from '@ant-design/icons';
import type { SubFirmUser } from '@tahsilat/domain';
import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuButton, type MenuButtonItem } from '../../../components/menu-button.js';

export type UserAction = 'edit' | 'resend' | 'activate' | 'deactivate';

const ICONS: Record<UserAction, ReactNode> = {
  edit: <EditOutlined />,
  resend: <MailOutlined />,
  activate: <CheckCircleOutlined />,
  deactivate: <StopOutlined />,
};

/** Edit always; resend while the invitation is unused; the status switch. */
export function userActionsFor(user: Pick<SubFirmUser, 'state'>): UserAction[] {
  const resend: UserAction[] = user.state === 'invited' || user.state === 'expired' ? ['resend'] : [];
  return ['edit', ...resend, user.state === 'passive' ? 'activate' : 'deactivate'];
}

export function UserRowActions({
  user,
  onAction,
}: {
  user: SubFirmUser;
  onAction: (action: UserAction, user: SubFirmUser) => void;
}) {
  const { t } = useTranslation('subfirms');
  const more = userActionsFor(user).filter((action) => action !== 'edit');
  const items: MenuButtonItem<UserAction>[] = more.map((action) => ({
    key: action,
    icon: ICONS[action],
    label: t(`users.actions.${action}`),
    danger: action === 'deactivate',
  }));
  return (
    <div className="link-row-actions">
      <Tooltip title={t('users.actions.edit')}>
        <Button
          type="text"
          icon={ICONS.edit}
          aria-label={`${t('users.actions.edit')}: ${user.name}`}
          onClick={() => onAction('edit', user)}
        />
      </Tooltip>
      <MenuButton
        label={`${t('actions.menu')}: ${user.name}`}
        items={items}
        onChoose={(action) => onAction(action, user)}
      >
        <MoreOutlined aria-hidden="true" />
      </MenuButton>
    </div>
  );
}
