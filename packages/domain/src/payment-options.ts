import {
  type CommissionMode,
  commissionModeOf,
  PROVIDER_TRY_ONLY,
  type Pricing,
  priceOption,
} from './commission.js';
import { formatAmount, parseRate } from './money.js';

export const INSTALLMENT_COUNTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type InstallmentCount = (typeof INSTALLMENT_COUNTS)[number];
/** The payment page offers 2–12 when nothing narrower is known (SPEC 9). */
export const DEFAULT_INSTALLMENTS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

type RateFields = { [K in InstallmentCount as `commissionRate${K}`]: number } & {
  [K in InstallmentCount as `commissionRate${K}Enabled`]: boolean;
} & { [K in InstallmentCount as `isCommissionIncludedCommissionRate${K}`]: boolean };

/** A commission definition (SPEC 3): one bank card programme's rates for 1–12 instalments. */
export type CommissionDefinition = RateFields & {
  id: string;
  bankId: number;
  bankName: string;
  bankLogo: string | null;
  cardName: string;
  cardLogoForUseWithBank: string | null;
  isVisaMasterCard: boolean;
  isAgriculturePos: boolean;
  agricultureCardLogo: string | null;
  extraInstallmentCount: number;
  /** Last day (YYYY-MM-DD) the extra instalments are given; null means no end. */
  extraInstallmentExpireDate: string | null;
  deferringInstallmentCount: number;
  deferringInstallmentCountRangeStartValue: number;
  deferringInstallmentCountRangeEndValue: number;
  description: string | null;
  /** A campaign picture shown from the campaign button. */
  campaignImagePath: string | null;
  isCommissionFromDealer: boolean;
};

export interface OfferConstraints {
  /** Counts the bank allows (AvailableInstallments); null when the definitions alone decide. */
  availableInstallments: readonly number[] | null;
  /** The firm's group limit (useFirmGroupCodeForMaxInstallment); null for none. */
  maxInstallment: number | null;
  /** Today in Istanbul, YYYY-MM-DD: extra instalments end after their date. */
  today: string;
}

/** Card type in a choice value: 1 a Visa/Mastercard/Troy card, 2 an agriculture card. */
export function cardTypeOf(definition: Pick<CommissionDefinition, 'isAgriculturePos'>): 1 | 2 {
  return definition.isAgriculturePos ? 2 : 1;
}

/** The rate (ten-thousandths), mode and extra instalments of one count of a definition, or null when not offered. */
export function offeredTerms(
  definition: CommissionDefinition,
  installment: number,
  constraints: OfferConstraints,
): { rate: bigint; mode: CommissionMode; extra: number } | null {
  if (!(INSTALLMENT_COUNTS as readonly number[]).includes(installment)) {
    return null;
  }
  const n = installment as InstallmentCount;
  if (!definition[`commissionRate${n}Enabled`]) {
    return null;
  }
  if (
    installment > 1 &&
    constraints.availableInstallments &&
    !constraints.availableInstallments.includes(installment)
  ) {
    return null;
  }
  if (constraints.maxInstallment !== null && installment > constraints.maxInstallment) {
    return null;
  }
  const rate = parseRate(definition[`commissionRate${n}`]);
  if (rate === null) {
    return null;
  }
  const mode = commissionModeOf({
    included: definition[`isCommissionIncludedCommissionRate${n}`],
    fromDealer: definition.isCommissionFromDealer,
    // The provider is the definition's bank: 856 prices with its own formula.
    providerId: definition.bankId,
  });
  const campaignRunning =
    definition.extraInstallmentCount > 0 &&
    (definition.extraInstallmentExpireDate === null ||
      definition.extraInstallmentExpireDate >= constraints.today);
  return { rate, mode, extra: campaignRunning ? definition.extraInstallmentCount : 0 };
}

/** The value of a choice in the picker (field bankIdInstallment): bank, definition, card type and count (SPEC 4). */
export function choiceValue(
  bankId: number,
  definitionId: string,
  cardType: number,
  installment: number,
): string {
  return `${bankId}|${definitionId}|${cardType}|${installment}`;
}

export function parseChoiceValue(
  value: string,
): { bankId: number; definitionId: string; cardType: number; installment: number } | null {
  const parts = value.split('|');
  if (parts.length !== 4) {
    return null;
  }
  const [bank, definitionId = '', card, count] = parts;
  const bankId = Number(bank);
  const cardType = Number(card);
  const installment = Number(count);
  if (
    !Number.isInteger(bankId) ||
    !Number.isInteger(cardType) ||
    !Number.isInteger(installment) ||
    !definitionId
  ) {
    return null;
  }
  return { bankId, definitionId, cardType, installment };
}

