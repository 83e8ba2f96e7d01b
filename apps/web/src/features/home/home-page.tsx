import { ApartmentOutlined, RightOutlined, UserOutlined } from '@ant-design/icons';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { visibleEntries } from '../../app/menu.js';
import { LoadFailed } from '../../components/load-failed.js';
import { EmptyNote, Panel } from '../../components/panel.js';
import { readMenu, readValue } from '../../lib/session.js';
import { useTenants } from '../shell/api.js';
import '../../styles/statement.css';
import { MENU_ICONS } from '../shell/menu-icons.js';
import { TransferPanel } from '../transfers/transfer-panel.js';
import { useHomeSummary } from './api.js';
import { HomeFigures } from './components/home-figures.js';
import { LastMovements, TopDealers, UpcomingDue } from './components/home-lists.js';

/** The chart and its library load after the figures: the page is usable before they arrive. */
const AgingChart = lazy(() => import('./components/aging-chart.js'));

/**
 * The dashboard's shape while its figures load: the same boxes at the same sizes (as many figure boxes as the
 * user's flags will show), so nothing below moves when the numbers arrive.
 */
function DashboardPlaceholder() {
  const { t } = useTranslation();
  const flags = readMenu();
  const figures = 4 + (flags.createPaymentLink ? 1 : 0) + (flags.posCollection ? 1 : 0);
  return (
    <div className="home-placeholder" role="status" aria-label={t('loading')}>
      <div className="home-dashboard">
        <div className="statement-figures home-figures">
          {Array.from({ length: figures }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical, fixed placeholders
            <div key={index} className="statement-figure home-figure-placeholder" />
          ))}
        </div>
        <div className="home-actions-placeholder" />
      </div>
      <div className="home-grid home-panels">
        <div className="panel" />
        <div className="panel" />
      </div>
    </div>
  );
}

/** What the firm owes and when: figures, aging, the next due dates, the last movements, the most overdue dealers. */
function Dashboard() {
  const { t } = useTranslation();
  const summary = useHomeSummary();
  if (summary.isError && !summary.data) {
    return (
      <LoadFailed
        title={t('home.dashboard.loadFailed')}
        retryLabel={t('home.dashboard.retry')}
        onRetry={() => void summary.refetch()}
      />
    );
  }
  const data = summary.data;
  if (!data) {
    return <DashboardPlaceholder />;
  }
  return (
    <>
      <HomeFigures summary={data} />
      <div className="home-grid home-panels">
        <Panel title={t('home.dashboard.aging')}>
          <p className="home-card-hint">{t('home.dashboard.agingHint')}</p>
          <Suspense fallback={<div className="home-aging-placeholder" />}>
            <AgingChart aging={data.aging} />
          </Suspense>
        </Panel>
        <UpcomingDue lines={data.upcoming} />
        <TransferPanel variant="panel" />
        {data.lastMovements ? <LastMovements rows={data.lastMovements} /> : null}
        {data.topDealers ? <TopDealers dealers={data.topDealers} /> : null}
      </div>
    </>
  );
}

function Fact({
  icon,
  label,
  value,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  testId?: string;
}) {
  return (
    <div className="home-fact panel">
      <span className="home-fact-icon" aria-hidden="true">
        {icon}
      </span>
      <div>
        <span className="home-fact-label">{label}</span>
        <div className="home-fact-value" data-testid={testId}>
          {value}
        </div>
      </div>
    </div>
  );
}

/** The user's name, the active company and a shortcut to every page their flags open. */
export function HomePage() {
  const { t } = useTranslation();
  const { data: tenants = [] } = useTenants();
  const tenantName = tenants.find((tenant) => tenant.id === readValue('tenantId'))?.name ?? '…';
  const shortcuts = visibleEntries(readMenu()).filter((entry) => entry.key !== 'home');
  const isSubFirm = readValue('isSubFirm') === 'true';

  return (
    <div className="home-page">
      <h2 className="home-greeting">{t('home.greeting', { name: readValue('userName') ?? '' })}</h2>
      <Dashboard />
      <div className="home-grid home-facts">
        <Fact
          icon={<ApartmentOutlined />}
          label={t('home.activeCompany')}
          value={tenantName}
          testId="active-company"
        />
        <Fact
          icon={<UserOutlined />}
          label={t('home.userType')}
          value={t(isSubFirm ? 'home.subFirmUser' : 'home.firmUser')}
        />
      </div>
      <h3 className="home-section-title">{t('home.shortcuts')}</h3>
      {shortcuts.length === 0 ? (
        <EmptyNote>{t('home.noShortcuts')}</EmptyNote>
      ) : (
        <div className="home-grid home-shortcuts">
          {shortcuts.map((entry) => (
            <Link key={entry.key} to={entry.path} className="home-shortcut">
              <span className="home-shortcut-icon" aria-hidden="true">
                {MENU_ICONS[entry.key]}
              </span>
              <span className="home-shortcut-label">{t(`menu.${entry.key}`)}</span>
              <RightOutlined className="home-shortcut-arrow" aria-hidden="true" />
            </Link>
          ))}
        </div>
      )}
    </div>
  );
}
