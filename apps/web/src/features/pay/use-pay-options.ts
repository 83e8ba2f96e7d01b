import { formatAmount, istanbulIsoDate } from '@tahsilat/domain/pricing';
import { useDeferredValue, useMemo } from 'react';
import {
  type PaySetup,
  type PaySource,
  useAvailableInstallments,
  useCommissionOptions,
  useExchangeAmounts,
} from './api.js';
import { cardDigits } from './pay-format.js';
import { amountOf, cardBankOf, type PayFormValues } from './pay-model.js';
import {
  currencyChoices,
  findChoice,
  installmentTableBanks,
  paymentOptionsView,
  providerOf,
} from './pay-options.js';
import { type PayTarget, targetCurrencies } from './pay-target.js';

/**
 * The payment options for what the form holds: the tenant's commission definitions (for the payment set and the
 * firm), the card's bank and instalments, the option chosen, the currencies the bank allows and the exchange
 * equivalents.
 */
export function usePayOptions({
  source,
  setup,
  target,
  values,
  paymentSetId,
  firmId,
  exchangeShown,
}: {
  source: PaySource;
  setup: PaySetup;
  target: PayTarget;
  values: PayFormValues;
  paymentSetId: string | null;
  firmId: string | null;
  exchangeShown: boolean;
}) {
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
        singlePayment: options
          ? { pricing: options.singlePaymentPricing, bankId: options.singlePaymentBankId }
          : undefined,
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
  const currencies = currencyChoices(targetCurrencies(target, setup), provider, setup.screen);
  const exchange = useExchangeAmounts(
    setup.tenantId,
    pricedAmount === null ? null : formatAmount(pricedAmount),
    values.currencyCode,
    exchangeShown,
  );

  return { options, view, shownView, tableBanks, chosen, provider, currencies, exchange, pricedAmount };
}
