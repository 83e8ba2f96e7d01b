import { ApartmentOutlined, CheckCircleFilled, SwapOutlined } from '@ant-design/icons';
import { Button, Card, Modal, Select, Tag, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
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
  const labelId = useId();
  const { data: tenants = [] } = useTenants();
  const activeId = readValue('tenantId');
  const [busy, setBusy] = useState(false);

  const active = tenants.find((tenant) => tenant.id === activeId);
  if (tenants.length === 1 && active) {
    // One company: nothing to choose, just say which one.
    return (
      <span className="company-single">
        <ApartmentOutlined aria-hidden="true" /> <span className="sr-only">{t('header.company')}: </span>
        {active.name}
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
        {active?.name ?? t('header.companyList')}
      </Button>
    );
  }
  return (
    <div className="company-switcher">
      <span id={labelId} className="sr-only">
        {t('header.company')}
      </span>
      <Select
        aria-labelledby={labelId}
        className="company-select"
        value={activeId ?? undefined}
        loading={busy}
        disabled={busy}
        suffixIcon={<SwapOutlined />}
        options={tenants.map((tenant) => ({ value: tenant.id, label: tenant.name }))}
        onChange={(value: string) => {
          setBusy(true);
          void switchTenant(value, false).finally(() => setBusy(false));
        }}
        popupMatchSelectWidth={false}
      />
    </div>
  );
}

/** The 'Şirket Listesi' cards; they open by themselves once after sign-in until a company is chosen. */
export function CompanyModal({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { data: tenants = [] } = useTenants();
  const activeId = readValue('tenantId');
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    if (choosesCompanyFromModal() && tenants.length > 1 && readValue('modal') !== 'true') {
      onOpenChange(true);
    }
  }, [tenants.length, onOpenChange]);

  const choose = async (tenantId: string) => {
    setBusy(tenantId);
    const done = await switchTenant(tenantId, true);
    setBusy(null);
    if (done && tenantId === activeId) {
      onOpenChange(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('header.companyList')}
      footer={null}
      onCancel={() => onOpenChange(false)}
      width={640}
    >
      <Typography.Paragraph type="secondary">{t('header.chooseCompany')}</Typography.Paragraph>
      <div className="company-cards">
        {tenants.map((tenant) => (
          <Card
            key={tenant.id}
            hoverable
            className={`company-card${tenant.id === activeId ? ' company-card-active' : ''}`}
            loading={busy === tenant.id}
          >
            <button type="button" className="company-card-button" onClick={() => void choose(tenant.id)}>
              <ApartmentOutlined className="company-card-icon" aria-hidden="true" />
              <span className="company-card-name">{tenant.name}</span>
              {tenant.id === activeId ? (
                <Tag color="blue" icon={<CheckCircleFilled />}>
                  {t('header.activeBadge')}
                </Tag>
              ) : null}
            </button>
          </Card>
        ))}
      </div>
    </Modal>
  );
}
