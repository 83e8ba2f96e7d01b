import type { DiscountTermsView } from '@tahsilat/domain';
import { CURRENCY_CODES } from '@tahsilat/domain/pricing';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.js';
import { decimalText } from '../discount-view.js';

/** "100,00 TL" for each currency the tenant set a non-zero amount in. */
function charges(amounts: DiscountTermsView['feePerRequest']): string[] {
  return CURRENCY_CODES.flatMap((currency) => {
    const amount = amounts[currency];
    return amount && !/^0+(\.0+)?$/.test(amount) ? [formatMoney(amount, currency)] : [];
  });
}

/** The terms the firm gets, in one line: method, annual rate (agreed or standard), commission, BSMV, minimum days. */
export function DiscountTerms({ terms }: { terms: DiscountTermsView }) {
  const { t, i18n } = useTranslation('discount');
  const rate = (value: string) => decimalText(value, i18n.language);
  return (
    <section className="discount-terms" aria-label={t('terms.label')} data-testid="discount-terms">
      <span>{t(`terms.methods.${terms.method}`)}</span>
      <span>
        <strong>{t('terms.rate', { rate: rate(terms.annualRate) })}</strong>{' '}
        <Tag color={terms.isAgreedRate ? 'green' : 'default'} className="discount-rate-tag">
          {t(terms.isAgreedRate ? 'terms.agreed' : 'terms.standard')}
        </Tag>
      </span>
      <span>
        {t('terms.commission', { rate: rate(terms.commissionRate) })}
        {charges(terms.commissionMinimum).map((amount) => ` ${t('terms.commissionMinimum', { amount })}`)}
      </span>
      {charges(terms.feePerRequest).map((amount) => (
        <span key={`request-${amount}`}>{t('terms.feePerRequest', { amount })}</span>
      ))}
      {charges(terms.feePerInvoice).map((amount) => (
        <span key={`invoice-${amount}`}>{t('terms.feePerInvoice', { amount })}</span>
      ))}
      <span>{t('terms.bsmv', { rate: rate(terms.bsmvRate) })}</span>
      {terms.minDaysToDue > 0 ? <span>{t('terms.minDays', { count: terms.minDaysToDue })}</span> : null}
    </section>
  );
}
