import type { StatementPage } from '@tahsilat/domain';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.js';
import { amountText, balanceMoneyText, fxBalanceText } from '../statement-query.js';

/** Devir, the period's debit and credit, and the closing balance, above the rows; with what to know about them. */
export function StatementSummary({ page }: { page: StatementPage }) {
  const { t } = useTranslation('statement');
  const totals = page.totals;
  if (!totals) {
    return null;
  }
  // Filtered to one foreign currency: each balance card also shows the FX balance in that currency.
  const fxCurrency = page.currency && page.currency !== 'TRY' ? page.currency : null;
  const fx = (fxBalance: string | null) => (fxCurrency ? fxBalanceText(fxBalance, fxCurrency) : '');
  const figures: { key: string; label: string; value: string; fx?: string; note?: string }[] = [
    {
      key: 'opening',
      label: t('summary.opening'),
      value: balanceMoneyText(page.opening.balance, page.opening.side),
      fx: fx(page.opening.fxBalance),
    },
    { key: 'debit', label: t('summary.debit'), value: `${amountText(totals.debit)} TL` },
    { key: 'credit', label: t('summary.credit'), value: `${amountText(totals.credit)} TL` },
    {
      key: 'closing',
      label: t('summary.closing'),
      value: balanceMoneyText(totals.closing.balance, totals.closing.side),
      fx: fx(totals.closing.fxBalance),
      note: t('summary.movements', { count: totals.movementCount + totals.pendingCount }),
    },
  ];
  return (
    <section className="statement-summary" aria-label={t('summary.closing')}>
      <dl className="statement-figures">
        {figures.map((figure) => (
          <div key={figure.key} className={`statement-figure statement-figure-${figure.key}`}>
            <dt>{figure.label}</dt>
            <dd>
              <span data-testid={`statement-${figure.key}`}>{figure.value}</span>
              {figure.fx ? (
                <span className="statement-figure-fx" data-testid={`statement-${figure.key}-fx`}>
                  {figure.fx}
                </span>
              ) : null}
              {figure.note ? <small>{figure.note}</small> : null}
            </dd>
          </div>
        ))}
      </dl>
      {totals.pendingCount > 0 ? (
        <Alert
          type="info"
          showIcon
          message={t('summary.pending', {
            count: totals.pendingCount,
            amount: formatMoney(totals.pendingAmount, 'TRY'),
          })}
        />
      ) : null}
      {page.partial ? <Alert type="warning" showIcon message={t('summary.partial')} /> : null}
    </section>
  );
}
