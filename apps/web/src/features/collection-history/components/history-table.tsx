import type { CollectionRow } from '@tahsilat/domain';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/data-table.js';
import { formatDateTime } from '../../../lib/format.js';
import { type HistorySort, type HistorySortField, nextSort } from '../history-query.js';
import { CardCell, HistoryErpState, HistoryStatus, rowMoney } from './history-status.js';

/**
 * What was paid stays plain; what follows from it is struck through when no money moved; the net, in bold, is what
 * the payment counts for (0,00 when voided, failed or pending; less any refund), so it is never struck through.
 */
const MONEY_CLASSES = {
  amount: 'history-money',
  commissionAmount: 'history-money history-derived',
  totalAmount: 'history-money history-derived',
  netAmount: 'history-money history-net',
} as const;

/** The row a click landed on, unless it landed on a control of its own or ended a text selection. */
function clickedRow<T>(event: MouseEvent<HTMLElement>, rows: readonly T[]): T | undefined {
  const target = event.target as HTMLElement;
  if (target.closest('button, a, input') || window.getSelection()?.toString()) {
    return undefined;
  }
  const row = target.closest<HTMLTableRowElement>('tbody tr.data-table-row');
  return row ? rows[row.sectionRowIndex] : undefined;
}

/** The wide screen's table: the server sorts (date, amount) and pages; a row opens the payment's details. */
export function HistoryTable({
  items,
  isLoading,
  sort,
  showFirm,
  showNet,
  empty,
  onSortChange,
  onOpen,
}: {
  items: CollectionRow[];
  isLoading: boolean;
  sort: HistorySort;
  /** A main firm's user sees its dealers' payments too: which firm paid. */
  showFirm: boolean;
  /** The firm's net after commission; a dealer's own history shows what it paid instead. */
  showNet: boolean;
  empty: ReactNode;
  onSortChange: (sort: HistorySort) => void;
  onOpen: (row: CollectionRow) => void;
}) {
  const { t } = useTranslation('history');
  const sortBy = (field: HistorySortField) => ({
    order: sort.by === field ? sort.dir : null,
    onSort: () => onSortChange(nextSort(sort, field)),
  });
  const money = (key: keyof typeof MONEY_CLASSES, width: number) =>
    ({
      key,
      title: t(`columns.${key}`),
      align: 'end',
      width,
      render: (row) => <span className={MONEY_CLASSES[key]}>{rowMoney(row, row[key])}</span>,
    }) satisfies DataColumn<CollectionRow>;

  const columns: DataColumn<CollectionRow>[] = [
    {
      key: 'createdAt',
      title: t('columns.createdAt'),
      sort: sortBy('createdAt'),
      width: 96,
      render: (row) => {
        const [day, time] = formatDateTime(row.createdAt).split(' ');
        return (
          <div className="link-cell-stack">
            <span className="link-nowrap">{day}</span>
            <span className="link-cell-sub">{time}</span>
          </div>
        );
      },
    },
    {
      key: 'orderId',
      title: t('columns.orderId'),
      width: 150,
      render: (row) => (
        <div className="link-cell-stack">
          <button
            type="button"
            className="history-order-button link-reference history-order"
            aria-label={t('openDetails', { orderId: row.orderId })}
            onClick={() => onOpen(row)}
          >
            {row.orderId}
          </button>
          {row.referenceNumber ? (
            <span className="link-cell-sub text-ellipsis" title={row.referenceNumber}>
              {row.referenceNumber}
            </span>
          ) : null}
        </div>
      ),
    },
    ...(showFirm
      ? [
          {
            key: 'firm',
            title: t('columns.firm'),
            width: 150,
            render: (row: CollectionRow) =>
              row.firm ? (
                <div className="link-cell-stack">
                  <span className="text-ellipsis history-firm-name" title={row.firm.name}>
                    {row.firm.name}
                  </span>
                  <span className="link-cell-sub">{row.firm.code}</span>
                </div>
              ) : (
                '—'
              ),
          },
        ]
      : []),
    { key: 'card', title: t('columns.card'), width: 150, render: (row) => <CardCell row={row} /> },
    { key: 'bank', title: t('columns.bank'), width: 104, ellipsis: true, render: (row) => row.bankName },
    { key: 'channel', title: t('columns.channel'), width: 120, render: (row) => t(`channel.${row.channel}`) },
    {
      key: 'user',
      title: t('columns.user'),
      width: 130,
      ellipsis: true,
      render: (row) => row.userName ?? '—',
    },
    { key: 'erp', title: t('columns.erp'), width: 110, render: (row) => <HistoryErpState row={row} /> },
    money('commissionAmount', 112),
    money('totalAmount', 120),
    ...(showNet ? [money('netAmount', 120)] : []),
    // Kept in view while the others scroll sideways: what was paid and what became of it.
    { ...money('amount', 124), sort: sortBy('amount'), pin: true },
    {
      key: 'status',
      title: t('columns.status'),
      width: 130,
      pin: true,
      render: (row) => <HistoryStatus row={row} />,
    },
  ];

  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    const row = clickedRow(event, items);
    if (row) {
      onOpen(row);
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a mouse shortcut; each row's own button opens it from the keyboard
    // biome-ignore lint/a11y/useKeyWithClickEvents: the same: the row's button is the keyboard's way in
    <div className="history-table-click" onClick={handleClick}>
      <DataTable<CollectionRow>
        className="history-table"
        rowKey={(row) => row.id}
        rowClassName={(row) => `history-row history-row-${row.status}`}
        columns={columns}
        rows={items}
        loading={isLoading}
        minWidth={columns.reduce((sum, column) => sum + (column.width ?? 0), 0)}
        empty={empty}
      />
    </div>
  );
}
