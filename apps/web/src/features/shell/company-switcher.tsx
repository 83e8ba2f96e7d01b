import { ApartmentOutlined, SwapOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readValue } from '../../lib/session.js';
import { switchTenant, useTenants } from './api.js';

/** Whether this tenant picks the active company from the 'Şirket Listesi' cards instead of a dropdown. */
export function choosesCompanyFromModal(): boolean {
  return readValue('isTenantSelectedFromModal') === 'true';
}

/**
 * The company selector (SPEC 2, 4): a dropdown, or — when the tenant picks companies from a modal —
 * a button that opens the 'Şirket Listesi' cards.
 */
export function CompanySwitcher({ onOpenModal }: { onOpenModal: () => void }) {
  const { t } = useTranslation();
  const selectId = useId();
  const { data: tenants = [] } = useTenants();
  const activeId = readValue('tenantId');
  const [busy, setBusy] = useState(false);

  const active = tenants.find((tenant) => tenant.id === activeId);
  if (tenants.length === 1 && active) {
    // One company: nothing to choose, just say which one.
    return (
      <span className="company-single">
        <ApartmentOutlined aria-hidden="true" /> <span className="sr-only">{t('header.company')}: </span>
        {/* A Latin name keeps its own order in Arabic ('Demo Ticaret A.Ş.', not '.Demo Ticaret A.Ş'). */}
        <bdi>{active.name}</bdi>
      </span>
    );
  }
  if (choosesCompanyFromModal()) {
    return (
      <Button
        icon={<ApartmentOutlined />}
        onClick={onOpenModal}
        aria-haspopup="dialog"
        className="company-button"
      >
        {active ? <bdi>{active.name}</bdi> : t('header.companyList')}
      </Button>
    );
  }
  // A native select: the same keyboard and screen-reader behaviour everywhere, and no select widget to load on
  // every page of the shell for a choice most users make once.
  return (
    <div className="company-switcher">
      <label htmlFor={selectId} className="sr-only">
        {t('header.company')}
      </label>
      <select
        id={selectId}
        className="company-select"
        value={activeId ?? ''}
        disabled={busy}
        aria-busy={busy}
        onChange={(event) => {
          setBusy(true);
          void switchTenant(event.target.value, false).finally(() => setBusy(false));
        }}
      >
        {tenants.map((tenant) => (
          <option key={tenant.id} value={tenant.id} dir="auto">
            {tenant.name}
          </option>
        ))}
      </select>
      <SwapOutlined className="company-select-icon" aria-hidden />
    </div>
  );
}
