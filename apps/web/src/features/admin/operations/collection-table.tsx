import type { AdminCollectionRow } from '@tahsilat/domain';
import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/data-table.js';
import { formatDateTime } from '../../../lib/format.js';
import { CardCell, HistoryStatusTag, rowMoney } from '../../collection-history/components/history-status.js';
import { LateChargeTag } from './late-charge.js';
import { OpsCards } from './ops-cards.js';

/**
 * The tenant's collections: when, firm, order (a late charge marked), card, bank, refunded, then the amount and the
 * status pinned in view with the row's button.
 */
export function CollectionTable({
  items,
  isLoading,
  empty,
  isCompact,
  onOpen,
}: {
  items: readonly AdminCollectionRow[];
  isLoading: boolean;
  empty: ReactNode;
  isCompact: boolean;
  onOpen: (row: AdminCollectionRow) => void;
}) {
  const { t } = useTranslation('adminops');
  const openButton = (row: AdminCollectionRow) => (
    <Button
      size="small"
      onClick={() => onOpen(row)}
      aria-label={t('collections.openLabel', { order: row.orderId })}
    >
      {t('collections.open')}
    </Button>
  );
  const refunded = (row: AdminCollectionRow) =>
    Number(row.refundedAmount) === 0 ? (
      <span className="admin-muted">—</span>
    ) : (
      <span data-testid="ops-refunded">{rowMoney(row, row.refundedAmount)}</span>
    );
  if (isCompact) {
    return (
      <OpsCards
        items={items}
        label={t('collections.title')}
        rowKey={(row) => row.id}
        head={(row) => (
          <>
            <strong>{row.firm ? `${row.firm.code} · ${row.firm.name}` : row.orderId}</strong>
            <Flex vertical align="flex-end" gap={4}>
              <HistoryStatusTag status={row.status} />
              <LateChargeTag row={row} />
            </Flex>
          </>
        )}
        facts={(row) => [
          [t('collections.columns.createdAt'), formatDateTime(row.createdAt)],
          [t('collections.columns.card'), <CardCell key="card" row={row} />],
          [t('collections.columns.amount'), rowMoney(row, row.totalAmount)],
          [t('collections.columns.refunded'), refunded(row)],
        ]}
        actions={openButton}
        empty={empty}
      />
    );
  }
  const columns: DataColumn<AdminCollectionRow>[] = [
    {
      key: 'createdAt',
      title: t('collections.columns.createdAt'),
      width: 130,
      render: (row) => <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>,
    },
    {
      key: 'firm',
      title: t('collections.columns.firm'),
      width: 180,
      ellipsis: true,
      render: (row) => (row.firm ? `${row.firm.code} · ${row.firm.name}` : '—'),
    },
    {
      key: 'order',
      title: t('collections.columns.order'),
      width: 170,
      render: (row) => (
        <span className="link-cell-stack">
          <span className="link-reference">{row.orderId}</span>
          {row.referenceNumber ? <span className="link-cell-sub">{row.referenceNumber}</span> : null}
          {/* Under the order no, on screen before the wide table scrolls: the payer may have paid twice. */}
          <LateChargeTag row={row} />
        </span>
      ),
    },
    {
      key: 'card',
      title: t('collections.columns.card'),
      width: 170,
      render: (row) => (
        <span className="link-cell-stack">
          <CardCell row={row} />
          <span className="link-cell-sub">{row.cardHolderName}</span>
        </span>
      ),
    },
    {
      key: 'bank',
      title: t('collections.columns.bank'),
      width: 120,
      ellipsis: true,
      render: (row) => row.bankName,
    },
    {
      key: 'refunded',
      title: t('collections.columns.refunded'),
      width: 130,
      align: 'end',
      render: refunded,
    },
    {
      key: 'amount',
      title: t('collections.columns.amount'),
      width: 140,
      align: 'end',
      pin: true,
      render: (row) => <span className="history-money">{rowMoney(row, row.totalAmount)}</span>,
    },
    {
      key: 'status',
      title: t('collections.columns.status'),
      width: 130,
      pin: true,
      render: (row) => <HistoryStatusTag status={row.status} />,
    },
    {
      key: 'open',
      title: <span className="sr-only">{t('collections.columns.actions')}</span>,
      width: 100,
      stickyEnd: true,
      render: openButton,
    },
  ];
  return (
    <DataTable
      className="ops-table"
      columns={columns}
      rows={items}
      rowKey={(row) => row.id}
      loading={isLoading}
      empty={empty}
      minWidth={1290}
      scrollLabel={t('collections.title')}
    />
  );
}
