/** The payment options a card is offered (single payment and instalments per bank), and the instalment table. */

import {
  allowedCurrencies,
  type BankOptions,
  buildPaymentOptions,
  type CommissionDefinition,
  type OfferConstraints,
  type PaymentOption,
  PROVIDER_TRY_ONLY,
  parseChoiceValue,
  preferredSinglePayment,
  type SinglePaymentPreference,
  splitSinglePayment,
} from '@tahsilat/domain/pricing';
import type { CurrencyCode, PayScreenSettings } from './pay-model.js';

export interface OptionsView {
  /**
   * The single-payment group: the one row shown (the tenant's preferred account, else the cheapest for the payer;
   * issue 27); null when the group is not shown.
   */
  single: BankOptions[] | null;
  /** The other banks' single payments, folded under "Diğer bankalar"; still offered and priced as ever. */
  otherSingle: BankOptions[];
  installments: BankOptions[];
  /** The empty state of SPEC 2 to show where options are missing. */
  notice: 'noData' | 'enterCard' | 'noneForCard' | null;
}

export interface OptionsInput {
  commissions: readonly CommissionDefinition[];
  amount: bigint | null;
  currency: CurrencyCode;
  cardBankId: number | null;
  /** At least six digits typed: the BIN is known (or known to be unknown). */
  cardRecognisable: boolean;
  useEmptyCommissionList: boolean;
  constraints: OfferConstraints;
  /** Which single payment shows first (the commission options' preference); the cheapest when absent. */
  singlePayment?: SinglePaymentPreference | undefined;
}

const CHEAPEST: SinglePaymentPreference = { pricing: 'cheapest', bankId: null };

/** Programmes a currency may use: provider 889 takes Turkish lira only (SPEC 9). */
export function definitionsForCurrency(
  commissions: readonly CommissionDefinition[],
  currency: CurrencyCode,
): CommissionDefinition[] {
  return commissions.filter((d) => currency === 'TRY' || d.bankId !== PROVIDER_TRY_ONLY);
}

/**
 * The picker's groups (SPEC 2): a single payment may go through any of the tenant's banks; instalments
 * only through the programme of the card's own bank. With the tenant's empty-list flag nothing is
 * offered until the card is known, and then only its bank.
 */
export function paymentOptionsView(input: OptionsInput): OptionsView {
  const definitions = definitionsForCurrency(input.commissions, input.currency);
  const none = { single: null, otherSingle: [], installments: [] };
  if (definitions.length === 0) {
    return { ...none, notice: 'noData' };
  }
  const built = buildPaymentOptions(definitions, input.amount, input.constraints);
  const ofCard = (groups: BankOptions[]) => groups.filter((bank) => bank.bankId === input.cardBankId);
  // One single payment shown, the others folded (issue 27); chosen among the rows the payer is offered.
  const folded = (rows: BankOptions[]) => {
    const offered = new Set(rows.map((row) => row.definitionId));
    const preferred = preferredSinglePayment(
      definitions.filter((d) => offered.has(d.id)),
      input.singlePayment ?? CHEAPEST,
      input.amount,
      input.constraints,
    );
    const { shown, others } = splitSinglePayment(rows, preferred);
    return { single: shown, otherSingle: others };
  };
  if (input.useEmptyCommissionList) {
    if (!input.cardRecognisable) {
      return { ...none, notice: 'enterCard' };
    }
    const single = ofCard(built.single);
    const installments = ofCard(built.installments);
    return single.length + installments.length === 0
      ? { ...none, notice: 'noneForCard' }
      : { ...folded(single), installments, notice: null };
  }
  if (!input.cardRecognisable) {
    return { ...folded(built.single), installments: [], notice: 'enterCard' };
  }
  const installments = ofCard(built.installments);
  return {
    ...folded(built.single),
    installments,
    notice: installments.length === 0 ? 'noneForCard' : null,
  };
}

export interface ChosenOption {
  bank: BankOptions;
  option: PaymentOption;
}

export function findChoice(view: OptionsView, value: string | null): ChosenOption | null {
  if (!value) {
    return null;
  }
  for (const bank of [...(view.single ?? []), ...view.otherSingle, ...view.installments]) {
    const option = bank.options.find((o) => o.value === value);
    if (option) {
      return { bank, option };
    }
  }
  return null;
}

/** The provider of the payment: the chosen option's bank, else the card's bank. */
export function providerOf(choice: string | null, cardBankId: number | null): number | null {
  return (choice ? parseChoiceValue(choice)?.bankId : null) ?? cardBankId;
}

export function currencyChoices(
  codes: readonly string[],
  provider: number | null,
  screen: PayScreenSettings,
): CurrencyCode[] {
  return allowedCurrencies(codes, provider, screen) as CurrencyCode[];
}

/** Every programme with all its counts, single payment first: the rows of 'Taksit Seçenekleri'. */
export function installmentTableBanks(
  commissions: readonly CommissionDefinition[],
  amount: bigint | null,
  currency: CurrencyCode,
  constraints: OfferConstraints,
): BankOptions[] {
  const built = buildPaymentOptions(definitionsForCurrency(commissions, currency), amount, {
    ...constraints,
    availableInstallments: null,
  });
  const byDefinition = new Map<string, BankOptions>();
  for (const bank of [...built.single, ...built.installments]) {
    const seen = byDefinition.get(bank.definitionId);
    byDefinition.set(
      bank.definitionId,
      seen ? { ...seen, options: [...seen.options, ...bank.options] } : bank,
    );
  }
  return [...byDefinition.values()];
}
