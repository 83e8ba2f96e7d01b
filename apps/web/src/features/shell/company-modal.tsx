import { ApartmentOutlined, CheckCircleFilled } from '@ant-design/icons';
import { Card, Modal, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readValue } from '../../lib/session.js';
import { switchTenant, useTenants } from './api.js';
import { choosesCompanyFromModal } from './company-switcher.js';

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
              <bdi className="company-card-name">{tenant.name}</bdi>
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
