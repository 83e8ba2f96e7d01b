import { PlusOutlined } from '@ant-design/icons';
import type { AdminCommissionDefinition, AdminCommissions } from '@tahsilat/domain';
import { Button, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/data-table.js';
import { LoadFailed } from '../../../components/load-failed.js';
import { EmptyNote, Panel } from '../../../components/panel.js';
import { formatDay, formatPercent } from '../../../lib/format.js';
import { useIsCompact } from '../../../lib/use-is-compact.js';
import { PageTitle } from '../../shell/page-title.js';
import { useCommissions } from './api.js';
import { CommissionDrawer } from './commission-drawer.js';
import { enabledSummary } from './commission-form.js';

function DefinitionTable({
  definitions,
  onOpen,
}: {
  definitions: AdminCommissionDefinition[];
  onOpen: (definition: AdminCommissionDefinition) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const columns: DataColumn<AdminCommissionDefinition>[] = [
    {
      key: 'card',
      title: t('commissions.columns.card'),
      width: 170,
      render: (row) => <strong>{row.cardName}</strong>,
    },
    {
      key: 'installments',
      title: t('commissions.columns.installments'),
      render: (row) => enabledSummary(row.rates) || '—',
    },
    {
      key: 'single',
      title: t('commissions.columns.single'),
      width: 110,
      render: (row) => (row.rates[0]?.enabled ? formatPercent(row.rates[0].rate, i18n.language) : '—'),
    },
    {
      key: 'campaign',
      title: t('commissions.columns.campaign'),
      width: 180,
      render: (row) =>
        row.extraInstallmentCount > 0
          ? t('commissions.campaign', {
              count: row.extraInstallmentCount,
              until: row.extraInstallmentExpireDate ? formatDay(row.extraInstallmentExpireDate) : '—',
            })
          : '—',
    },
    {
      key: 'status',
      title: t('commissions.columns.status'),
      width: 150,
      pin: true,
      render: (row) => (
        <span className="commission-tags">
          <Tag color={row.isActive ? 'green' : 'default'}>
            {t(row.isActive ? 'commissions.active' : 'commissions.passive')}
          </Tag>
          {row.isCommissionFromDealer ? <Tag>{t('commissions.fromDealer')}</Tag> : null}
        </span>
      ),
    },
    {
      key: 'actions',
      title: <span className="sr-only">{t('commissions.columns.actions')}</span>,
      width: 110,
      stickyEnd: true,
      render: (row) => (
        <Button
          size="small"
          onClick={() => onOpen(row)}
          aria-label={`${t('commissions.edit')}: ${row.cardName}`}
        >
          {t('commissions.edit')}
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      className="commission-table"
      columns={columns}
      rows={definitions}
      rowKey={(row) => row.id}
      empty={<EmptyNote>{t('commissions.emptyBank')}</EmptyNote>}
      minWidth={820}
    />
  );
}

function ByBank({
  data,
  onOpen,
}: {
  data: AdminCommissions;
  onOpen: (definition: AdminCommissionDefinition) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      {data.banks.map((bank) => (
        <Panel
          key={bank.posAccountId}
          title={bank.name}
          extra={bank.isActive ? null : <Tag>{t('commissions.bankPassive')}</Tag>}
          className="commission-bank"
        >
          <DefinitionTable
            definitions={data.definitions.filter(
              (definition) => definition.posAccountId === bank.posAccountId,
            )}
            onOpen={onOpen}
          />
        </Panel>
      ))}
    </>
  );
}

/** Commission definitions (issue 15): per bank its card programmes' rates, edited with a live instalment table. */
export function CommissionsPage() {
  const { t } = useTranslation('admin');
  const isCompact = useIsCompact();
  const commissions = useCommissions();
  const [editing, setEditing] = useState<{ definition: AdminCommissionDefinition | null; isNew: boolean }>({
    definition: null,
    isNew: false,
  });
  const close = () => setEditing({ definition: null, isNew: false });
  const data = commissions.data;
  return (
    <>
      <div className="admin-page-head">
        <PageTitle>{t('commissions.title')}</PageTitle>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={!data || data.banks.length === 0}
          onClick={() => setEditing({ definition: null, isNew: true })}
        >
          {t('commissions.add')}
        </Button>
      </div>
      <p className="admin-lead">{t('commissions.lead')}</p>
      {commissions.isError ? (
        <LoadFailed
          title={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => void commissions.refetch()}
        />
      ) : data ? (
        <>
          <ByBank data={data} onOpen={(definition) => setEditing({ definition, isNew: false })} />
          <CommissionDrawer
            definition={editing.definition}
            isNew={editing.isNew}
            data={data}
            isCompact={isCompact}
            onClose={close}
          />
        </>
      ) : (
        <Spin className="link-cards-spin" />
      )}
    </>
  );
}
