import type { ChangeEvent, Dispatch, ReactNode, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/form/select-field.js';
import { TextField } from '../../components/form/text-field.js';
import type { PaymentMethod } from './api.js';
import { CardMark } from './card-symbols.js';
import { cardBrandOf, formatCardNumber, formatDotted, formatExpiry, formatMobile } from './pay-format.js';
import type { PayField, PayFormLayout, PayFormValues } from './pay-model.js';

/** What a section of the payment form reads and writes. */
export interface PayFormState {
  values: PayFormValues;
  layout: PayFormLayout;
  errorOf: (field: PayField) => string | undefined;
  set: <K extends PayField>(field: K, value: PayFormValues[K]) => void;
  setValues: Dispatch<SetStateAction<PayFormValues>>;
}

/** The text fields of the form: their string-valued names. */
type TextPayField = { [K in PayField]: PayFormValues[K] extends string ? K : never }[PayField];

/** A text field's id, value, error and change handler (`clean` shapes what is typed, e.g. digits only). */
export function bindText(
  form: PayFormState,
  field: TextPayField,
  clean: (typed: string) => string = (typed) => typed,
) {
  return {
    id: `pay-${field}`,
    value: form.values[field],
    error: form.errorOf(field),
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.set(field, clean(event.target.value)),
  };
}

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="pay-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="pay-section-title">
        {title}
      </h2>
      <div className="pay-section-body">{children}</div>
    </section>
  );
}

