import { DownOutlined, LockOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { clearAll, isActing, readValue } from '../../lib/session.js';
import { signOut } from './api.js';

export function UserMenu({
  onOpenSettings,
  compact = false,
}: {
  onOpenSettings: () => void;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userName = readValue('userName') ?? '';

  const handleSignOut = async () => {
    await signOut();
    clearAll();
    void navigate('/', { replace: true });
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          // A dealer's read-only view changes nothing, the own password included.
          ...(isActing()
            ? []
            : [{ key: 'password', icon: <LockOutlined />, label: t('menu.changePassword') }]),
          { key: 'settings', icon: <SettingOutlined />, label: t('header.settings') },
          { type: 'divider' },
          { key: 'signout', icon: <LogoutOutlined />, label: t('header.signOut'), danger: true },
        ],
        onClick: ({ key }) => {
          if (key === 'password') {
            void navigate('/change-password');
          } else if (key === 'settings') {
            onOpenSettings();
          } else if (key === 'signout') {
            void handleSignOut();
          }
        },
      }}
    >
      <Button type="text" className="user-menu-button" aria-label={`${t('header.userMenu')}: ${userName}`}>
        <Avatar size="small" icon={<UserOutlined />} />
        {compact ? null : <bdi className="user-menu-name">{userName}</bdi>}
        <DownOutlined aria-hidden="true" />
      </Button>
    </Dropdown>
  );
}
