import type { SubFirmDetail } from '@tahsilat/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.js';
import { riskLimitText } from './sub-firm-tags.js';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="sub-firm-fact">
      <dt>{label}</dt>
      <dd>{children === null || children === '' ? '—' : children}</dd>
    </div>
  );
}

/** A firm the ERP keeps: its data as the ERP sent it, read-only here. */
export function FirmDetails({ firm }: { firm: SubFirmDetail }) {
  const { t } = useTranslation('subfirms');
  return (
    <dl className="sub-firm-facts">
      <Fact label={t('fields.code')}>
        <span className="link-reference">{firm.code}</span>
      </Fact>
      <Fact label={t('fields.name')}>{firm.name}</Fact>
      <Fact label={t('fields.taxNumber')}>{firm.taxNumber}</Fact>
      <Fact label={t('fields.taxOffice')}>{firm.taxOffice}</Fact>
      <Fact label={t('fields.city')}>{firm.city}</Fact>
      <Fact label={t('fields.address')}>{firm.address}</Fact>
      <Fact label={t('fields.contactName')}>{firm.contactName}</Fact>
      <Fact label={t('fields.email')}>{firm.email}</Fact>
      <Fact label={t('fields.phone')}>{firm.phone}</Fact>
      <Fact label={t('fields.riskLimit')}>{riskLimitText(firm)}</Fact>
      <Fact label={t('drawer.createdAt')}>{formatDateTime(firm.createdAt)}</Fact>
    </dl>
  );
}
