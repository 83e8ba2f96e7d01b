import { type CSSProperties, type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useScrollCue } from './data-table-cue.js';
import '../styles/data-table.css';

export type SortOrder = 'asc' | 'desc';

export interface DataColumn<T> {
  key: string;
  title: ReactNode;
  render: (row: T) => ReactNode;
  /** Width in px; the table is laid out fixed, so columns without one share what is left. */
  width?: number;
  align?: 'end';
  /** One line, cut with an ellipsis (the full text in the cell's title). Never on an amount. */
  ellipsis?: boolean;
  /**
   * A key column (the amount, the status): kept in view at the right edge while the table scrolls sideways, and
   * on top of the row's card on a phone. Pinned columns come last in the row and need a width.
   */
  pin?: boolean;
  /** The row's action: pinned like a key column (the last one), and at the bottom of the row's card on a phone. */
  stickyEnd?: boolean;
  /** The column's name on a phone's card ("label: value"); the title when that is a text. */
  label?: string;
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

/**
 * The table's roles, stated: on a phone the table is drawn as cards (display: block, flex), and a browser may then
 * drop the roles a table's elements imply (Safari does), so a screen reader would read the cards as loose text.
 */
const ROLE = {
  table: { role: 'table' },
  rowgroup: { role: 'rowgroup' },
  row: { role: 'row' },
  columnheader: { role: 'columnheader' },
  cell: { role: 'cell' },
} as const;

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

/** What a column's cells carry besides their content: class, pin mark, sticky offset and card label. */
interface CellLook {
  className: string | undefined;
  pin: 'key' | 'action' | undefined;
  style: CSSProperties | undefined;
  label: string | undefined;
}

/**
 * Each column's cell look. A pinned cell sticks at the right edge after the pinned cells that follow it: its
 * offset is their width, measured by useScrollCue (the declared widths until then); the first pinned one carries
 * the edge the other columns scroll under.
 */
function cellLooks<T>(columns: readonly DataColumn<T>[]): CellLook[] {
  const pinned = columns.filter((column) => column.pin || column.stickyEnd);
  return columns.map((column) => {
    const index = pinned.indexOf(column);
    const declared = pinned.slice(index + 1).reduce((sum, next) => sum + (next.width ?? 0), 0);
    const names = [
      column.align === 'end' ? 'data-table-end' : '',
      column.ellipsis ? 'data-table-ellipsis' : '',
      index >= 0 ? 'data-table-sticky' : '',
      index === 0 ? 'data-table-sticky-first' : '',
    ].filter(Boolean);
    return {
      className: names.length > 0 ? names.join(' ') : undefined,
      pin: index < 0 ? undefined : column.stickyEnd ? 'action' : 'key',
      style: index < 0 ? undefined : { right: `var(--data-table-pin-${index}, ${declared}px)` },
      label: column.label ?? (typeof column.title === 'string' ? column.title : undefined),
    };
  });
}

/**
 * A plain, semantic table for the business lists: fixed layout with column widths, server-side sort headers
 * (aria-sort), an optional checkbox column, a totals footer, loading and empty states, sideways scrolling on
 * narrow screens with the key columns (amount, status, action) pinned at the right edge and a fade on the side
 * there is more to see, and a card per row on a phone (data-table.css; the roles are explicit because a table
 * drawn as cards loses its implicit ones). Written here rather than taken from Ant Design because its Table (with pagination, tree and
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
  const looks = cellLooks(columns);
  const frame = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  useScrollCue(frame, box, columns.map((column) => column.key).join(' '));
  return (
    <div ref={frame} className={`data-table-wrap ${className}`} aria-busy={loading}>
      <div
        ref={box}
        className="data-table-scroll"
        {...(scrollLabel ? { role: 'region', 'aria-label': scrollLabel, tabIndex: 0 } : {})}
      >
        <table
          {...ROLE.table}
          className="data-table"
          // A variable, not the min-width itself: a phone's cards drop it (data-table.css).
          style={minWidth ? ({ '--data-table-min-width': `${minWidth}px` } as CSSProperties) : undefined}
        >
          <colgroup>
            {selection ? <col style={{ width: 40 }} /> : null}
            {columns.map((column) => (
              <col key={column.key} style={column.width ? { width: column.width } : undefined} />
            ))}
          </colgroup>
          <thead {...ROLE.rowgroup}>
            <tr {...ROLE.row}>
              {selection ? (
                <th scope="col" {...ROLE.columnheader} className="data-table-select">
                  <SelectAll
                    checked={selectable.length > 0 && chosenHere === selectable.length}
                    mixed={chosenHere > 0 && chosenHere < selectable.length}
                    disabled={selectable.length === 0}
                    label={selection.allLabel}
                    onChange={(on) => setMany(selectable, on)}
                  />
                </th>
              ) : null}
              {columns.map((column, index) => (
                <th
                  key={column.key}
                  scope="col"
                  {...ROLE.columnheader}
                  className={looks[index]?.className}
                  data-pin={looks[index]?.pin}
                  style={looks[index]?.style}
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
          <tbody {...ROLE.rowgroup}>
            {rows.length === 0 ? (
              <tr {...ROLE.row}>
                <td {...ROLE.cell} colSpan={span} className="data-table-empty">
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
                    {...ROLE.row}
                    className={`data-table-row${chosen ? ' data-table-row-selected' : ''}${extra ? ` ${extra}` : ''}`}
                  >
                    {selection ? (
                      <td {...ROLE.cell} className="data-table-select">
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
                    {columns.map((column, index) => (
                      <td
                        key={column.key}
                        {...ROLE.cell}
                        className={looks[index]?.className}
                        data-pin={looks[index]?.pin}
                        data-label={looks[index]?.label || undefined}
                        style={looks[index]?.style}
                      >
                        {/* No box of its own on a wide screen; the value beside its label on a phone's card. */}
                        <span className="data-table-value">{column.render(row)}</span>
                      </td>
                    ))}
                  </tr>
                );
              })
            )}
          </tbody>
          {footer ? (
            <tfoot {...ROLE.rowgroup}>
              <tr {...ROLE.row} className="data-table-footer">
                {footer}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
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
