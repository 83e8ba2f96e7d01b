import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { visibleEntries } from '../../app/menu.js';
import { isActing, readMenu, readValue } from '../../lib/session.js';
import { tenantText } from '../../lib/tenant-text.js';
import { MENU_ICONS } from './menu-icons.js';
import '../../styles/side-menu.css';

/**
 * The menu, rebuilt from the stored permission flags (SPEC 4); entries without their flag are not drawn. A list of
 * links drawn here rather than Ant Design's Menu, whose engine (15 KB gzip with its tooltips) was on every page for
 * what is a list of links (issue 28). Folded (the mini sidebar), an entry shows its icon; its name stays its
 * accessible name and shows on hover.
 */
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
  const folded = mode === 'inline' && collapsed;
  const listClass = [
    'side-menu-list',
    `side-menu-list-${mode}`,
    dark ? 'side-menu-dark' : '',
    folded ? 'side-menu-folded' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <nav aria-label={t('menu.navigation')} className={`side-menu side-menu-${mode}`}>
        <ul className={listClass}>
          {entries.map((entry) => {
            const label = t(`menu.${entry.key}`);
            const current = entry === selected;
            return (
              <li key={entry.key}>
                <Link
                  to={entry.path}
                  className={current ? 'side-menu-item side-menu-item-selected' : 'side-menu-item'}
                  aria-current={current ? 'page' : undefined}
                  title={folded ? label : undefined}
                  onClick={onNavigate}
                >
                  <span className="side-menu-icon" aria-hidden="true">
                    {MENU_ICONS[entry.key]}
                  </span>
                  <span className={folded ? 'side-menu-label sr-only' : 'side-menu-label'}>{label}</span>
                </Link>
              </li>
            );
          })}
        </ul>
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
