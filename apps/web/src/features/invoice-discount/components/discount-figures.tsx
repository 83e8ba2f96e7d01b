import type { DiscountLineView, DiscountTotalView } from '@tahsilat/domain';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/data-table.js';
import { formatDay, formatMoney } from '../../../lib/format.js';
import { decimalText } from '../discount-view.js';

const FIGURES = ['amount', 'discount', 'commission', 'bsmv', 'fee', 'net'] as const;

/** Per currency: amount, discount, commission, BSMV, fee, net payout and the weighted-average days. */
export function DiscountTotals({ totals, testId }: { totals: readonly DiscountTotalView[]; testId: string }) {
  const { t, i18n } = useTranslation('discount');
  return (
    <div className="discount-totals">
      {totals.map((total) => (
        <div key={total.currencyCode} className="discount-total">
          <h3>{t('preview.totals', { currency: total.currencyCode, count: total.count })}</h3>
          <dl className="statement-figures discount-figures">
            {FIGURES.map((figure) => (
              <div key={figure} className={`statement-figure discount-figure-${figure}`}>
                <dt>{t(`columns.${figure}`)}</dt>
                <dd data-testid={`${testId}-${figure}-${total.currencyCode}`}>
                  {formatMoney(total[figure], total.currencyCode)}
                </dd>
              </div>
            ))}
            <div className="statement-figure">
              <dt>{t('preview.averageDays')}</dt>
              <dd data-testid={`${testId}-days-${total.currencyCode}`}>
                {t('preview.averageDaysValue', { days: decimalText(total.averageDays, i18n.language) })}
              </dd>
            </div>
          </dl>
        </div>
      ))}
    </div>
  );
}

/** One row per invoice with the server's figures: a table when wide, cards on a phone. */
export function DiscountLines({
  lines,
  label,
  isCompact,
}: {
  lines: readonly DiscountLineView[];
  /** The name of the list's region (unique on the page). */
  label: string;
  isCompact: boolean;
}) {
  const { t } = useTranslation('discount');
  const money = (line: DiscountLineView, figure: (typeof FIGURES)[number]) =>
    formatMoney(line[figure], line.currencyCode);
  if (isCompact) {
    return (
      <ol className="statement-cards discount-line-cards" aria-label={label}>
        {lines.map((line) => (
          <li key={line.invoiceId} className="statement-card">
            <div className="statement-card-head">
              <strong className="statement-document-no">{line.invoiceNo}</strong>
              <span>
                {formatDay(line.dueDate)} · {t('days', { count: line.days })}
              </span>
            </div>
            <dl className="statement-card-figures">
              {FIGURES.map((figure) => (
                <div key={figure}>
                  <dt>{t(`columns.${figure}`)}</dt>
                  <dd className={figure === 'net' ? 'statement-balance' : undefined}>
                    {money(line, figure)}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
    );
  }
  const columns: DataColumn<DiscountLineView>[] = [
    {
      title: t('columns.invoiceNo'),
      key: 'invoiceNo',
      render: (line) => (
        <span className="statement-cell-stack">
          <span className="statement-document-no">{line.invoiceNo}</span>
          <small>
            {formatDay(line.dueDate)} · {t('days', { count: line.days })}
          </small>
        </span>
      ),
    },
    ...FIGURES.map(
      (figure): DataColumn<DiscountLineView> => ({
        title: t(`columns.${figure}`),
        key: figure,
        align: 'end',
        width: figure === 'amount' || figure === 'net' ? 128 : 104,
        render: (line) => (figure === 'net' ? <strong>{money(line, figure)}</strong> : money(line, figure)),
      }),
    ),
  ];
  return (
    // The table scrolls sideways here when the space is narrow: a region the keyboard can reach and scroll.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1)
    <section className="discount-lines-scroll" tabIndex={0} aria-label={label}>
      <DataTable<DiscountLineView>
        className="discount-line-table"
        rowKey={(line) => line.invoiceId}
        columns={columns}
        rows={lines}
        empty={null}
      />
    </section>
  );
}
