import type { BankTransferRow, BankTransferView } from '@tahsilat/domain';
import { formatIban } from '@tahsilat/domain/pricing';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmAction } from '../../../components/confirm-action.js';
import { type DataColumn, DataTable } from '../../../components/data-table.js';
import { ChoiceGroup } from '../../../components/form/choice-group.js';
import { EmptyNote, Panel } from '../../../components/panel.js';
import { formatDay, formatMoney } from '../../../lib/format.js';
import { PageTitle } from '../../shell/page-title.js';
import { useBankTransfers, useDecideTransfer } from './api.js';
import { MatchDialog } from './match-dialog.js';
import { StatementUpload } from './statement-upload.js';
import '../../../styles/admin-transfers.css';

/**
 * Incoming transfers (issue 29, `/admin/bank-transfers`): upload a statement, then see what the matcher decided and
 * decide what it could not: match to a firm, not a collection, or undo a decision.
 */
export function BankTransfersPage() {
  const { t } = useTranslation('admin');
  const [view, setView] = useState<BankTransferView>('review');
  const [matching, setMatching] = useState<BankTransferRow | null>(null);
  const transfers = useBankTransfers(view);
  const decide = useDecideTransfer();
  const { confirm, holder } = useConfirmAction();
  const pages = transfers.data?.pages ?? [];
  const counts = pages[0]?.counts ?? { review: 0, matched: 0, other: 0 };
  const rows = pages.flatMap((page) => page.items);

  const ask = (transfer: BankTransferRow, action: 'dismiss' | 'undo') => {
    const key = action === 'dismiss' ? 'confirmDismiss' : 'confirmUndo';
    confirm({
      title: t(`bankTransfers.${key}.title`),
      facts: [
        {
          label: t('bankTransfers.columns.amount'),
          value: formatMoney(transfer.amount, transfer.currencyCode),
        },
        { label: t('bankTransfers.columns.sender'), value: transfer.counterpartyName ?? '' },
      ],
      effects: [t(`bankTransfers.${key}.effect`)],
      okText: t(`bankTransfers.${key}.ok`),
      isDanger: action === 'dismiss',
      onConfirm: async () => {
        const result = await decide.mutateAsync({ id: transfer.id, action });
        if (!result.success) {
          throw new Error(result.message);
        }
      },
    });
  };

  const columns: DataColumn<BankTransferRow>[] = [
    {
      key: 'date',
      title: t('bankTransfers.columns.date'),
      width: 110,
      render: (row) => formatDay(row.bookingDate),
    },
    {
      key: 'amount',
      title: t('bankTransfers.columns.amount'),
      width: 150,
      align: 'end',
      render: (row) => (
        <span className={row.direction === 'debit' ? 'transfer-amount-out' : 'transfer-amount-in'}>
          {row.direction === 'debit' ? '−' : ''}
          {formatMoney(row.amount, row.currencyCode)}
        </span>
      ),
    },
    {
      key: 'sender',
      title: t('bankTransfers.columns.sender'),
      render: (row) => (
        <>
          <strong>{row.counterpartyName ?? '—'}</strong>
          {row.counterpartyIban ? (
            <div className="admin-muted transfer-iban">{formatIban(row.counterpartyIban)}</div>
          ) : null}
        </>
      ),
    },
    { key: 'description', title: t('bankTransfers.columns.description'), render: (row) => row.description },
    {
      key: 'state',
      title: t('bankTransfers.columns.state'),
      width: 220,
      render: (row) => <TransferState row={row} />,
    },
    {
      key: 'actions',
      title: t('bankTransfers.columns.actions'),
      width: 210,
      stickyEnd: true,
      render: (row) => (
        <TransferActions row={row} onMatch={() => setMatching(row)} onAsk={(action) => ask(row, action)} />
      ),
    },
  ];

  return (
    <div className="admin-bank-transfers-page">
      <PageTitle>{t('bankTransfers.title')}</PageTitle>
      <p className="admin-lead">{t('bankTransfers.lead')}</p>
      <Panel title={t('bankTransfers.upload.title')}>
        <StatementUpload />
      </Panel>
      <Panel
        title={t(`bankTransfers.views.${view}`, { count: counts[view] })}
        extra={
          <ChoiceGroup
            legend={t('bankTransfers.viewsLegend')}
            isLegendHidden
            isCompact
            value={view}
            onChange={setView}
            choices={(['review', 'matched', 'other'] as const).map((value) => ({
              value,
              label: t(`bankTransfers.views.${value}`, { count: counts[value] }),
            }))}
          />
        }
      >
        <DataTable
          className="admin-bank-transfer-table"
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          loading={transfers.isFetching}
          empty={<EmptyNote>{t(`bankTransfers.empty.${view}`)}</EmptyNote>}
          minWidth={900}
        />
        {transfers.hasNextPage ? (
          <Button onClick={() => void transfers.fetchNextPage()} loading={transfers.isFetchingNextPage}>
            {t('bankTransfers.more')}
          </Button>
        ) : null}
      </Panel>
      {matching ? <MatchDialog transfer={matching} onClose={() => setMatching(null)} /> : null}
      {holder}
    </div>
  );
}

function TransferState({ row }: { row: BankTransferRow }) {
  const { t } = useTranslation('admin');
  const color = {
    matched: 'green',
    suggested: 'gold',
    unmatched: 'red',
    ignored: 'default',
    not_collection: 'default',
  };
  return (
    <>
      <Tag color={color[row.matchState]}>{t(`bankTransfers.states.${row.matchState}`)}</Tag>
      {row.isReversal ? <Tag>{t('bankTransfers.reversal')}</Tag> : null}
      {row.firm ? (
        <div>
          {row.firm.code} · {row.firm.name}
          {row.matchRule ? (
            <span className="admin-muted"> ({t(`bankTransfers.rules.${row.matchRule}`)})</span>
          ) : null}
        </div>
      ) : null}
      {row.suggestions.map((firm) => (
        <div key={firm.id} className="admin-muted">
          {firm.code} · {firm.name}
        </div>
      ))}
    </>
  );
}

function TransferActions({
  row,
  onMatch,
  onAsk,
}: {
  row: BankTransferRow;
  onMatch: () => void;
  onAsk: (action: 'dismiss' | 'undo') => void;
}) {
  const { t } = useTranslation('admin');
  const label = (action: string) =>
    `${action}: ${formatMoney(row.amount, row.currencyCode)} ${row.counterpartyName ?? ''}`.trim();
  if (row.matchState === 'suggested' || row.matchState === 'unmatched') {
    return (
      <div className="transfer-actions">
        <Button size="small" type="primary" aria-label={label(t('bankTransfers.match'))} onClick={onMatch}>
          {t('bankTransfers.match')}
        </Button>
        <Button size="small" aria-label={label(t('bankTransfers.dismiss'))} onClick={() => onAsk('dismiss')}>
          {t('bankTransfers.dismiss')}
        </Button>
      </div>
    );
  }
  if (row.matchState === 'matched' || row.matchState === 'not_collection') {
    return (
      <Button size="small" aria-label={label(t('bankTransfers.undo'))} onClick={() => onAsk('undo')}>
        {t('bankTransfers.undo')}
      </Button>
    );
  }
  return null;
}
