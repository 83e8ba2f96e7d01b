import type { PosTransaction, PublicPaymentRequest } from '@tahsilat/domain';
import { formatAmount, formatTurkishAmount, istanbulIsoDate, parseAmount } from '@tahsilat/domain/pricing';
import {
  type FormEvent,
  type ReactNode,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { SelectField } from '../../components/form/select-field.js';
import { TextField } from '../../components/form/text-field.js';
import { translateMessage } from '../../i18n/index.js';
import { notifier } from '../../lib/notify.js';
import {
  type CurrencyRate,
  type ExchangeAmounts,
  fetchTransaction,
  type PaySetup,
  type PosTransactionWithRedirect,
  postLinkSalesRequest,
  postSalesRequest,
  useAvailableInstallments,
  useCommissionOptions,
  useExchangeAmounts,
} from './api.js';
import { CardMark } from './card-symbols.js';
import {
  amountOf,
  buildLinkSalesRequest,
  buildSalesRequest,
  cardBankOf,
  cardBrandOf,
  cardDigits,
  currencyChoices,
  emptyValues,
  FIELD_ORDER,
  findChoice,
  formatCardNumber,
  formatDotted,
  formatExchangeRate,
  formatExpiry,
  formatMobile,
  formatMoney,
  formatMoneyOf,
  formatPercent,
  formLayout,
  installmentTableBanks,
  isoToDotted,
  type ParamTokens,
  type PayField,
  type PayFormValues,
  type PayLanguage,
  paymentOptionsView,
  providerOf,
  validatePayForm,
  valuesAfterSuccess,
} from './pay-model.js';
import { DeferralInput, InstallmentTable, PaymentOptionsPicker } from './payment-options.js';
import { markThreeDWindow, THREE_D_WINDOW } from './result-channel.js';
import { ThreeDModal, type ThreeDSession } from './three-d-modal.js';

/** A shop link, decrypted by the server (SPEC 3 decrypted parameters). */
export interface ShopLink {
  tokens: ParamTokens;
  amount: string | null;
  referenceNumber: string | null;
  callbackUrl: string | null;
  firm: { firmId: string; firmName: string } | null;
}

/**
 * What the form pays: the open payment page (with a shop's link when it came with one), or a firm's
 * payment link, whose amount, currency, firm, description and payment set are fixed (SPEC 4).
 */
export type PayTarget =
  | { kind: 'open'; link: ShopLink | null }
  | { kind: 'request'; request: PublicPaymentRequest; code: string };

const DEFAULT_AGREEMENTS = {
  confidentiality: '/media/agreements/gizlilik-sozlesmesi.pdf',
  sales: '/media/agreements/mesafeli-satis-sozlesmesi.pdf',
};

const REDIRECT_AFTER_MS = 2_000;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="pay-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="pay-section-title">
        {title}
      </h2>
      <div className="pay-section-body">{children}</div>
    </section>
  );
}

