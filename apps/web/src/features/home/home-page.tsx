import { ApartmentOutlined, RightOutlined, UserOutlined } from '@ant-design/icons';
import { Card, Col, Empty, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { visibleEntries } from '../../app/menu.js';
import { readMenu, readValue } from '../../lib/session.js';
import { useTenants } from '../shell/api.js';
import { MENU_ICONS } from '../shell/menu-icons.js';

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
      <Row gutter={[16, 16]}>
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
