import type { DiscountInvoiceRow, DiscountTermsView } from '@tahsilat/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/data-table.js';
import { formatDay, formatMoney } from '../../../lib/format.js';
import { blockOn, daysOn } from '../discount-view.js';
import { InvoiceState } from './invoice-state.js';

/** The firm's invoices with a checkbox each (eligible ones only); the header box chooses every eligible one. */
export function InvoiceTable({
  items,
  terms,
  valueDate,
  selectedIds,
  isLoading,
  empty,
  onSelectionChange,
}: {
  items: DiscountInvoiceRow[];
  terms: DiscountTermsView;
  valueDate: string;
  selectedIds: string[];
  isLoading: boolean;
  empty: ReactNode;
  onSelectionChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation('discount');
  const columns: DataColumn<DiscountInvoiceRow>[] = [
    {
      title: t('columns.invoiceNo'),
      key: 'invoiceNo',
      render: (row) => (
        <span className="statement-cell-stack">
          <span className="statement-document-no">{row.invoiceNo}</span>
          <small>{t('invoices.dated', { date: formatDay(row.invoiceDate) })}</small>
        </span>
      ),
    },
    { title: t('columns.dueDate'), key: 'dueDate', width: 100, render: (row) => formatDay(row.dueDate) },
    {
      title: t('columns.days'),
      key: 'days',
      align: 'end',
      width: 56,
      render: (row) => daysOn(row, valueDate, terms),
    },
    {
      title: t('columns.amount'),
      key: 'amount',
      align: 'end',
      width: 128,
      pin: true,
      render: (row) => formatMoney(row.amount, row.currencyCode),
    },
    {
      title: t('columns.open'),
      key: 'open',
      align: 'end',
      width: 128,
      pin: true,
      render: (row) => <strong>{formatMoney(row.openAmount, row.currencyCode)}</strong>,
    },
    {
      title: t('columns.state'),
      key: 'state',
      width: 200,
      pin: true,
      render: (row) => <InvoiceState row={row} block={blockOn(row, valueDate, terms)} terms={terms} />,
    },
  ];
  return (
    <DataTable<DiscountInvoiceRow>
      className="discount-invoice-table"
      rowKey={(row) => row.id}
      rowClassName={(row) => (blockOn(row, valueDate, terms) ? 'discount-row-blocked' : undefined)}
      columns={columns}
      rows={items}
      loading={isLoading}
      empty={empty}
      minWidth={760}
      selection={{
        selected: selectedIds,
        isSelectable: (row) => blockOn(row, valueDate, terms) === null,
        onChange: onSelectionChange,
        rowLabel: (row) => t('invoices.selectInvoice', { invoiceNo: row.invoiceNo }),
        allLabel: t('invoices.selectAll'),
      }}
    />
  );
}
