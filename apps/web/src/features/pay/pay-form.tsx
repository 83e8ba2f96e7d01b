import type { PosTransaction } from '@tahsilat/domain';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/index.js';
import { notifier } from '../../lib/notify.js';
import { fetchTransaction, type PaySetup, type PosTransactionWithRedirect } from './api.js';
import { formatMoney, formatMoneyOf } from './pay-format.js';
import {
  FIELD_ORDER,
  formLayout,
  type PayField,
  type PayFormValues,
  type PayLanguage,
  validatePayForm,
  valuesAfterSuccess,
} from './pay-model.js';
import { PaymentSection } from './pay-payment-section.js';
import { PayResult, ReceiptLink } from './pay-result.js';
import {
  AdditionalSection,
  CardSection,
  CustomerSection,
  type PayFormState,
  Section,
} from './pay-sections.js';
import { PaySummary } from './pay-summary.js';
import { firmIdOf, initialValues, type PayTarget, postSale, sourceOf, targetIssues } from './pay-target.js';
import { DeferralInput, InstallmentTable, PaymentOptionsPicker } from './payment-options.js';
import { markThreeDWindow, THREE_D_WINDOW } from './result-channel.js';
import { ThreeDModal, type ThreeDSession } from './three-d-modal.js';
import { usePayOptions } from './use-pay-options.js';
import { useTenantNotice } from './use-tenant-notice.js';

const DEFAULT_AGREEMENTS = {
  confidentiality: '/media/agreements/gizlilik-sozlesmesi.pdf',
  sales: '/media/agreements/mesafeli-satis-sozlesmesi.pdf',
};

const REDIRECT_AFTER_MS = 2_000;

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

/**
 * The card payment form of every payment screen (pay without login, a shop's link, a payment link, the signed-in
 * /pos-collection): the target decides what is fixed and which API it talks to. `onPaid` hears a successful
 * payment once its result is shown.
 */
export function PayForm({
  setup,
  target,
  onPaid,
}: {
  setup: PaySetup;
  target: PayTarget;
  onPaid?: (transaction: PosTransaction) => void;
}) {
  const { t, i18n } = useTranslation('pay');
  const language: PayLanguage = i18n.language === 'en' ? 'en' : 'tr';
  const link = target.kind === 'open' ? target.link : null;
  const request = target.kind === 'request' ? target.request : null;
  const source = sourceOf(target);
  const [values, setValues] = useState<PayFormValues>(() => initialValues(target));
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [session, setSession] = useState<ThreeDSession | null>(null);
  const [linkStatus, setLinkStatus] = useState<'waiting' | 'redirecting' | null>(null);
  /** How the last payment ended, kept on the page once the modal is closed (issue 27) until a new one starts. */
  const [outcome, setOutcome] = useState<PosTransaction | null>(null);

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
  const firmId = firmIdOf(target);

  const { options, shownView, tableBanks, chosen, provider, currencies, exchange, pricedAmount } =
    usePayOptions({ source, setup, target, values, paymentSetId, firmId, exchangeShown: layout.exchange });

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
  const description = useTenantNotice(options, i18n.language);

  const paymentMethodNames = useCallback(
    (ids: string[]) =>
      methods
        .filter((m) => ids.includes(m.id))
        .map((m) => m.name)
        .join(', '),
    [methods],
  );
  const check = () => ({
    ...validatePayForm(values, { layout, chosen, paymentMethodNames }),
    ...targetIssues(target, values),
  });
  const errors = submitted ? check() : {};
  const errorOf = (field: PayField) => {
    const message = errors[field];
    return message ? translateMessage(message) : undefined;
  };
  const set = <K extends PayField>(field: K, value: PayFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const form: PayFormState = { values, layout, errorOf, set, setValues };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    setOutcome(null);
    setSubmitted(true);
    const found = check();
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
    const answer = await postSale(target, setup, values, {
      firmId,
      language,
      layout,
      chosen,
      paymentMethods: methods,
    });
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
        // A decline is the bank's word, not the payer's mistake: no field is marked until they pay again.
        setValues((current) => ({ ...current, cvv: '' }));
        setSubmitted(false);
      }
      if (transaction.isSuccess) {
        onPaid?.(transaction);
      }
    },
    [link, request, onPaid],
  );

  async function closeModal(result: PosTransaction | null) {
    const transactionId = session?.transactionId;
    setSession(null);
    if (result && !result.isSuccess) {
      // The card is tried again from scratch; everything else the payer typed stays.
      setValues((current) => ({ ...current, cardNumber: '', expiry: '', cvv: '' }));
    }
    if (request) {
      // SPEC 4: closing the modal on the payment-request page reloads it (paid, or still waiting).
      window.location.reload();
      return;
    }
    if (!link) {
      setOutcome(result);
      return;
    }
    if (!transactionId) {
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
  const agreements = {
    confidentiality: setup.tenant.confidentialityAgreementPath ?? DEFAULT_AGREEMENTS.confidentiality,
    sales: setup.tenant.salesAgreementPath ?? DEFAULT_AGREEMENTS.sales,
  };
  const selectableTable = options?.isSelectableInstallmentTable ?? true;

  if (outcome?.isSuccess) {
    // Paid: the result stays on the page (number, amount, card, receipt) until the payer starts a new payment.
    return (
      <PayResult
        transaction={outcome}
        className="pay-result-panel"
        headingLevel={2}
        testId="pay-result-panel"
        note
        actions={
          <>
            {outcome.receiptUrl ? <ReceiptLink url={outcome.receiptUrl} /> : null}
            <button type="button" className="button-primary" onClick={() => setOutcome(null)}>
              {t('modal.newPayment')}
            </button>
          </>
        }
      />
    );
  }

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
      {outcome ? (
        // Declined: the explanation stays above the form, which keeps what was typed except the card.
        <PayResult
          transaction={outcome}
          className="pay-result-panel"
          headingLevel={2}
          testId="pay-result-panel"
          actions={
            <button
              type="button"
              className="button-primary"
              onClick={() => {
                setOutcome(null);
                document.getElementById('pay-cardNumber')?.focus();
              }}
            >
              {t('result.retry')}
            </button>
          }
        />
      ) : null}
      <form className="pay-grid" noValidate onSubmit={submit} aria-busy={sending}>
        <div className="pay-form-column">
          {layout.customerSection ? <CustomerSection form={form} /> : null}

          <PaymentSection
            form={form}
            setup={setup}
            target={target}
            currencies={currencies}
            provider={provider}
            exchange={pricedAmount === null ? null : (exchange.data ?? null)}
            methods={methods}
          />

          {layout.additionalSection ? <AdditionalSection form={form} methods={methods} /> : null}

          <CardSection form={form} />

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

        <PaySummary
          form={form}
          pricedAmount={pricedAmount}
          chosen={chosen}
          agreements={agreements}
          formError={formError}
          showFixErrors={submitted && Object.keys(errors).length > 0}
          busy={sending}
          disabled={sending || linkStatus !== null}
          payLabel={payLabel}
        />
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
        <ThreeDModal session={session} onFinished={finished} onClose={(result) => void closeModal(result)} />
      ) : null}
    </>
  );
}
