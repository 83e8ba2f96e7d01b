import type { DbsInvoiceRow } from '@tahsilat/domain';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/data-table.js';
import { formatDay } from '../../../lib/format.js';
import { amountText } from '../../statement/statement-query.js';
import { type DbsRowsProps, PayEarlyButton } from './dbs-row-parts.js';
import { DbsStatusTag } from './dbs-status.js';

/** The wide screen's table: every column of the bank's DBS screen, and 'Erken öde' on the open invoices. */
export function DbsTable({ items, showFirm, isLoading, empty, onPayEarly }: DbsRowsProps) {
  const { t } = useTranslation('dbs');
  // The currency has its own column, so amounts go without it; pairs share a column so the table fits 1280 px.
  const money = (value: string | null) => (value === null ? '—' : amountText(value));
  const stacked = (main: string, sub: string) => (
    <span className="statement-cell-stack">
      <span>{main}</span>
      <small>{sub}</small>
    </span>
  );

  const columns: DataColumn<DbsInvoiceRow>[] = [
    ...(showFirm
      ? [
          {
            key: 'firm',
            title: t('columns.firm'),
            width: 128,
            render: (row: DbsInvoiceRow) => (
              <span className="statement-cell-stack">
                <span className="text-ellipsis" title={row.firm.name}>
                  {row.firm.name}
                </span>
                <small>{row.firm.code}</small>
              </span>
            ),
          },
        ]
      : []),
    {
      key: 'invoice',
      title: stacked(t('columns.invoiceNo'), t('columns.invoiceDate')),
      label: `${t('columns.invoiceNo')} / ${t('columns.invoiceDate')}`,
      width: 144,
      render: (row) => (
        <span className="statement-cell-stack">
          <span className="statement-document-no" title={row.invoiceNo}>
            {row.invoiceNo}
          </span>
          <small>{formatDay(row.invoiceDate)}</small>
        </span>
      ),
    },
    {
      key: 'dueDate',
      title: stacked(t('columns.dueDate'), t('columns.collectionDate')),
      label: `${t('columns.dueDate')} / ${t('columns.collectionDate')}`,
      width: 96,
      render: (row) => (
        <span className="statement-cell-stack">
          <span>{formatDay(row.dueDate)}</span>
          <small>{formatDay(row.collectionDate)}</small>
        </span>
      ),
    },
    {
      key: 'bank',
      title: stacked(t('columns.bank'), t('columns.currency')),
      label: `${t('columns.bank')} / ${t('columns.currency')}`,
      width: 112,
      render: (row) => (
        <span className="statement-cell-stack">
          <span className="text-ellipsis" title={row.bankName}>
            {row.bankName}
          </span>
          <small>{row.currencyCode}</small>
        </span>
      ),
    },
    {
      key: 'amount',
      title: stacked(t('columns.amount'), t('columns.guaranteedAmount')),
      label: `${t('columns.amount')} / ${t('columns.guaranteedAmount')}`,
      align: 'end',
      width: 124,
      pin: true,
      render: (row) => stacked(money(row.amount), money(row.guaranteedAmount)),
    },
    {
      key: 'remaining',
      title: stacked(t('columns.remaining'), t('columns.paid')),
      label: `${t('columns.remaining')} / ${t('columns.paid')}`,
      align: 'end',
      width: 124,
      pin: true,
      render: (row) => (
        <span className="statement-cell-stack">
          <strong>{money(row.remaining)}</strong>
          <small>{money(row.paidAmount)}</small>
        </span>
      ),
    },
    {
      key: 'status',
      title: t('columns.status'),
      width: 112,
      pin: true,
      render: (row) => <DbsStatusTag status={row.status} />,
    },
    {
      key: 'actions',
      title: <span className="sr-only">{t('columns.actions')}</span>,
      width: 104,
      stickyEnd: true,
      render: (row) => <PayEarlyButton row={row} onPayEarly={onPayEarly} size="small" />,
    },
  ];
  return (
    <DataTable<DbsInvoiceRow>
      className="dbs-table"
      rowKey={(row) => row.id}
      columns={columns}
      rows={items}
      loading={isLoading}
      empty={empty}
      minWidth={columns.reduce((sum, column) => sum + (column.width ?? 0), 0)}
    />
  );
}