export interface PaymentOption {
  value: string;
  installment: number;
  /** The instalments the card holder pays, extra ones included. */
  paidInstallments: number;
  extraInstallments: number;
  rate: number;
  included: boolean;
  /** Amounts as API decimal strings; null when no amount is known yet (rates only). */
  total: string | null;
  monthly: string | null;
  commission: string | null;
  net: string | null;
  /** The deferral a payer may type for this option, when the programme has a range. */
  deferral: { start: number; end: number } | null;
}

export interface BankOptions {
  definitionId: string;
  bankId: number;
  bankName: string;
  bankLogo: string | null;
  cardName: string;
  cardLogo: string | null;
  cardType: 1 | 2;
  description: string | null;
  campaignImagePath: string | null;
  options: PaymentOption[];
}

function present(pricing: Pricing | null) {
  return {
    total: pricing ? formatAmount(pricing.total) : null,
    monthly: pricing ? formatAmount(pricing.monthly) : null,
    commission: pricing ? formatAmount(pricing.commission) : null,
    net: pricing ? formatAmount(pricing.net) : null,
  };
}

/**
 * The picker's two groups (SPEC 2): single payment, and the instalment options per bank card
 * programme, priced for `amount` (kuruş) or carrying rates only when the amount is not known.
 */
export function buildPaymentOptions(
  definitions: readonly CommissionDefinition[],
  amount: bigint | null,
  constraints: OfferConstraints,
): { single: BankOptions[]; installments: BankOptions[] } {
  const single: BankOptions[] = [];
  const installments: BankOptions[] = [];
  for (const definition of definitions) {
    const cardType = cardTypeOf(definition);
    const base = {
      definitionId: definition.id,
      bankId: definition.bankId,
      bankName: definition.bankName,
      bankLogo: definition.bankLogo,
      cardName: definition.cardName,
      cardLogo: definition.isAgriculturePos
        ? definition.agricultureCardLogo
        : definition.cardLogoForUseWithBank,
      cardType,
      description: definition.description,
      campaignImagePath: definition.campaignImagePath,
    };
    const hasRange =
      definition.deferringInstallmentCountRangeEndValue > 0 &&
      definition.deferringInstallmentCountRangeEndValue >=
        definition.deferringInstallmentCountRangeStartValue;
    const options: PaymentOption[] = [];
    for (const n of INSTALLMENT_COUNTS) {
      const terms = offeredTerms(definition, n, constraints);
      if (!terms) {
        continue;
      }
      const pricing = amount === null ? null : priceOption(amount, terms.rate, terms.mode, n, terms.extra);
      const extraInstallments = n > 1 ? terms.extra : 0;
      options.push({
        value: choiceValue(definition.bankId, definition.id, cardType, n),
        installment: n,
        paidInstallments: n + extraInstallments,
        extraInstallments,
        rate: Number(definition[`commissionRate${n}`]),
        included: terms.mode === 'included',
        ...present(pricing),
        deferral:
          n > 1 && hasRange
            ? {
                start: definition.deferringInstallmentCountRangeStartValue,
                end: definition.deferringInstallmentCountRangeEndValue,
              }
            : null,
      });
    }
    const singleOption = options.filter((o) => o.installment === 1);
    const multi = options.filter((o) => o.installment > 1);
    if (singleOption.length > 0) {
      single.push({ ...base, options: singleOption });
    }
    if (multi.length > 0) {
      installments.push({ ...base, options: multi });
    }
  }
  return { single, installments };
}

/** Currencies a payment may use: provider 889 takes TRY only; USD and EUR leave when their flag is off (SPEC 9). */
export function allowedCurrencies(
  codes: readonly string[],
  providerId: number | null,
  settings: { b2BViewUsdOnCurrencyDropDown: boolean; b2BViewEuroOnCurrencyDropDown: boolean },
): string[] {
  return codes.filter((code) => {
    if (providerId === PROVIDER_TRY_ONLY) {
      return code === 'TRY';
    }
    if (code === 'USD') {
      return settings.b2BViewUsdOnCurrencyDropDown;
    }
    if (code === 'EUR') {
      return settings.b2BViewEuroOnCurrencyDropDown;
    }
    return true;
  });
}
