import { formatTurkishAmount } from '@tahsilat/domain/pricing';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/form/select-field.js';
import { TextField } from '../../components/form/text-field.js';
import type { ExchangeAmounts, PaymentMethod, PaySetup } from './api.js';
import { formatMoney, isoToDotted } from './pay-format.js';
import { amountOf, type CurrencyCode, type PayFormValues } from './pay-model.js';
import { bindText, type PayFormState, PaymentMethodSelect, Section } from './pay-sections.js';
import { ExchangeInfo } from './pay-summary.js';
import { firmNameOf, lockedAmountOf, type PayTarget } from './pay-target.js';

/** Who is paid and what: recipient, a link's facts, the amount, the currency, the description. */
export function PaymentSection({
  form,
  setup,
  target,
  currencies,
  provider,
  exchange,
  methods,
}: {
  form: PayFormState;
  setup: PaySetup;
  target: PayTarget;
  currencies: readonly CurrencyCode[];
  provider: number | null;
  exchange: ExchangeAmounts | null;
  methods: readonly PaymentMethod[];
}) {
  const { t } = useTranslation('pay');
  const { values, layout, set } = form;
  const request = target.kind === 'request' ? target.request : null;
  const items = target.kind === 'portal' ? target.payment.items : null;
  const shopLink = target.kind === 'open' ? target.link : null;
  const lockedAmount = lockedAmountOf(target);
  const firmName = firmNameOf(target);
  const recipient = firmName ? `${setup.tenant.name} · ${firmName}` : setup.tenant.name;
  const reference =
    target.kind === 'request'
      ? target.request.referenceNumber
      : target.kind === 'open'
        ? (target.link?.referenceNumber ?? null)
        : null;
  const amountHint = request
    ? t('request.amountFixed')
    : lockedAmount !== null
      ? t('amountLocked')
      : items
        ? t('portal.itemsOpen', {
            count: items.ids.length,
            amount: formatMoney(items.open, values.currencyCode),
          })
        : null;
  return (
    <Section id="pay-payment" title={t('sections.payment')}>
      <div className="pay-fields">
        <div className="field span-2 pay-recipient">
          <span className="field-label">{t('fields.paymentRecipient')}</span>
          <span className="pay-recipient-name">{recipient}</span>
          {reference ? (
            <span className="pay-reference">
              {t('reference')}: <strong>{reference}</strong>
            </span>
          ) : null}
        </div>
        {request ? (
          <div className="field span-2 pay-request-info">
            <span className="field-label">{t('fields.description')}</span>
            <p className="pay-request-description">{request.description}</p>
            <span className="pay-reference">
              {t('request.validUntil', { date: isoToDotted(request.validityDate) })}
            </span>
          </div>
        ) : null}
        <TextField
          {...bindText(form, 'amount', (typed) => typed.replace(/[^\d.,]/g, ''))}
          label={t('fields.amount')}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0,00"
          maxLength={20}
          readOnly={lockedAmount !== null}
          hint={amountHint}
          onBlur={() => {
            const parsed = amountOf(values.amount);
            if (parsed !== null && lockedAmount === null) {
              set('amount', formatTurkishAmount(parsed));
            }
          }}
        />
        <SelectField
          id="pay-currencyCode"
          label={t('fields.currency')}
          value={values.currencyCode}
          disabled={currencies.length === 1 && (request !== null || items !== null || shopLink !== null)}
          options={currencies.map((code) => ({ value: code, label: t(`currencies.${code}`) }))}
          hint={
            request
              ? t('request.currencyFixed')
              : items
                ? t('portal.currencyFixed')
                : shopLink
                  ? t('currencyLocked')
                  : provider === 889
                    ? t('currencyTryOnly')
                    : null
          }
          onChange={(e) => set('currencyCode', e.target.value as PayFormValues['currencyCode'])}
        />
        {layout.exchange ? <ExchangeInfo exchange={exchange} rates={setup.currencies} /> : null}
        {layout.description ? (
          <TextField
            {...bindText(form, 'description')}
            className="span-2"
            label={t('fields.description')}
            hint={t('fields.descriptionHint')}
            maxLength={500}
          />
        ) : null}
        {layout.paymentMethod === 'single' && !layout.additionalSection ? (
          <PaymentMethodSelect form={form} methods={methods} />
        ) : null}
      </div>
    </Section>
  );
}
