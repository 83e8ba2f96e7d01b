import type { PaymentPlanPage } from '@tahsilat/domain';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '../../../lib/format.js';
import { planMoney } from './plan-status.js';

/** Per currency: what is open, overdue (and how many lines), due this month, and the late interest. */
export function PlanSummary({ page }: { page: PaymentPlanPage }) {
  const { t, i18n } = useTranslation('plan');
  const totals = page.totals ?? [];
  if (totals.length === 0) {
    return null;
  }
  return (
    <section className="statement-summary" aria-label={t('summary.remaining')}>
      {totals.map((total) => (
        <dl key={total.currencyCode} className="statement-figures">
          <div className="statement-figure">
            <dt>{t('summary.remaining')}</dt>
            <dd data-testid={`plan-remaining-${total.currencyCode}`}>
              {planMoney(total.remaining, total.currencyCode)}
            </dd>
          </div>
          <div className="statement-figure plan-figure-overdue">
            <dt>{t('summary.overdue')}</dt>
            <dd>
              <span data-testid={`plan-overdue-${total.currencyCode}`}>
                {planMoney(total.overdue, total.currencyCode)}
              </span>
              <small>{t('summary.overdueCount', { count: total.overdueCount })}</small>
            </dd>
          </div>
          <div className="statement-figure">
            <dt>{t('summary.dueThisMonth')}</dt>
            <dd>{planMoney(total.dueThisMonth, total.currencyCode)}</dd>
          </div>
          {total.lateInterest !== null ? (
            <div className="statement-figure">
              <dt>{t('summary.lateInterest')}</dt>
              <dd>
                {planMoney(total.lateInterest, total.currencyCode)}
                {page.lateInterestRate !== null ? (
                  <small>
                    {t('summary.rate', { rate: formatDecimal(page.lateInterestRate, i18n.language) })}
                  </small>
                ) : null}
              </dd>
            </div>
          ) : null}
        </dl>
      ))}
      {page.lateInterestRate !== null ? (
        <Alert type="info" showIcon message={t('summary.interestNote')} />
      ) : null}
    </section>
  );
}
