import type { CollectionTotals } from '@tahsilat/domain';
import { useTranslation } from 'react-i18next';
import { planMoney } from '../../payment-plan/components/plan-status.js';

/**
 * At the top of the plan, per currency over every matching line (not only the page on screen): what the dealers
 * still owe, what is overdue, and what falls due this week and this month, named as home and the payment plan name
 * them.
 */
export function CollectionSummary({ totals }: { totals: readonly CollectionTotals[] }) {
  const { t } = useTranslation('collection');
  if (totals.length === 0) {
    return null;
  }
  return (
    <section className="statement-summary" aria-label={t('summary.label')}>
      {totals.map((total) => (
        <dl
          key={total.currencyCode}
          className="statement-figures"
          data-testid={`collection-totals-${total.currencyCode}`}
        >
          <div className="statement-figure">
            <dt>{t('summary.remaining')}</dt>
            <dd>
              <span data-testid={`collection-remaining-${total.currencyCode}`}>
                {planMoney(total.remaining, total.currencyCode)}
              </span>
              <small>{t('summary.lines', { count: total.lineCount })}</small>
            </dd>
          </div>
          <div className="statement-figure plan-figure-overdue">
            <dt>{t('summary.overdue')}</dt>
            <dd>
              <span data-testid={`collection-overdue-${total.currencyCode}`}>
                {planMoney(total.overdue, total.currencyCode)}
              </span>
              <small>{t('summary.lines', { count: total.overdueCount })}</small>
            </dd>
          </div>
          <div className="statement-figure">
            <dt>{t('summary.dueThisWeek')}</dt>
            <dd data-testid={`collection-week-${total.currencyCode}`}>
              {planMoney(total.dueThisWeek, total.currencyCode)}
            </dd>
          </div>
          <div className="statement-figure">
            <dt>{t('summary.dueThisMonth')}</dt>
            <dd data-testid={`collection-month-${total.currencyCode}`}>
              {planMoney(total.dueThisMonth, total.currencyCode)}
            </dd>
          </div>
        </dl>
      ))}
    </section>
  );
}
