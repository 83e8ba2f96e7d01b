import type { StatementPage, StatementRow } from '@tahsilat/domain';
import { Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../payment-links/link-format.js';
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
  const columns: ColumnsType<DisplayRow> = [
    {
      title: t('columns.date'),
      key: 'date',
      width: 118,
      render: (_, row) => (
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
      render: (_, row) => (
        <span className="statement-cell-stack">
          <span>{texts.type(row)}</span>
          {row.documentNo ? <small className="statement-document-no">{row.documentNo}</small> : null}
        </span>
      ),
    },
    {
      title: t('columns.description'),
      key: 'description',
      ellipsis: { showTitle: true },
      render: (_, row) => texts.description(row),
    },
    {
      title: t('columns.debit'),
      dataIndex: 'debit',
      align: 'right',
      width: 112,
      render: (value: string) => amountText(value, true),
    },
    {
      title: t('columns.credit'),
      dataIndex: 'credit',
      align: 'right',
      width: 112,
      render: (value: string) => amountText(value, true),
    },
    {
      title: t('columns.balance'),
      key: 'balance',
      align: 'right',
      width: 136,
      render: (_, row) => <span className="statement-balance">{balanceText(row.balance, row.side)}</span>,
    },
    {
      title: t('columns.currency'),
      key: 'fx',
      align: 'right',
      width: showFx ? 140 : 120,
      render: (_, row) =>
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
    <Table<DisplayRow>
      className="statement-table"
      size="small"
      rowKey={(row) => `${row.kind}-${row.id}`}
      columns={shown}
      dataSource={rows}
      loading={isLoading}
      pagination={false}
      rowClassName={(row) => `statement-row-${row.kind}`}
      locale={{ emptyText: empty }}
      tableLayout="fixed"
      scroll={{ x: hasFx ? 900 : 780 }}
      summary={() =>
        showTotals && totals ? (
          <Table.Summary fixed="bottom">
            <Table.Summary.Row className="statement-totals">
              <Table.Summary.Cell index={0} colSpan={3}>
                <strong>{t('totals')}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                <strong>{amountText(totals.debit)}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                <strong>{amountText(totals.credit)}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5} align="right">
                <strong data-testid="statement-totals-closing">
                  {balanceText(totals.closing.balance, totals.closing.side)}
                </strong>
              </Table.Summary.Cell>
              {hasFx ? <Table.Summary.Cell index={6} /> : null}
            </Table.Summary.Row>
          </Table.Summary>
        ) : null
      }
    />
  );
}
