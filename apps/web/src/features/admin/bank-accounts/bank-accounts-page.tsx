import type { TenantBankAccount } from '@tahsilat/domain';
import { formatIban } from '@tahsilat/domain/pricing';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/data-table.js';
import { EmptyNote, Panel } from '../../../components/panel.js';
import { PageTitle } from '../../shell/page-title.js';
import { AccountForm } from './account-form.js';
import { useBankAccounts } from './api.js';

/**
 * The tenant's accounts for transfers (issue 29, `/admin/bank-accounts`): where dealers are told to pay (their
 * "Havale/EFT ile öde" panel), and the accounts bank statements come in for.
 */
export function BankAccountsPage() {
  const { t } = useTranslation('admin');
  const accounts = useBankAccounts();
  // The account being changed; a new form (key) each time, so it starts from that account's values.
  const [editing, setEditing] = useState<{ account: TenantBankAccount | null; round: number }>({
    account: null,
    round: 0,
  });
  const startOver = () => setEditing((was) => ({ account: null, round: was.round + 1 }));

  const columns: DataColumn<TenantBankAccount>[] = [
    {
      key: 'bank',
      title: t('bankAccounts.columns.bank'),
      render: (account) => (
        <>
          <strong>{account.bankName}</strong>
          <div className="admin-bank-account-iban">{formatIban(account.iban)}</div>
          <div className="admin-muted">{account.accountName}</div>
        </>
      ),
    },
    {
      key: 'currency',
      title: t('bankAccounts.columns.currency'),
      width: 90,
      render: (account) => account.currencyCode,
    },
    {
      key: 'state',
      title: t('bankAccounts.columns.state'),
      width: 220,
      render: (account) => (
        <>
          {account.isActive ? (
            <Tag color="green">{t('bankAccounts.inUse')}</Tag>
          ) : (
            <Tag>{t('bankAccounts.off')}</Tag>
          )}
          {account.isShownToDealers ? <Tag color="blue">{t('bankAccounts.shownTag')}</Tag> : null}
        </>
      ),
    },
    {
      key: 'actions',
      title: t('bankAccounts.columns.actions'),
      width: 120,
      stickyEnd: true,
      render: (account) => (
        <Button
          size="small"
          aria-label={`${t('bankAccounts.edit')}: ${formatIban(account.iban)}`}
          onClick={() => setEditing((was) => ({ account, round: was.round + 1 }))}
        >
          {t('bankAccounts.edit')}
        </Button>
      ),
    },
  ];

  return (
    <div className="admin-bank-accounts-page">
      <PageTitle>{t('bankAccounts.title')}</PageTitle>
      <p className="admin-lead">{t('bankAccounts.lead')}</p>
      <Panel title={editing.account ? t('bankAccounts.editTitle') : t('bankAccounts.addTitle')}>
        <AccountForm key={editing.round} account={editing.account} onDone={startOver} />
      </Panel>
      <Panel title={t('bankAccounts.listTitle')}>
        <DataTable
          className="admin-bank-account-table"
          columns={columns}
          rows={accounts.data ?? []}
          rowKey={(account) => account.id}
          loading={accounts.isFetching}
          empty={<EmptyNote>{t('bankAccounts.empty')}</EmptyNote>}
          minWidth={640}
        />
      </Panel>
    </div>
  );
}
