import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Grid, Layout } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { MENU } from '../../app/menu.js';
import { readActingFirm, readValue } from '../../lib/session.js';
import { type NavStyle, updateSettings, useSettings } from '../../lib/settings.js';
import '../../styles/shell.css';
import { ActingBanner } from './acting-banner.js';
import { AntdProvider } from './antd-provider.js';
import { AppFooter } from './app-footer.js';
import { CompanySwitcher, choosesCompanyFromModal } from './company-switcher.js';
import { PageTitleScope } from './page-title.js';
import { SideMenu } from './side-menu.js';
import { UserMenu } from './user-menu.js';

// Opened on demand: their widgets load when they are first needed, not with every page.
const MenuDrawer = lazy(async () => ({ default: (await import('./menu-drawer.js')).MenuDrawer }));
const SettingsDrawer = lazy(async () => ({ default: (await import('./settings-drawer.js')).SettingsDrawer }));
const CompanyModal = lazy(async () => ({ default: (await import('./company-modal.js')).CompanyModal }));

/** Below 992 px (SPEC 9) every style becomes the drawer: a fixed sidebar does not fit a phone. */
function effectiveStyle(style: NavStyle, wide: boolean): NavStyle {
  return wide ? style : 'drawer';
}

function Brand({ collapsed = false }: { collapsed?: boolean }) {
  const logo = readValue('tenantLogo');
  const title = readValue('pageTitle') ?? 'Tahsilat';
  return (
    <Link to="/home" className={`shell-brand${collapsed ? ' shell-brand-collapsed' : ''}`} aria-label={title}>
      {logo && !collapsed ? (
        <img src={logo} alt="" height={36} />
      ) : (
        <span className="shell-brand-mark">T</span>
      )}
    </Link>
  );
}

/** The current page's name for its stand-in h1: the menu entry's label, else the tenant's page title. */
function usePageName(): string {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const entry = MENU.find(
    (candidate) => pathname === candidate.path || pathname.startsWith(`${candidate.path}/`),
  );
  return entry ? t(`menu.${entry.key}`) : (readValue('pageTitle') ?? 'Tahsilat');
}

function ShellFrame() {
  const { t } = useTranslation();
  const settings = useSettings();
  const screens = Grid.useBreakpoint();
  const wide = screens.lg ?? true;
  const style = effectiveStyle(settings.navStyle, wide);
  const dark = settings.theme === 'dark';
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted once first opened (it stays, so it can animate closed).
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // The drawer stays mounted once opened, so it can animate closed.
  const [settingsUsed, setSettingsUsed] = useState(false);
  const openSettings = () => {
    setSettingsUsed(true);
    setSettingsOpen(true);
  };
  const [companyModalOpen, setCompanyModalOpen] = useState(false);
  const pageName = usePageName();
  const actingFirm = readActingFirm();
  const openCompanyModal = () => {
    setDrawerOpen(false);
    setCompanyModalOpen(true);
  };

  const collapsed = style === 'mini-sidebar';
  const hasSider = style === 'fixed' || style === 'mini-sidebar' || style === 'no-header';
  const hasHeader = style !== 'no-header';
  // On a phone the company choice moves into the menu drawer; the header keeps the user menu.
  const controls = (
    <div className="shell-controls">
      {/* A dealer's read-only view has no company choice: switching would leave it. */}
      {wide && !actingFirm ? <CompanySwitcher onOpenModal={openCompanyModal} /> : null}
      <UserMenu onOpenSettings={openSettings} compact={!wide} />
    </div>
  );

  return (
    <Layout className={`shell shell-${style} shell-${settings.layoutType}`} hasSider={hasSider}>
      {hasSider ? (
        <Layout.Sider
          className="shell-sider"
          width={256}
          collapsedWidth={80}
          collapsed={collapsed}
          theme={dark ? 'dark' : 'light'}
          trigger={null}
        >
          <Brand collapsed={collapsed} />
          {style === 'no-header' ? <div className="shell-sider-controls">{controls}</div> : null}
          <SideMenu mode="inline" collapsed={collapsed} dark={dark} />
        </Layout.Sider>
      ) : null}
      <Layout className="shell-main">
        {hasHeader ? (
          <Layout.Header className="shell-header">
            {style === 'drawer' ? (
              <Button
                type="text"
                icon={<MenuOutlined />}
                aria-label={t('menu.openMenu')}
                aria-expanded={drawerOpen}
                onClick={() => {
                  setDrawerUsed(true);
                  setDrawerOpen(true);
                }}
              />
            ) : null}
            {style === 'fixed' || style === 'mini-sidebar' ? (
              <Button
                type="text"
                icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
                aria-label={collapsed ? t('menu.openMenu') : t('menu.closeMenu')}
                onClick={() => updateSettings({ navStyle: collapsed ? 'fixed' : 'mini-sidebar' })}
              />
            ) : null}
            {style === 'drawer' || style === 'horizontal' ? <Brand /> : null}
            {style === 'horizontal' ? (
              <div className="shell-horizontal-menu">
                <SideMenu mode="horizontal" dark={false} />
              </div>
            ) : (
              <div className="shell-header-spacer" />
            )}
            {controls}
          </Layout.Header>
        ) : null}
        {actingFirm ? <ActingBanner firm={actingFirm} /> : null}
        <Layout.Content className="shell-content">
          <div className="shell-page">
            <PageTitleScope fallback={pageName}>
              <Outlet />
            </PageTitleScope>
          </div>
        </Layout.Content>
        <AppFooter />
      </Layout>
      <Suspense fallback={null}>
        {drawerUsed ? (
          <MenuDrawer
            open={style === 'drawer' && drawerOpen}
            onClose={() => setDrawerOpen(false)}
            placement={settings.direction === 'rtl' ? 'right' : 'left'}
            title={<Brand />}
          >
            {wide || actingFirm ? null : (
              <div className="shell-drawer-company">
                <CompanySwitcher onOpenModal={openCompanyModal} />
              </div>
            )}
            <SideMenu mode="inline" dark={false} onNavigate={() => setDrawerOpen(false)} />
          </MenuDrawer>
        ) : null}
        {settingsUsed ? <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} /> : null}
        {choosesCompanyFromModal() && !actingFirm ? (
          <CompanyModal open={companyModalOpen} onOpenChange={setCompanyModalOpen} />
        ) : null}
      </Suspense>
    </Layout>
  );
}

/** The signed-in shell: sidebar menu, header with company and user menus, the page, the footer (SPEC 2). */
export function ShellLayout() {
  return (
    <AntdProvider>
      <ShellFrame />
    </AntdProvider>
  );
}
