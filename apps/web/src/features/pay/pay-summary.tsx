import { installmentLabel } from '@tahsilat/domain/pricing';
import { Trans, useTranslation } from 'react-i18next';
import type { CurrencyRate, ExchangeAmounts } from './api.js';
import { formatExchangeRate, formatMoney, formatMoneyOf, formatPercent } from './pay-format.js';
import type { ChosenOption } from './pay-options.js';
import type { PayFormState } from './pay-sections.js';

/** The payment's summary beside the form: amount, commission, net, instalments, total, agreement and the button. */
export function PaySummary({
  form,
  pricedAmount,
  chosen,
  agreements,
  formError,
  showFixErrors,
  busy,
  disabled,
  payLabel,
}: {
  form: PayFormState;
  pricedAmount: bigint | null;
  chosen: ChosenOption | null;
  agreements: { confidentiality: string; sales: string };
  formError: string | null;
  showFixErrors: boolean;
  busy: boolean;
  disabled: boolean;
  payLabel: string;
}) {
  const { t, i18n } = useTranslation('pay');
  const { values, layout, errorOf, set } = form;
  const currency = values.currencyCode;
  return (
    <aside className="pay-summary-column" aria-labelledby="pay-summary-title">
      <div className="pay-summary">
        <h2 id="pay-summary-title" className="pay-section-title">
          {t('sections.summary')}
        </h2>
        <dl className="summary-list">
          <div>
            <dt>{t('summary.amount')}</dt>
            <dd>{pricedAmount !== null ? formatMoneyOf(pricedAmount, currency) : '—'}</dd>
          </div>
          {chosen ? (
            <>
              <div>
                <dt>{t('summary.commission')}</dt>
                <dd>{formatMoney(chosen.option.commission, currency)}</dd>
              </div>
              <div>
                <dt>{t('summary.netAmount')}</dt>
                <dd>{formatMoney(chosen.option.net, currency)}</dd>
              </div>
              {layout.commissionRate ? (
                <div>
                  <dt>{t('summary.commissionRate')}</dt>
                  <dd>{formatPercent(chosen.option.rate, i18n.language)}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t('fields.installment')}</dt>
                <dd data-testid="pay-installments">
                  {/* "3 + 2 taksit · 5 × 522,45 TL": the words the receipt and the history use, then the monthly. */}
                  {installmentLabel(
                    chosen.option.installment,
                    chosen.option.extraInstallments,
                    i18n.language,
                  )}
                  {chosen.option.installment > 1
                    ? ` · ${t('summary.installments', {
                        count: chosen.option.paidInstallments,
                        monthly: formatMoney(chosen.option.monthly, currency),
                      })}`
                    : null}
                </dd>
              </div>
              <div className="summary-total">
                <dt>{t('summary.totalAmount')}</dt>
                <dd data-testid="pay-total">{formatMoney(chosen.option.total, currency)}</dd>
              </div>
            </>
          ) : null}
        </dl>
        {chosen ? null : <p className="summary-hint">{t('summary.chooseOption')}</p>}
        <div className={`field agreement${errorOf('agreement') ? ' field-invalid' : ''}`}>
          <label className="check">
            <input
              id="pay-agreement"
              type="checkbox"
              checked={values.agreement}
              aria-invalid={errorOf('agreement') ? true : undefined}
              aria-describedby={errorOf('agreement') ? 'pay-agreement-error' : undefined}
              onChange={(e) => set('agreement', e.target.checked)}
            />
            <span>
              <Trans
                t={t}
                i18nKey="agreement.text"
                components={[
                  // biome-ignore lint/a11y/useAnchorContent: Trans puts the link text inside
                  <a key="c" href={agreements.confidentiality} target="_blank" rel="noreferrer" />,
                  // biome-ignore lint/a11y/useAnchorContent: Trans puts the link text inside
                  <a key="s" href={agreements.sales} target="_blank" rel="noreferrer" />,
                ]}
              />
            </span>
          </label>
          {errorOf('agreement') ? (
            <div id="pay-agreement-error" className="field-error" role="alert">
              {errorOf('agreement')}
            </div>
          ) : null}
        </div>
        {formError ? (
          <div className="form-error" role="alert">
            {formError}
          </div>
        ) : showFixErrors ? (
          <div className="form-error" role="alert">
            {t('fixErrors')}
          </div>
        ) : null}
        <button type="submit" className="button-primary pay-button" disabled={disabled} aria-busy={busy}>
          {busy ? <span className="spinner" aria-hidden="true" /> : <LockIcon />}
          <span>{payLabel}</span>
        </button>
        <p className="pay-secure-note">{t('secureNote')}</p>
      </div>
    </aside>
  );
}

function LockIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
    >
      <rect x="4" y="10" width="16" height="11" rx="2" />
      <path d="M8 10V7a4 4 0 0 1 8 0v3" />
    </svg>
  );
}

/** USD and EURO rates (4 decimals) and, once an amount is typed, its equivalents (SPEC 2). */
export function ExchangeInfo({
  exchange,
  rates,
}: {
  exchange: ExchangeAmounts | null;
  rates: readonly CurrencyRate[];
}) {
  const { t } = useTranslation('pay');
  const rateOf = (code: 'USD' | 'EUR') => {
    const rate = rates.find((r) => r.code === code)?.bankNoteSellValue;
    return rate ? rate.toFixed(4) : null;
  };
  const usdRate = exchange?.usdRate ?? rateOf('USD');
  const euroRate = exchange?.euroRate ?? rateOf('EUR');
  if (!usdRate && !euroRate) {
    return null;
  }
  return (
    <div className="exchange span-2" aria-live="polite">
      <div className="exchange-rates">
        {usdRate ? (
          <span>
            {t('exchange.usdRate')}: <strong>{formatExchangeRate(usdRate)}</strong>
          </span>
        ) : null}
        {euroRate ? (
          <span>
            {t('exchange.euroRate')}: <strong>{formatExchangeRate(euroRate)}</strong>
          </span>
        ) : null}
        <span className="exchange-note">{t('exchange.note')}</span>
      </div>
      {exchange ? (
        <div className="exchange-amounts">
          {t('exchange.equivalent')}: {formatMoney(exchange.tlAmount, 'TRY')} ·{' '}
          {formatMoney(exchange.usdAmount, 'USD')} · {formatMoney(exchange.euroAmount, 'EUR')}
        </div>
      ) : null}
    </div>
  );
}
