import { ExportOutlined } from '@ant-design/icons';
import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { visibleEntries } from '../../app/menu.js';
import { isActing, readMenu, readValue } from '../../lib/session.js';
import { tenantText } from '../../lib/tenant-text.js';
import { MENU_ICONS } from './menu-icons.js';

/** The menu, rebuilt from the stored permission flags (SPEC 4); entries without their flag are not drawn. */
export function SideMenu({
  mode,
  collapsed = false,
  dark = false,
  onNavigate,
}: {
  mode: 'inline' | 'horizontal';
  collapsed?: boolean;
  dark?: boolean;
  onNavigate?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const flags = readMenu();
  // The tenant's link title in the shell's language, else its own (Turkish) title (issue 27).
  const linkTitle = tenantText(
    flags.b2BMenuLinkItemTitle,
    flags.b2BMenuLinkItemTitleTranslations,
    i18n.language,
  );
  const entries = visibleEntries(flags, {
    isActing: isActing(),
    isSubFirm: readValue('isSubFirm') === 'true',
  });
  const selected = entries.find(
    (entry) => location.pathname === entry.path || location.pathname.startsWith(`${entry.path}/`),
  );
  return (
    <>
      <nav aria-label={t('menu.navigation')} className={`side-menu side-menu-${mode}`}>
        <Menu
          mode={mode}
          theme={dark ? 'dark' : 'light'}
          inlineCollapsed={mode === 'inline' ? collapsed : undefined}
          selectedKeys={selected ? [selected.key] : []}
          onClick={onNavigate}
          items={entries.map((entry) => ({
            key: entry.key,
            icon: MENU_ICONS[entry.key],
            label: <Link to={entry.path}>{t(`menu.${entry.key}`)}</Link>,
          }))}
        />
      </nav>
      {mode === 'inline' && !collapsed && flags.b2BMenuLinkItemLink && linkTitle ? (
        <aside className="side-menu-extra" aria-label={t('menu.externalLinks')}>
          <a href={flags.b2BMenuLinkItemLink} target="_blank" rel="noreferrer noopener">
            <ExportOutlined aria-hidden="true" /> {linkTitle}
          </a>
        </aside>
      ) : null}
    </>
  );
}
