import type { StockRow } from '@tahsilat/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/data-table.js';
import { formatMoney, formatPercent } from '../../../lib/format.js';
import { WarehouseList } from './stock-availability.js';
import { StockPrice } from './stock-price.js';

/** The wide screen's table, in code order as the server pages it. */
export function StockTable({
  items,
  isLoading,
  empty,
}: {
  items: StockRow[];
  isLoading: boolean;
  empty: ReactNode;
}) {
  const { t, i18n } = useTranslation('stocks');
  const columns: DataColumn<StockRow>[] = [
    {
      key: 'code',
      title: t('columns.code'),
      width: 124,
      render: (row) => (
        <div className="link-cell-stack">
          <span className="link-reference">{row.code}</span>
          {row.barcode ? <span className="link-cell-sub">{row.barcode}</span> : null}
        </div>
      ),
    },
    {
      key: 'name',
      title: t('columns.name'),
      render: (row) => (
        <div className="link-cell-stack">
          <span className="stock-name">{row.name}</span>
          <span className="link-cell-sub">{[row.brand, row.group].filter(Boolean).join(' · ')}</span>
        </div>
      ),
    },
    { key: 'unit', title: t('columns.unit'), width: 64, render: (row) => row.unit },
    {
      key: 'listPrice',
      title: t('columns.listPrice'),
      align: 'end',
      width: 112,
      render: (row) => <span className="stock-money">{formatMoney(row.listPrice, row.currencyCode)}</span>,
    },
    {
      key: 'firmPrice',
      title: t('columns.firmPrice'),
      align: 'end',
      width: 124,
      render: (row) => <StockPrice row={row} showsListPrice={false} />,
    },
    {
      key: 'vatRate',
      title: t('columns.vatRate'),
      align: 'end',
      width: 56,
      render: (row) => formatPercent(row.vatRate, i18n.language),
    },
    {
      key: 'warehouses',
      title: t('columns.availability'),
      width: 220,
      render: (row) => <WarehouseList row={row} />,
    },
  ];
  return (
    <DataTable
      className="stock-table"
      columns={columns}
      rows={items}
      rowKey={(row) => row.code}
      loading={isLoading}
      empty={empty}
      minWidth={900}
    />
  );
}