/** Only an http(s) address leaves this page, whatever the answer carried. */
function safeRedirect(url: string | null | undefined): string | null {
  if (!url) {
    return null;
  }
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

export function PayForm({ setup, target }: { setup: PaySetup; target: PayTarget }) {
  const { t, i18n } = useTranslation('pay');
  const language: PayLanguage = i18n.language === 'en' ? 'en' : 'tr';
  const link = target.kind === 'open' ? target.link : null;
  const request = target.kind === 'request' ? target.request : null;
  const source = request ? 'link' : 'open';
  const fixedAmount = request?.amount ?? link?.amount ?? null;
  const lockedAmount = fixedAmount && (parseAmount(fixedAmount) ?? 0n) > 0n ? parseAmount(fixedAmount) : null;
  const [values, setValues] = useState<PayFormValues>(() => ({
    ...emptyValues(),
    amount: lockedAmount ? formatTurkishAmount(lockedAmount) : '',
    ...(request
      ? {
          currencyCode: request.currencyCode,
          description: request.description,
          customerInformation: request.customerName ?? '',
          customerEmail: request.customerEmail ?? '',
          mobilePhone: request.customerPhone ? formatMobile(request.customerPhone) : '',
        }
      : {}),
  }));
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [session, setSession] = useState<ThreeDSession | null>(null);
  const [linkStatus, setLinkStatus] = useState<'waiting' | 'redirecting' | null>(null);
  const [description, setDescription] = useState('');

  const methods = setup.paymentMethods;
  const layout = formLayout(
    {
      isPosTransactionUseAdditionalField: setup.tenant.isPosTransactionUseAdditionalField,
      b2BIsUseAdditionalFieldForPolicy: setup.tenant.b2BIsUseAdditionalFieldForPolicy,
      b2BShowCustomFields: setup.tenant.b2BShowCustomFields,
      isUseB2BCurrencyExChange: setup.tenant.isUseB2BCurrencyExChange,
      b2BViewCurrencyExchangeRate: setup.tenant.b2BViewCurrencyExchangeRate,
    },
    setup.screen,
    {
      withParams: link !== null,
      language,
      hasPaymentMethods: methods.length > 0,
      paymentLink: request !== null,
    },
  );
  const chosenMethods = methods.filter((m) => values.paymentMethodIds.includes(m.id));
  const sets = new Set(chosenMethods.map((m) => m.paymentSetId));
  const paymentSetId = request ? request.paymentSetId : sets.size === 1 ? ([...sets][0] ?? null) : null;
  const firmId = request?.firmId ?? link?.firm?.firmId ?? null;

  const commissions = useCommissionOptions(source, setup.tenantPaymentGuid, paymentSetId, firmId);
  const options = commissions.data;
  const cardBank = cardBankOf(values.cardNumber);
  const cardRecognisable = cardDigits(values.cardNumber).length >= 6;
  const bankLimited = options ? !options.useCommissionsForAvailableInstallment : false;
  const installments = useAvailableInstallments(source, setup.tenantPaymentGuid, cardBank, bankLimited);
  const amountKurus = amountOf(values.amount);
  const pricedAmount = amountKurus !== null && amountKurus > 0n ? amountKurus : null;

  const constraints = useMemo(
    () => ({
      availableInstallments: bankLimited ? (installments.data?.installments ?? []) : null,
      maxInstallment: options?.maxInstallment ?? null,
      today: istanbulIsoDate(),
    }),
    [bankLimited, installments.data, options?.maxInstallment],
  );
  const view = useMemo(
    () =>
      paymentOptionsView({
        commissions: options?.commissions ?? [],
        amount: pricedAmount,
        currency: values.currencyCode,
        cardBankId: cardBank,
        cardRecognisable,
        useEmptyCommissionList: options?.useEmptyCommissionList ?? false,
        constraints,
      }),
    [options, pricedAmount, values.currencyCode, cardBank, cardRecognisable, constraints],
  );
  // The picker follows the typing a moment later, in the background: the fields never wait for it.
  const shownView = useDeferredValue(view, null);
  const tableBanks = useMemo(
    () => installmentTableBanks(options?.commissions ?? [], pricedAmount, values.currencyCode, constraints),
    [options, pricedAmount, values.currencyCode, constraints],
  );
  const chosen = findChoice(view, values.choice);
  const provider = providerOf(chosen ? values.choice : null, cardBank);
  const currencies = currencyChoices(
    request ? [request.currencyCode] : setup.currencies.map((c) => c.code),
    provider,
    setup.screen,
  );
  const exchange = useExchangeAmounts(
    setup.tenantId,
    pricedAmount === null ? null : formatAmount(pricedAmount),
    values.currencyCode,
    layout.exchange,
  );

  // A choice the options no longer offer (another card, currency or payment set) is dropped.
  useEffect(() => {
    if (values.choice && options && !chosen) {
      setValues((current) => ({ ...current, choice: null, deferral: '' }));
    }
  }, [values.choice, options, chosen]);
  // Provider 889 takes Turkish lira only: the currency follows it.
  useEffect(() => {
    if (!currencies.includes(values.currencyCode) && currencies[0]) {
      setValues((current) => ({ ...current, currencyCode: currencies[0] ?? 'TRY' }));
    }
  }, [currencies, values.currencyCode]);
  // The tenant's description is HTML: sanitised again here, by a module loaded only when there is one.
  useEffect(() => {
    const html = options?.posCollectionDescription;
    if (!html) {
      setDescription('');
      return;
    }
    let live = true;
    void import('../../lib/sanitize-html.js').then(({ sanitizeDescription }) => {
      if (live) {
        setDescription(sanitizeDescription(html));
      }
    });
    return () => {
      live = false;
    };
  }, [options?.posCollectionDescription]);

  const paymentMethodNames = useCallback(
    (ids: string[]) =>
      methods
        .filter((m) => ids.includes(m.id))
        .map((m) => m.name)
        .join(', '),
    [methods],
  );
  const errors = submitted ? validatePayForm(values, { layout, chosen, paymentMethodNames }) : {};
  const errorOf = (field: PayField) => {
    const message = errors[field];
    return message ? translateMessage(message) : undefined;
  };
  const set = <K extends PayField>(field: K, value: PayFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    setSubmitted(true);
    const found = validatePayForm(values, { layout, chosen, paymentMethodNames });
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first || !chosen) {
      const target =
        first === 'choice'
          ? document.querySelector<HTMLInputElement>('#pay-choice input')
          : document.getElementById(`pay-${first}`);
      target?.focus();
      return;
    }
    // A bank whose page opens in its own window gets it now, while the click still counts.
    let popup: Window | null = null;
    if (setup.providers.find((p) => p.id === chosen.bank.bankId)?.threeDDisplay === 'window') {
      popup = window.open('', THREE_D_WINDOW, 'popup=yes,width=520,height=720');
      if (!popup) {
        const blocked = t('modal.popupBlocked');
        setFormError(blocked);
        notifier.show('error', blocked);
        return;
      }
      markThreeDWindow(popup);
      popup.document.title = t('modal.title');
      popup.document.body.textContent = t('modal.loading');
    }
    setSending(true);
    const sale = { firmId, language, layout, chosen, paymentMethods: methods };
    const answer = request
      ? await postLinkSalesRequest(
          buildLinkSalesRequest(values, {
            ...sale,
            paymentCode: target.kind === 'request' ? target.code : '',
            isPreAuth: request.isPreAuth,
          }),
        )
      : await postSalesRequest(
          buildSalesRequest(values, {
            ...sale,
            tenantPaymentGuid: setup.tenantPaymentGuid,
            tenantEmail: setup.tenantEmail,
            paramTokens: link?.tokens ?? null,
          }),
        );
    setSending(false);
    if (!answer.success || !answer.data) {
      popup?.close();
      setFormError(translateMessage(answer.message));
      return;
    }
    setSession({ transactionId: answer.data.transactionId, content: answer.data.content, popup });
  }

  const finished = useCallback(
    (transaction: PosTransaction) => {
      if (transaction.isSuccess && !link && !request) {
        // SPEC 4: after success the form starts again; the bank and firm stay.
        setValues((current) => valuesAfterSuccess(current, false));
        setSubmitted(false);
      } else if (!transaction.isSuccess) {
        setValues((current) => ({ ...current, cvv: '' }));
      }
    },
    [link, request],
  );

  async function closeModal() {
    const transactionId = session?.transactionId;
    setSession(null);
    if (request) {
      // SPEC 4: closing the modal on the payment-request page reloads it (paid, or still waiting).
      window.location.reload();
      return;
    }
    if (!link || !transactionId) {
      return;
    }
    // Paying a shop's link: the shop hears the result only from a signed redirect.
    setLinkStatus('waiting');
    const answer = await fetchTransaction(transactionId);
    const transaction = answer.data as PosTransactionWithRedirect | null;
    const target = transaction?.isSuccess ? safeRedirect(transaction.callbackRedirectUrl) : null;
    if (target) {
      setLinkStatus('redirecting');
      notifier.show('success', t('params.redirecting'), REDIRECT_AFTER_MS);
      window.setTimeout(() => window.location.assign(target), REDIRECT_AFTER_MS);
      return;
    }
    setLinkStatus(null);
    setFormError(t('params.failed'));
    notifier.show('error', t('params.failed'));
  }

  const currency = values.currencyCode;
  const payLabel = chosen?.option.total
    ? t('pay', { amount: formatMoney(chosen.option.total, currency) })
    : pricedAmount !== null
      ? t('pay', { amount: formatMoneyOf(pricedAmount, currency) })
      : t('payPlain');
  const brand = cardBrandOf(values.cardNumber);
  const agreements = {
    confidentiality: setup.tenant.confidentialityAgreementPath ?? DEFAULT_AGREEMENTS.confidentiality,
    sales: setup.tenant.salesAgreementPath ?? DEFAULT_AGREEMENTS.sales,
  };
  const selectableTable = options?.isSelectableInstallmentTable ?? true;
  const firmName = request?.firmName ?? link?.firm?.firmName ?? null;
  const recipient = firmName ? `${setup.tenant.name} · ${firmName}` : setup.tenant.name;
  const reference = request?.referenceNumber ?? link?.referenceNumber ?? null;

  // One payment method: required in additional-field mode, optional otherwise (then in the payment section).
  // Its payment set decides the commission options, so a new choice drops the option chosen.
  const methodSelect = (
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

  return (
    <>
      {description ? (
        <div
          className="pay-description"
          // Sanitised with DOMPurify to the shared allow list just above (SECURITY.md).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised tenant HTML
          dangerouslySetInnerHTML={{ __html: description }}
        />
      ) : null}
      {linkStatus ? (
        <div className="pay-link-status" role="status">
          <span className="spinner spinner-dark" aria-hidden="true" />
          {linkStatus === 'waiting' ? t('params.waiting') : t('params.redirecting')}
        </div>
      ) : null}
      <form className="pay-grid" noValidate onSubmit={submit} aria-busy={sending}>
        <div className="pay-form-column">
          {layout.customerSection ? (
            <Section id="pay-customer" title={t('sections.customer')}>
              <div className="pay-fields">
                {layout.customerInformation ? (
                  <TextField
                    id="pay-customerInformation"
                    className="span-2"
                    label={t('fields.customerInformation')}
                    hint={t('fields.customerInformationHint')}
                    autoComplete="name"
                    maxLength={200}
                    value={values.customerInformation}
                    error={errorOf('customerInformation')}
                    onChange={(e) => set('customerInformation', e.target.value)}
                  />
                ) : null}
                {layout.mobilePhone ? (
                  <TextField
                    id="pay-mobilePhone"
                    label={t('fields.mobilePhone')}
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel-national"
                    placeholder="05__ ___ __ __"
                    value={values.mobilePhone}
                    error={errorOf('mobilePhone')}
                    onChange={(e) => set('mobilePhone', formatMobile(e.target.value))}
                  />
                ) : null}
                {layout.customerEmail ? (
                  <TextField
                    id="pay-customerEmail"
                    label={t('fields.email')}
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    maxLength={254}
                    hint={t('fields.emailHint')}
                    value={values.customerEmail}
                    error={errorOf('customerEmail')}
                    onChange={(e) => set('customerEmail', e.target.value)}
                  />
                ) : null}
                {layout.tckn ? (
                  <TextField
                    id="pay-tckn"
                    label={t('fields.tckn')}
                    inputMode="numeric"
                    maxLength={11}
                    value={values.tckn}
                    error={errorOf('tckn')}
                    onChange={(e) => set('tckn', e.target.value.replace(/\D/g, ''))}
                  />
                ) : null}
              </div>
            </Section>
          ) : null}

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
                id="pay-amount"
                label={t('fields.amount')}
                inputMode="decimal"
                autoComplete="off"
                placeholder="0,00"
                maxLength={20}
                readOnly={lockedAmount !== null}
                hint={request ? t('request.amountFixed') : lockedAmount !== null ? t('amountLocked') : null}
                value={values.amount}
                error={errorOf('amount')}
                onChange={(e) => set('amount', e.target.value.replace(/[^\d.,]/g, ''))}
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
                disabled={request !== null}
                options={currencies.map((code) => ({ value: code, label: t(`currencies.${code}`) }))}
                hint={request ? t('request.currencyFixed') : provider === 889 ? t('currencyTryOnly') : null}
                onChange={(e) => set('currencyCode', e.target.value as PayFormValues['currencyCode'])}
              />
              {layout.exchange ? (
                <ExchangeInfo
                  exchange={pricedAmount === null ? null : (exchange.data ?? null)}
                  rates={setup.currencies}
                />
              ) : null}
              {layout.description ? (
                <TextField
                  id="pay-description"
                  className="span-2"
                  label={t('fields.description')}
                  hint={t('fields.descriptionHint')}
                  maxLength={500}
                  value={values.description}
                  error={errorOf('description')}
                  onChange={(e) => set('description', e.target.value)}
                />
              ) : null}
              {layout.paymentMethod === 'single' && !layout.additionalSection ? methodSelect : null}
            </div>
          </Section>

          {layout.additionalSection ? (
            <Section id="pay-additional" title={t('sections.additional')}>
              <div className="pay-fields">
                {layout.contractNumber ? (
                  <TextField
                    id="pay-contractNumber"
                    label={layout.policyFields ? t('fields.policyNumber') : t('fields.contractNumber')}
                    inputMode={layout.mode.additionalField ? 'numeric' : undefined}
                    maxLength={layout.mode.additionalField ? 7 : 50}
                    value={values.contractNumber}
                    error={errorOf('contractNumber')}
                    onChange={(e) => set('contractNumber', e.target.value)}
                  />
                ) : null}
                {layout.policyFields ? (
                  <>
                    <TextField
                      id="pay-policyDate"
                      label={t('fields.policyIssueDate')}
                      inputMode="numeric"
                      placeholder="GG.AA.YYYY"
                      value={values.policyDate}
                      error={errorOf('policyDate')}
                      onChange={(e) => set('policyDate', formatDotted(e.target.value, values.policyDate))}
                    />
                    <TextField
                      id="pay-insuranceCompany"
                      label={t('fields.insuranceCompany')}
                      maxLength={100}
                      value={values.insuranceCompany}
                      error={errorOf('insuranceCompany')}
                      onChange={(e) => set('insuranceCompany', e.target.value)}
                    />
                  </>
                ) : null}
                {layout.branchCode ? (
                  <TextField
                    id="pay-branchCode"
                    label={t('fields.branchName')}
                    maxLength={50}
                    value={values.branchCode}
                    error={errorOf('branchCode')}
                    onChange={(e) => set('branchCode', e.target.value)}
                  />
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
          ) : null}

          <Section id="pay-card" title={t('sections.card')}>
            <div className="pay-fields">
              <TextField
                id="pay-holderName"
                className="span-2"
                label={t('fields.holderName')}
                autoComplete="cc-name"
                maxLength={100}
                value={values.holderName}
                error={errorOf('holderName')}
                onChange={(e) => set('holderName', e.target.value)}
              />
              <TextField
                id="pay-cardNumber"
                className="span-2"
                label={t('fields.cardNumber')}
                inputMode="numeric"
                autoComplete="cc-number"
                placeholder="0000 0000 0000 0000"
                maxLength={19}
                value={values.cardNumber}
                error={errorOf('cardNumber')}
                onChange={(e) => set('cardNumber', formatCardNumber(e.target.value))}
                addon={
                  brand ? <span className="field-addon card-brand">{<CardMark brand={brand} />}</span> : null
                }
              />
              <TextField
                id="pay-expiry"
                label={t('fields.expiry')}
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder="AA/YY"
                maxLength={5}
                value={values.expiry}
                error={errorOf('expiry')}
                onChange={(e) => set('expiry', formatExpiry(e.target.value, values.expiry))}
              />
              <TextField
                id="pay-cvv"
                label={t('fields.cvv')}
                inputMode="numeric"
                autoComplete="cc-csc"
                placeholder="•••"
                maxLength={4}
                hint={t('fields.cvvHint')}
                value={values.cvv}
                error={errorOf('cvv')}
                onChange={(e) => set('cvv', e.target.value.replace(/\D/g, ''))}
              />
            </div>
          </Section>

          <Section id="pay-options" title={t('sections.options')}>
            {options && shownView ? (
              <PaymentOptionsPicker
                view={shownView}
                value={chosen ? values.choice : null}
                currency={currency}
                showRate={layout.commissionRate}
                campaignButton={layout.campaignButton}
                error={errorOf('choice')}
                onChange={(value) => setValues((current) => ({ ...current, choice: value, deferral: '' }))}
              />
            ) : (
              <p className="option-empty">{t('loading')}</p>
            )}
            {chosen?.option.deferral ? (
              <DeferralInput
                range={chosen.option.deferral}
                value={values.deferral}
                error={errorOf('deferral')}
                onChange={(value) => set('deferral', value.replace(/\D/g, ''))}
              />
            ) : null}
            {selectableTable && tableBanks.length > 0 ? (
              <InstallmentTable
                banks={tableBanks}
                currency={currency}
                showRate={layout.commissionRate}
                collapsible
              />
            ) : null}
          </Section>
        </div>

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
                      <dd>{formatPercent(chosen.option.rate)}</dd>
                    </div>
                  ) : null}
                  <div>
                    <dt>{t('fields.installment')}</dt>
                    <dd>
                      {chosen.option.installment === 1
                        ? t('options.singleOption')
                        : t('summary.installments', {
                            count: chosen.option.paidInstallments,
                            monthly: formatMoney(chosen.option.monthly, currency),
                          })}
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
            ) : submitted && Object.keys(errors).length > 0 ? (
              <div className="form-error" role="alert">
                {t('fixErrors')}
              </div>
            ) : null}
            <button
              type="submit"
              className="button-primary pay-button"
              disabled={sending || linkStatus !== null}
              aria-busy={sending}
            >
              {sending ? <span className="spinner" aria-hidden="true" /> : <LockIcon />}
              <span>{payLabel}</span>
            </button>
            <p className="pay-secure-note">{t('secureNote')}</p>
          </div>
        </aside>
      </form>
      {!selectableTable && tableBanks.length > 0 ? (
        <InstallmentTable
          banks={tableBanks}
          currency={currency}
          showRate={layout.commissionRate}
          collapsible={false}
        />
      ) : null}
      {session ? (
        <ThreeDModal session={session} onFinished={finished} onClose={() => void closeModal()} />
      ) : null}
    </>
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
function ExchangeInfo({
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
