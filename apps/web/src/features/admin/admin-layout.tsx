import { LogoutOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Drawer, Grid, Layout } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { api } from '../../lib/api.js';
import { clearAll, readValue } from '../../lib/session.js';
import '../../styles/shell.css';
import '../../styles/admin.css';
import { AntdProvider } from '../shell/antd-provider.js';
import { PageTitleScope } from '../shell/page-title.js';
import { AdminMenu, sectionOf } from './admin-menu.js';

function ConsoleBrand() {
  const { t } = useTranslation('admin');
  // The visible "Yönetim" names the link to the overview.
  const logo = readValue('tenantLogo');
  return (
    <Link to="/admin" className="shell-brand admin-brand">
      {logo ? (
        <img src={logo} alt="" height={32} />
      ) : (
        <span className="shell-brand-mark" aria-hidden="true">
          T
        </span>
      )}
      <span className="admin-brand-label">{t('brand')}</span>
    </Link>
  );
}

function ConsoleFrame() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const wide = Grid.useBreakpoint().lg ?? true;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const section = sectionOf(pathname);
  const userName = readValue('userName') ?? '';

  const signOut = async () => {
    setLeaving(true);
    await api.post('/admin/Logout', {}, { quietStatuses: [401, 403, 500] });
    clearAll();
    void navigate('/signin', { replace: true });
  };

  return (
    <Layout className="shell shell-fixed admin-console" hasSider={wide}>
      {wide ? (
        <Layout.Sider className="shell-sider" width={240} theme="light">
          <ConsoleBrand />
          <AdminMenu />
        </Layout.Sider>
      ) : null}
      <Layout className="shell-main">
        <Layout.Header className="shell-header">
          {wide ? null : (
            <>
              <Button
                type="text"
                icon={<MenuOutlined />}
                aria-label={t('menu.open')}
                aria-expanded={drawerOpen}
                onClick={() => setDrawerOpen(true)}
              />
              <ConsoleBrand />
            </>
          )}
          <div className="shell-header-spacer" />
          <span className="admin-user">
            <UserOutlined aria-hidden="true" /> {wide ? userName : null}
          </span>
          <Button icon={<LogoutOutlined />} loading={leaving} onClick={() => void signOut()}>
            {wide ? t('signOut') : null}
            {wide ? null : <span className="sr-only">{t('signOut')}</span>}
          </Button>
        </Layout.Header>
        <Layout.Content className="shell-content">
          <div className="shell-page admin-page">
            <PageTitleScope fallback={section ? t(`menu.${section.key}`) : t('title')}>
              <Outlet />
            </PageTitleScope>
          </div>
        </Layout.Content>
      </Layout>
      {wide ? null : (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          placement="left"
          size={280}
          title={t('title')}
          className="shell-drawer"
        >
          <AdminMenu onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      )}
    </Layout>
  );
}

/** The tenant administrator's console (DESIGN 13, issue 15): its own menu and header, not the firm shell. */
export function AdminLayout() {
  return (
    <AntdProvider>
      <ConsoleFrame />
    </AntdProvider>
  );
}
