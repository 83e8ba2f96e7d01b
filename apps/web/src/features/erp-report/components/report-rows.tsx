import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { type DataColumn, DataTable } from '../../../components/data-table.js';

/** A report column: the table's, and whether a card leaves it out for a row (a month without collections). */
export interface ReportColumn<T> extends DataColumn<T> {
  isBlankOnCard?: (row: T) => boolean;
}

/** A report's table as the page draws it: rows, columns and the totals row (text per column key). */
export interface ReportView<T> {
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly ReportColumn<T>[];
  totals: Record<string, ReactNode>;
  /** Below this width the table scrolls sideways. */
  minWidth: number;
}

/** The firm of a row: code over name, as the other report pages show it. */
export function FirmCell({ firm }: { firm: { code: string; name: string } }) {
  return (
    <div className="link-cell-stack">
      <span className="link-reference">{firm.code}</span>
      <span className="erp-firm-name">{firm.name}</span>
    </div>
  );
}

/**
 * The rows with their totals: a table on a wide screen (totals in its footer), cards below 992 px (the first
 * column on top, the others as facts, the totals as the last card).
 */
export function ReportRows<T>({
  view,
  label,
  isCompact,
  isLoading,
  empty,
}: {
  view: ReportView<T>;
  label: string;
  isCompact: boolean;
  isLoading: boolean;
  empty: ReactNode;
}) {
  const [first, ...rest] = view.columns;
  // Nothing to list: the note alone (a wide report's empty row would centre it off screen).
  if (view.rows.length === 0 && !isLoading) {
    return <div className="link-cards-empty">{empty}</div>;
  }
  if (!isCompact) {
    return (
      <DataTable
        className="erp-table"
        columns={view.columns}
        rows={view.rows}
        rowKey={view.rowKey}
        loading={isLoading}
        empty={empty}
        minWidth={view.minWidth}
        // A wide report scrolls sideways: its scroll box takes the keyboard focus and is named.
        scrollLabel={label}
        footer={
          view.rows.length > 0
            ? view.columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.key} scope="row">
                    {view.totals[column.key]}
                  </th>
                ) : (
                  <td key={column.key} className={column.align === 'end' ? 'data-table-end' : undefined}>
                    {view.totals[column.key]}
                  </td>
                ),
              )
            : null
        }
      />
    );
  }
  if (view.rows.length === 0) {
    return isLoading ? <Spin className="link-cards-spin" /> : <div className="link-cards-empty">{empty}</div>;
  }
  return (
    <Spin spinning={isLoading}>
      <ul className="link-cards erp-cards" aria-label={label}>
        {view.rows.map((row) => (
          <li key={view.rowKey(row)} className="link-card erp-card" data-testid="erp-card">
            <div className="link-card-top">{first?.render(row)}</div>
            <dl className="link-card-facts">
              {rest
                .filter((column) => !column.isBlankOnCard?.(row))
                .map((column) => (
                  <div key={column.key}>
                    <dt>{column.title}</dt>
                    <dd>{column.render(row)}</dd>
                  </div>
                ))}
            </dl>
          </li>
        ))}
        <li className="link-card erp-card erp-card-totals" data-testid="erp-card-totals">
          <div className="link-card-top">
            <strong>{first ? view.totals[first.key] : null}</strong>
          </div>
          <dl className="link-card-facts">
            {rest
              .filter((column) => view.totals[column.key] !== undefined && view.totals[column.key] !== '')
              .map((column) => (
                <div key={column.key}>
                  <dt>{column.title}</dt>
                  <dd>{view.totals[column.key]}</dd>
                </div>
              ))}
          </dl>
        </li>
      </ul>
    </Spin>
  );
}
