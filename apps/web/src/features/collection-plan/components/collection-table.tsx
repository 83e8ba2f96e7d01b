import type { CollectionGroup, CollectionLine } from '@tahsilat/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TapCheck } from '../../../components/tap-check.js';
import { dueLineName, formatDay, intlLocale } from '../../../lib/format.js';
import { planMoney } from '../../payment-plan/components/plan-status.js';

/** The first day of the week (Monday) or month a due date falls in, as the server groups them. */
export function groupStart(isoDate: string, group: 'week' | 'month'): string {
  if (group === 'month') {
    return `${isoDate.slice(0, 7)}-01`;
  }
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/**
 * The dealers' lines by due date under a heading per week or month, each heading with its subtotals (over every
 * matching line, from the server). A plain table: at 992 px and wider a grid, below it a card per line.
 */
export function CollectionTable({
  items,
  groups,
  group,
  selected,
  passiveFirms,
  empty,
  onToggle,
}: {
  items: CollectionLine[];
  groups: CollectionGroup[];
  group: 'week' | 'month';
  selected: ReadonlySet<string>;
  /** Dealers switched off: their lines are shown, never offered for a payment link. */
  passiveFirms: ReadonlySet<string>;
  empty: ReactNode;
  onToggle: (line: CollectionLine, checked: boolean) => void;
}) {
  const { t, i18n } = useTranslation('collection');
  if (items.length === 0) {
    return <div className="statement-empty">{empty}</div>;
  }
  const sections = new Map<string, CollectionLine[]>();
  for (const line of items) {
    const key = groupStart(line.dueDate, group);
    sections.set(key, [...(sections.get(key) ?? []), line]);
  }
  const title = (start: string) =>
    group === 'week'
      ? t('weekOf', { date: formatDay(start) })
      : new Intl.DateTimeFormat(intlLocale(i18n.language), {
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        }).format(new Date(`${start}T00:00:00Z`));
  return (
    <table className="collection-table">
      <thead>
        <tr>
          <th scope="col">
            <span className="sr-only">{t('selectLine', { document: '' })}</span>
          </th>
          <th scope="col">{t('columns.dueDate')}</th>
          <th scope="col">{t('columns.dealer')}</th>
          <th scope="col">{t('columns.document')}</th>
          <th scope="col" className="collection-number">
            {t('columns.amount')}
          </th>
          <th scope="col" className="collection-number">
            {t('columns.collected')}
          </th>
          <th scope="col" className="collection-number">
            {t('columns.remaining')}
          </th>
          <th scope="col" className="collection-number">
            {t('columns.daysOverdue')}
          </th>
        </tr>
      </thead>
      {[...sections].map(([start, lines]) => (
        <tbody key={start}>
          <tr className="collection-group">
            <th scope="colgroup" colSpan={8}>
              <span>{title(start)}</span>
              <span className="collection-subtotals">
                {groups
                  .filter((sum) => sum.start === start)
                  .map((sum) =>
                    t('subtotal', {
                      count: sum.lineCount,
                      amount: planMoney(sum.remaining, sum.currencyCode),
                    }),
                  )
                  .join(' · ')}
              </span>
            </th>
          </tr>
          {lines.map((line) => {
            const document = dueLineName(line);
            return (
              <tr key={line.id} className={selected.has(line.id) ? 'collection-row-selected' : undefined}>
                <td>
                  <TapCheck
                    checked={selected.has(line.id)}
                    disabled={passiveFirms.has(line.firmId)}
                    onChange={(checked) => onToggle(line, checked)}
                    label={t('selectLine', { document })}
                  />
                </td>
                <td data-label={t('columns.dueDate')}>{formatDay(line.dueDate)}</td>
                <td data-label={t('columns.dealer')}>
                  {line.firmCode} · {line.firmName}
                </td>
                <td data-label={t('columns.document')}>
                  <span className="statement-document-no">{line.documentNo}</span>
                </td>
                <td data-label={t('columns.amount')} className="collection-number">
                  {planMoney(line.amount, line.currencyCode)}
                </td>
                <td data-label={t('columns.collected')} className="collection-number">
                  {planMoney(line.collected, line.currencyCode)}
                </td>
                <td data-label={t('columns.remaining')} className="collection-number">
                  <strong>{planMoney(line.remaining, line.currencyCode)}</strong>
                </td>
                <td data-label={t('columns.daysOverdue')} className="collection-number">
                  {line.daysOverdue > 0 ? (
                    <span className="plan-days-overdue">{t('days', { count: line.daysOverdue })}</span>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      ))}
    </table>
  );
}
