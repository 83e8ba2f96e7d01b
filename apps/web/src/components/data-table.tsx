import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import '../styles/data-table.css';

export type SortOrder = 'asc' | 'desc';

export interface DataColumn<T> {
  key: string;
  title: ReactNode;
  render: (row: T) => ReactNode;
  /** Width in px; the table is laid out fixed, so columns without one share what is left. */
  width?: number;
  align?: 'end';
  /** One line, cut with an ellipsis (the full text in the cell's title). */
  ellipsis?: boolean;
  /** Kept in view at the right edge while the table scrolls sideways (row actions). */
  stickyEnd?: boolean;
  /** A sortable column: its current order (null when the list is sorted by another) and what a click does. */
  sort?: { order: SortOrder | null; onSort: () => void };
}

export interface DataTableSelection<T> {
  selected: readonly string[];
  isSelectable: (row: T) => boolean;
  /** The whole selection after a click (rows of other pages stay selected). */
  onChange: (keys: string[]) => void;
  rowLabel: (row: T) => string;
  allLabel: string;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** The select-all box: checked when every selectable row of the page is, mixed when some are. */
function SelectAll({
  checked,
  mixed,
  disabled,
  label,
  onChange,
}: {
  checked: boolean;
  mixed: boolean;
  disabled: boolean;
  label: string;
  onChange: (checked: boolean) => void;
}) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) {
      box.current.indeterminate = mixed;
    }
  }, [mixed]);
  return (
    <input
      ref={box}
      type="checkbox"
      className="data-table-check"
      checked={checked}
      disabled={disabled}
      aria-label={label}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

function cellClass(column: { align?: 'end'; ellipsis?: boolean; stickyEnd?: boolean }): string | undefined {
  const names = [
    column.align === 'end' ? 'data-table-end' : '',
    column.ellipsis ? 'data-table-ellipsis' : '',
    column.stickyEnd ? 'data-table-sticky' : '',
  ].filter(Boolean);
  return names.length > 0 ? names.join(' ') : undefined;
}

/**
 * A plain, semantic table for the business lists: fixed layout with column widths, server-side sort headers
 * (aria-sort), an optional checkbox column, a totals footer, loading and empty states, sideways scrolling on
 * narrow screens. Written here rather than taken from Ant Design because its Table (with pagination, tree and
 * filter menus we never use) costs every list page about 50 KB of JavaScript.
 */
export function DataTable<T>({
  className,
  columns,
  rows,
  rowKey,
  rowClassName,
  loading = false,
  empty,
  minWidth,
  selection,
  footer,
  scrollLabel,
}: {
  className: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  rowClassName?: (row: T) => string | undefined;
  loading?: boolean;
  empty: ReactNode;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  selection?: DataTableSelection<T>;
  /** Cells of a totals row, in column order. */
  footer?: ReactNode;
  /**
   * Names the scroll box of a table wide enough to scroll sideways and lets it take the keyboard focus (arrow keys
   * scroll it; WCAG 2.1.1), for tables whose rows hold nothing focusable of their own.
   */
  scrollLabel?: string;
}) {
  const { t } = useTranslation('common');
  const selected = new Set(selection?.selected ?? []);
  const selectable = selection ? rows.filter(selection.isSelectable).map(rowKey) : [];
  const chosenHere = selectable.filter((key) => selected.has(key)).length;
  const setMany = (keys: readonly string[], on: boolean) => {
    if (!selection) {
      return;
    }
    const next = new Set(selection.selected);
    for (const key of keys) {
      if (on) {
        next.add(key);
      } else {
        next.delete(key);
      }
    }
    selection.onChange([...next]);
  };
  const span = columns.length + (selection ? 1 : 0);
  return (
    <div
      className={`data-table-wrap ${className}`}
      aria-busy={loading}
      {...(scrollLabel ? { role: 'region', 'aria-label': scrollLabel, tabIndex: 0 } : {})}
    >
      <table className="data-table" style={minWidth ? { minWidth } : undefined}>
        <colgroup>
          {selection ? <col style={{ width: 40 }} /> : null}
          {columns.map((column) => (
            <col key={column.key} style={column.width ? { width: column.width } : undefined} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {selection ? (
              <th scope="col" className="data-table-select">
                <SelectAll
                  checked={selectable.length > 0 && chosenHere === selectable.length}
                  mixed={chosenHere > 0 && chosenHere < selectable.length}
                  disabled={selectable.length === 0}
                  label={selection.allLabel}
                  onChange={(on) => setMany(selectable, on)}
                />
              </th>
            ) : null}
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cellClass(column)}
                aria-sort={column.sort?.order ? ARIA_SORT[column.sort.order] : undefined}
              >
                {column.sort ? (
                  <button type="button" className="data-table-sort" onClick={column.sort.onSort}>
                    {column.title}
                    <span
                      className={`data-table-sort-mark data-table-sort-${column.sort.order ?? 'none'}`}
                      aria-hidden
                    />
                  </button>
                ) : (
                  column.title
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={span} className="data-table-empty">
                {loading ? null : empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => {
              const key = rowKey(row);
              const chosen = selected.has(key);
              const extra = rowClassName?.(row);
              return (
                <tr
                  key={key}
                  className={`data-table-row${chosen ? ' data-table-row-selected' : ''}${extra ? ` ${extra}` : ''}`}
                >
                  {selection ? (
                    <td className="data-table-select">
                      <input
                        type="checkbox"
                        className="data-table-check"
                        checked={chosen}
                        disabled={!selection.isSelectable(row)}
                        aria-label={selection.rowLabel(row)}
                        onChange={(event) => setMany([key], event.target.checked)}
                      />
                    </td>
                  ) : null}
                  {columns.map((column) => (
                    <td key={column.key} className={cellClass(column)}>
                      {column.render(row)}
                    </td>
                  ))}
                </tr>
              );
            })
          )}
        </tbody>
        {footer ? (
          <tfoot>
            <tr className="data-table-footer">{footer}</tr>
          </tfoot>
        ) : null}
      </table>
      {loading ? (
        <div className="data-table-loading">
          <span className="data-table-spinner" role="status">
            <span className="sr-only">{t('loading')}</span>
          </span>
        </div>
      ) : null}
    </div>
  );
}
