import { PlusOutlined } from '@ant-design/icons';
import { type AdminBank, BANK_PROTOCOL_SPECS } from '@tahsilat/domain';
import { Button, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/data-table.js';
import { LoadFailed } from '../../../components/load-failed.js';
import { EmptyNote } from '../../../components/panel.js';
import { useIsCompact } from '../../../lib/use-is-compact.js';
import { PageTitle } from '../../shell/page-title.js';
import { useBanks } from './api.js';
import { BankDrawer } from './bank-drawer.js';
import { isRefundUserMissing } from './bank-form.js';

function BankTable({ banks, onOpen }: { banks: AdminBank[]; onOpen: (bank: AdminBank) => void }) {
  const { t } = useTranslation('admin');
  const columns: DataColumn<AdminBank>[] = [
    {
      key: 'bank',
      title: t('banks.columns.bank'),
      width: 220,
      render: (bank) => (
        <span className="audit-user">
          <strong>{bank.name}</strong>
          <span className="admin-muted">{t('banks.provider', { id: bank.bankId })}</span>
        </span>
      ),
    },
    {
      key: 'protocol',
      title: t('banks.columns.protocol'),
      width: 210,
      render: (bank) =>
        `${BANK_PROTOCOL_SPECS[bank.protocol].name} · ${bank.model === '3d' ? '3D' : '3D Pay'}`,
    },
    { key: 'store', title: t('banks.columns.store'), ellipsis: true, render: (bank) => bank.storeId },
    {
      key: 'definitions',
      title: t('banks.columns.definitions'),
      width: 120,
      render: (bank) => String(bank.definitionCount),
    },
    {
      key: 'status',
      title: t('banks.columns.status'),
      width: 160,
      pin: true,
      render: (bank) => (
        <span className="commission-tags">
          <Tag color={bank.isActive ? 'green' : 'default'}>
            {t(bank.isActive ? 'commissions.active' : 'commissions.passive')}
          </Tag>
          {bank.testMode ? <Tag color="gold">{t('banks.test')}</Tag> : null}
          {isRefundUserMissing(bank) ? <Tag color="orange">{t('banks.refundUserMissingTag')}</Tag> : null}
        </span>
      ),
    },
    {
      key: 'actions',
      title: <span className="sr-only">{t('commissions.columns.actions')}</span>,
      width: 110,
      stickyEnd: true,
      render: (bank) => (
        <Button
          size="small"
          onClick={() => onOpen(bank)}
          aria-label={`${t('commissions.edit')}: ${bank.name}`}
        >
          {t('commissions.edit')}
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      className="admin-bank-table"
      columns={columns}
      rows={banks}
      rowKey={(bank) => bank.id}
      empty={<EmptyNote>{t('banks.empty')}</EmptyNote>}
      minWidth={860}
    />
  );
}

/** Bank accounts (issue 15): each virtual POS with its protocol, endpoints and credentials (replace-only). */
export function BanksPage() {
  const { t } = useTranslation('admin');
  const isCompact = useIsCompact();
  const banks = useBanks();
  const [editing, setEditing] = useState<{ bank: AdminBank | null; isNew: boolean }>({
    bank: null,
    isNew: false,
  });
  return (
    <>
      <div className="admin-page-head">
        <PageTitle>{t('banks.title')}</PageTitle>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing({ bank: null, isNew: true })}
        >
          {t('banks.add')}
        </Button>
      </div>
      <p className="admin-lead">{t('banks.lead')}</p>
      <section className="surface link-list-card">
        {banks.isError ? (
          <LoadFailed title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void banks.refetch()} />
        ) : banks.data ? (
          <BankTable banks={banks.data} onOpen={(bank) => setEditing({ bank, isNew: false })} />
        ) : (
          <Spin className="link-cards-spin" />
        )}
      </section>
      <BankDrawer
        bank={editing.bank}
        isNew={editing.isNew}
        isCompact={isCompact}
        onClose={() => setEditing({ bank: null, isNew: false })}
      />
    </>
  );
}
