import {
  CheckCircleOutlined,
  EditOutlined,
  MailOutlined,
  MoreOutlined,
  StopOutlined,
} from '@ant-design/icons';
import type { SubFirmUser } from '@tahsilat/domain';
import { Button, Dropdown, type MenuProps, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
  const items: MenuProps['items'] = more.map((action) => ({
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
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{ items, onClick: ({ key }) => onAction(key as UserAction, user) }}
      >
        <Button type="text" icon={<MoreOutlined />} aria-label={`${t('actions.menu')}: ${user.name}`} />
      </Dropdown>
    </div>
  );
}