/** The payer: name, mobile, e-mail and T.C. kimlik no, as the screen settings show them. */
export function CustomerSection({ form }: { form: PayFormState }) {
  const { t } = useTranslation('pay');
  const { layout } = form;
  return (
    <Section id="pay-customer" title={t('sections.customer')}>
      <div className="pay-fields">
        {layout.customerInformation ? (
          <TextField
            {...bindText(form, 'customerInformation')}
            className="span-2"
            label={t('fields.customerInformation')}
            hint={t('fields.customerInformationHint')}
            autoComplete="name"
            maxLength={200}
          />
        ) : null}
        {layout.mobilePhone ? (
          <TextField
            {...bindText(form, 'mobilePhone', formatMobile)}
            label={t('fields.mobilePhone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="05__ ___ __ __"
          />
        ) : null}
        {layout.customerEmail ? (
          <TextField
            {...bindText(form, 'customerEmail')}
            label={t('fields.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            hint={t('fields.emailHint')}
          />
        ) : null}
        {layout.tckn ? (
          <TextField
            {...bindText(form, 'tckn', (typed) => typed.replace(/\D/g, ''))}
            label={t('fields.tckn')}
            inputMode="numeric"
            maxLength={11}
          />
        ) : null}
      </div>
    </Section>
  );
}

/**
 * One payment method: required in additional-field mode, optional otherwise (then in the payment section).
 * Its payment set decides the commission options, so a new choice drops the option chosen.
 */
export function PaymentMethodSelect({
  form,
  methods,
}: {
  form: PayFormState;
  methods: readonly PaymentMethod[];
}) {
  const { t } = useTranslation('pay');
  const { values, layout, errorOf, setValues } = form;
  return (
    <SelectField
      id="pay-paymentMethodIds"
      className={layout.additionalSection ? undefined : 'span-2'}
      label={
        layout.mode.additionalField
          ? t('fields.paymentMethod')
          : `${t('fields.paymentMethod')} (${t('fields.optional')})`
      }
      placeholder={t('fields.choose')}
      value={values.paymentMethodIds[0] ?? ''}
      options={methods.map((m) => ({ value: m.id, label: m.name }))}
      error={errorOf('paymentMethodIds')}
      onChange={(e) =>
        setValues((current) => ({
          ...current,
          paymentMethodIds: e.target.value ? [e.target.value] : [],
          choice: null,
        }))
      }
    />
  );
}

/** Contract or policy fields, branch, member number and the payment types (SPEC 5 modes). */
export function AdditionalSection({
  form,
  methods,
}: {
  form: PayFormState;
  methods: readonly PaymentMethod[];
}) {
  const { t } = useTranslation('pay');
  const { values, layout, errorOf, set, setValues } = form;
  const methodSelect = <PaymentMethodSelect form={form} methods={methods} />;
  return (
    <Section id="pay-additional" title={t('sections.additional')}>
      <div className="pay-fields">
        {layout.contractNumber ? (
          <TextField
            {...bindText(form, 'contractNumber')}
            label={layout.policyFields ? t('fields.policyNumber') : t('fields.contractNumber')}
            inputMode={layout.mode.additionalField ? 'numeric' : undefined}
            maxLength={layout.mode.additionalField ? 7 : 50}
          />
        ) : null}
        {layout.policyFields ? (
          <>
            <TextField
              {...bindText(form, 'policyDate', (typed) => formatDotted(typed, values.policyDate))}
              label={t('fields.policyIssueDate')}
              inputMode="numeric"
              placeholder="GG.AA.YYYY"
            />
            <TextField
              {...bindText(form, 'insuranceCompany')}
              label={t('fields.insuranceCompany')}
              maxLength={100}
            />
          </>
        ) : null}
        {layout.branchCode ? (
          <TextField {...bindText(form, 'branchCode')} label={t('fields.branchName')} maxLength={50} />
        ) : null}
        {layout.memberNumber ? (
          <TextField
            id="pay-memberNumber"
            label={`${t('fields.memberNumber')} (${t('fields.optional')})`}
            maxLength={50}
            value={values.memberNumber}
            onChange={(e) => set('memberNumber', e.target.value)}
          />
        ) : null}
        {layout.paymentMethod === 'single' ? methodSelect : null}
        {layout.paymentMethod === 'multi' ? (
          <fieldset
            className={`field span-2 check-group${errorOf('paymentMethodIds') ? ' field-invalid' : ''}`}
            id="pay-paymentMethodIds"
            tabIndex={-1}
          >
            <legend className="field-label">{t('fields.paymentType')}</legend>
            {methods.map((m) => (
              <label key={m.id} className="check">
                <input
                  type="checkbox"
                  checked={values.paymentMethodIds.includes(m.id)}
                  onChange={(e) =>
                    setValues((current) => ({
                      ...current,
                      paymentMethodIds: e.target.checked
                        ? [...current.paymentMethodIds, m.id]
                        : current.paymentMethodIds.filter((id) => id !== m.id),
                      choice: null,
                    }))
                  }
                />
                <span>{m.name}</span>
              </label>
            ))}
            {errorOf('paymentMethodIds') ? (
              <div className="field-error" role="alert">
                {errorOf('paymentMethodIds')}
              </div>
            ) : null}
          </fieldset>
        ) : null}
      </div>
    </Section>
  );
}

/** Holder, number, expiry and CVV: they live in this form's memory only and go straight to the bank's page. */
export function CardSection({ form }: { form: PayFormState }) {
  const { t } = useTranslation('pay');
  const { values } = form;
  const brand = cardBrandOf(values.cardNumber);
  return (
    <Section id="pay-card" title={t('sections.card')}>
      <div className="pay-fields">
        <TextField
          {...bindText(form, 'holderName')}
          className="span-2"
          label={t('fields.holderName')}
          autoComplete="cc-name"
          maxLength={100}
        />
        <TextField
          {...bindText(form, 'cardNumber', formatCardNumber)}
          className="span-2"
          label={t('fields.cardNumber')}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="0000 0000 0000 0000"
          maxLength={19}
          addon={brand ? <span className="field-addon card-brand">{<CardMark brand={brand} />}</span> : null}
        />
        <TextField
          {...bindText(form, 'expiry', (typed) => formatExpiry(typed, values.expiry))}
          label={t('fields.expiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('fields.expiryPlaceholder')}
          maxLength={5}
        />
        <TextField
          {...bindText(form, 'cvv', (typed) => typed.replace(/\D/g, ''))}
          label={t('fields.cvv')}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="•••"
          maxLength={4}
          hint={t('fields.cvvHint')}
        />
      </div>
    </Section>
  );
}
