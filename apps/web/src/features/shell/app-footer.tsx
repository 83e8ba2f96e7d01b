import { EnvironmentOutlined, PhoneOutlined } from '@ant-design/icons';
import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '../../lib/phone.js';
import { readValue } from '../../lib/session.js';
import { useActiveTenant, useTenants } from './api.js';

/** First year of the portal (SPEC 9 "Footer year 2025"); later years show as a range. */
const FIRST_YEAR = 2025;

export function AppFooter() {
  const { t } = useTranslation();
  const { data: info } = useActiveTenant();
  const { data: tenants = [] } = useTenants();
  const tenantName = tenants.find((tenant) => tenant.id === readValue('tenantId'))?.name ?? '';
  const year = new Date().getFullYear();
  const logo = info?.logoPath ?? readValue('tenantLogo');
  return (
    <Layout.Footer className="app-footer">
      <div className="app-footer-brand">
        {logo ? <img src={logo} alt={tenantName} height={32} /> : null}
        <span className="app-footer-rights">
          {/* Isolated runs: in Arabic the years stay "2025–2026" and a Latin name keeps its final period. */}
          <bdi dir="ltr">© {year > FIRST_YEAR ? `${FIRST_YEAR}–${year}` : FIRST_YEAR}</bdi>{' '}
          <bdi>{tenantName}</bdi> · {t('footer.rights')}
        </span>
      </div>
      <address className="app-footer-contact">
        {info?.phoneNumber ? (
          <span>
            <PhoneOutlined aria-hidden="true" /> <span className="sr-only">{t('footer.phone')}: </span>
            <a href={`tel:${info.phoneNumber}`} data-testid="footer-phone">
              {formatPhone(info.phoneNumber)}
            </a>
          </span>
        ) : null}
        {info?.address ? (
          <span>
            <EnvironmentOutlined aria-hidden="true" />{' '}
            <span className="sr-only">{t('footer.address')}: </span>
            {info.address}
          </span>
        ) : null}
      </address>
    </Layout.Footer>
  );
}
