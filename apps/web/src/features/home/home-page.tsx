import { ApartmentOutlined, RightOutlined, UserOutlined } from '@ant-design/icons';
import { Card, Col, Empty, Row, Skeleton, Typography } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { visibleEntries } from '../../app/menu.js';
import { LoadFailed } from '../../components/load-failed.js';
import { readMenu, readValue } from '../../lib/session.js';
import { useTenants } from '../shell/api.js';
import '../../styles/statement.css';
import { MENU_ICONS } from '../shell/menu-icons.js';
import { useHomeSummary } from './api.js';
import { HomeFigures } from './components/home-figures.js';
import { LastMovements, TopDealers, UpcomingDue } from './components/home-lists.js';

/** The chart and its library load after the figures: the page is usable before they arrive. */
const AgingChart = lazy(() => import('./components/aging-chart.js'));

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
    return <Skeleton active title={false} paragraph={{ rows: 6 }} />;
  }
  return (
    <>
      <HomeFigures summary={data} />
      <Row gutter={[16, 16]} className="home-panels">
        <Col xs={24} lg={12}>
          <Card size="small" title={<h2 className="home-card-title">{t('home.dashboard.aging')}</h2>}>
            <p className="home-card-hint">{t('home.dashboard.agingHint')}</p>
            <Suspense fallback={<Skeleton.Node active className="home-aging-placeholder" />}>
              <AgingChart aging={data.aging} />
            </Suspense>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <UpcomingDue lines={data.upcoming} />
        </Col>
        {data.lastMovements ? (
          <Col xs={24} lg={12}>
            <LastMovements rows={data.lastMovements} />
          </Col>
        ) : null}
        {data.topDealers ? (
          <Col xs={24} lg={12}>
            <TopDealers dealers={data.topDealers} />
          </Col>
        ) : null}
      </Row>
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
    <Col xs={24} md={12}>
      <Card>
        <div className="home-fact">
          <span className="home-fact-icon" aria-hidden="true">
            {icon}
          </span>
          <div>
            <Typography.Text type="secondary">{label}</Typography.Text>
            <div className="home-fact-value" data-testid={testId}>
              {value}
            </div>
          </div>
        </div>
      </Card>
    </Col>
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
      <Typography.Title level={2}>
        {t('home.greeting', { name: readValue('userName') ?? '' })}
      </Typography.Title>
      <Dashboard />
      <Row gutter={[16, 16]} className="home-facts">
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
      </Row>
      <Typography.Title level={3} className="home-section-title">
        {t('home.shortcuts')}
      </Typography.Title>
      {shortcuts.length === 0 ? (
        <Empty description={t('home.noShortcuts')} />
      ) : (
        <Row gutter={[16, 16]}>
          {shortcuts.map((entry) => (
            <Col key={entry.key} xs={24} sm={12} lg={8}>
              <Link to={entry.path} className="home-shortcut">
                <span className="home-shortcut-icon" aria-hidden="true">
                  {MENU_ICONS[entry.key]}
                </span>
                <span className="home-shortcut-label">{t(`menu.${entry.key}`)}</span>
                <RightOutlined className="home-shortcut-arrow" aria-hidden="true" />
              </Link>
            </Col>
          ))}
        </Row>
      )}
    </div>
  );
}
