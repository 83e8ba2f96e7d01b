import type { StatementPage, StatementRow } from '@tahsilat/domain';
import { Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/data-table.js';
import { formatDay } from '../../../lib/format.js';
import { amountText, balanceText } from '../statement-query.js';

/** A table row: a movement, a pending collection, or the Devir row that opens the first page. */
export type DisplayRow = StatementRow | (Omit<StatementRow, 'kind'> & { kind: 'opening' });

/** Devir as a row: the balance before the period, nothing else. */
export function openingRow(page: StatementPage): DisplayRow {
  return {
    kind: 'opening',
    id: 'opening',
    date: page.dateFrom,
    dueDate: null,
    documentType: 'opening',
    documentNo: null,
    description: null,
    debit: '0',
    credit: '0',
    ...page.opening,
    currencyCode: 'TRY',
    fxAmount: null,
    fxRate: null,
  };
}

export function useRowTexts() {
  const { t } = useTranslation('statement');
  return {
    type: (row: DisplayRow): ReactNode =>
      row.kind === 'opening' ? (
        <strong>{t('opening')}</strong>
      ) : (
        <>
          {t(`types.${row.documentType}`)}
          {row.kind === 'pending' ? (
            <Tooltip title={t('pendingHint')}>
              <Tag color="gold" className="statement-pending-tag">
                {t('pendingTag')}
              </Tag>
            </Tooltip>
          ) : null}
        </>
      ),
    description: (row: DisplayRow) =>
      row.kind === 'opening' ? t('openingText', { date: formatDay(row.date) }) : (row.description ?? ''),
    fx: (row: DisplayRow) =>
      row.fxAmount
        ? `${amountText(row.fxAmount)} ${row.currencyCode}`
        : row.kind === 'opening'
          ? ''
          : row.currencyCode,
  };
}

/** The statement as the ERP prints it: Devir, the rows with the running balance, the totals at the end. */
export function StatementTable({
  rows,
  page,
  showTotals,
  isLoading,
  empty,
}: {
  rows: DisplayRow[];
  page: StatementPage | undefined;
  showTotals: boolean;
  isLoading: boolean;
  empty: ReactNode;
}) {
  const { t } = useTranslation('statement');
  const texts = useRowTexts();
  const showFx = Boolean(page?.currency && page.currency !== 'TRY');
  // The currency column only when a row of the page is not in TRY (most dealers never have one).
  const hasFx = showFx || rows.some((row) => row.fxAmount !== null);
  const columns: DataColumn<DisplayRow>[] = [
    {
      title: t('columns.date'),
      key: 'date',
      width: 118,
      render: (row) => (
        <span className="statement-cell-stack">
          {formatDay(row.date)}
          {row.dueDate ? <small>{t('dueShort', { date: formatDay(row.dueDate) })}</small> : null}
        </span>
      ),
    },
    {
      title: t('columns.document'),
      key: 'document',
      width: 172,
      render: (row) => (
        <span className="statement-cell-stack">
          <span>{texts.type(row)}</span>
          {row.documentNo ? <small className="statement-document-no">{row.documentNo}</small> : null}
        </span>
      ),
    },
    {
      title: t('columns.description'),
      key: 'description',
      ellipsis: true,
      render: (row) => <span title={texts.description(row)}>{texts.description(row)}</span>,
    },
    {
      title: t('columns.debit'),
      key: 'debit',
      align: 'end',
      width: 112,
      render: (row) => amountText(row.debit, true),
    },
    {
      title: t('columns.credit'),
      key: 'credit',
      align: 'end',
      width: 112,
      render: (row) => amountText(row.credit, true),
    },
    {
      title: t('columns.balance'),
      key: 'balance',
      align: 'end',
      width: 136,
      render: (row) => <span className="statement-balance">{balanceText(row.balance, row.side)}</span>,
    },
    {
      title: t('columns.currency'),
      key: 'fx',
      align: 'end',
      width: showFx ? 140 : 120,
      render: (row) =>
        showFx && row.fxBalance !== null ? (
          <span title={row.fxRate ? t('fxRate', { rate: row.fxRate }) : undefined}>
            {texts.fx(row)}
            <br />
            <small>{`${amountText(row.fxBalance)} ${page?.currency ?? ''}`}</small>
          </span>
        ) : (
          <span title={row.fxRate ? t('fxRate', { rate: row.fxRate }) : undefined}>{texts.fx(row)}</span>
        ),
    },
  ];
  const shown = hasFx ? columns : columns.slice(0, -1);
  const totals = page?.totals;
  return (
    <DataTable<DisplayRow>
      className="statement-table"
      rowKey={(row) => `${row.kind}-${row.id}`}
      columns={shown}
      rows={rows}
      loading={isLoading}
      rowClassName={(row) => `statement-row-${row.kind}`}
      empty={empty}
      minWidth={hasFx ? 900 : 780}
      footer={
        showTotals && totals ? (
          <>
            <td colSpan={3}>
              <strong>{t('totals')}</strong>
            </td>
            <td className="data-table-end">
              <strong>{amountText(totals.debit)}</strong>
            </td>
            <td className="data-table-end">
              <strong>{amountText(totals.credit)}</strong>
            </td>
            <td className="data-table-end">
              <strong data-testid="statement-totals-closing">
                {balanceText(totals.closing.balance, totals.closing.side)}
              </strong>
            </td>
            {hasFx ? <td /> : null}
          </>
        ) : null
      }
    />
  );
}
