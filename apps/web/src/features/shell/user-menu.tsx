import { DownOutlined, LockOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MenuButton, type MenuButtonItem } from '../../components/menu-button.js';
import { clearAll, isActing, readValue } from '../../lib/session.js';
import { signOut } from './api.js';

type UserAction = 'password' | 'settings' | 'signout';

/** The user's menu in the header: change password, the look, sign out. */
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

  const items: MenuButtonItem<UserAction>[] = [
    // A dealer's read-only view changes nothing, the own password included.
    ...(isActing()
      ? []
      : [{ key: 'password' as const, icon: <LockOutlined />, label: t('menu.changePassword') }]),
    { key: 'settings', icon: <SettingOutlined />, label: t('header.settings') },
    {
      key: 'signout',
      icon: <LogoutOutlined />,
      label: t('header.signOut'),
      danger: true,
      dividerBefore: true,
    },
  ];

  const choose = async (key: UserAction) => {
    if (key === 'password') {
      void navigate('/change-password');
    } else if (key === 'settings') {
      onOpenSettings();
    } else {
      await signOut();
      clearAll();
      void navigate('/', { replace: true });
    }
  };

  return (
    <MenuButton
      className="user-menu-button"
      label={`${t('header.userMenu')}: ${userName}`}
      items={items}
      onChoose={(key) => void choose(key)}
    >
      <span className="user-menu-avatar" aria-hidden="true">
        <UserOutlined />
      </span>
      {compact ? null : <bdi className="user-menu-name">{userName}</bdi>}
      <DownOutlined aria-hidden="true" />
    </MenuButton>
  );
}
