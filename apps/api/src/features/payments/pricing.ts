import {
  allowedCurrencies,
  type CurrencyCode,
  istanbulIsoDate,
  messages,
  type OfferConstraints,
  offeredTerms,
  type Pricing,
  priceOption,
} from '@tahsilat/domain';
import { AppError } from '../../lib/app-error.js';
import type { DefinitionEntry, TenantPaymentConfig } from './payment-config.js';

/** The instalment ceiling a firm's group code gives, when the tenant uses group codes. */
export function firmMaxInstallment(
  config: TenantPaymentConfig,
  firmGroupCode: string | null | undefined,
): number | null {
  if (!config.tenant.useFirmGroupCodeForMaxInstallment || !firmGroupCode) {
    return null;
  }
  return config.tenant.firmGroupMaxInstallments?.[firmGroupCode] ?? null;
}

export function offerConstraints(
  config: TenantPaymentConfig,
  definition: DefinitionEntry,
  maxInstallment: number | null,
): OfferConstraints {
  return {
    availableInstallments: config.tenant.useCommissionsForAvailableInstallment
      ? null
      : definition.pos.row.installments,
    maxInstallment,
    today: istanbulIsoDate(),
  };
}

export interface PricedChoice {
  definition: DefinitionEntry;
  pricing: Pricing;
  rate: bigint;
  extra: number;
}

/**
 * What the card is charged for a choice, computed here from the stored definition (the payer's figure is
 * only compared). An instalment the definition does not offer, or a currency the provider does not
 * take, creates nothing.
 */
export function priceChoice(
  config: TenantPaymentConfig,
  input: {
    definitionId: string;
    bankId: number;
    installments: number;
    netAmount: bigint;
    currency: CurrencyCode;
    paymentSetId: string | null;
    maxInstallment: number | null;
    screen: 5 | 6;
  },
): PricedChoice {
  const definition = config.definitions.find((d) => d.row.id === input.definitionId);
  if (!definition || definition.pos.row.bankId !== input.bankId) {
    throw new AppError('BAD_REQUEST', messages.installmentNotOffered);
  }
  if (
    definition.row.paymentSetId &&
    input.paymentSetId &&
    definition.row.paymentSetId !== input.paymentSetId
  ) {
    throw new AppError('BAD_REQUEST', messages.installmentNotOffered);
  }
  const terms = offeredTerms(
    definition.presented,
    input.installments,
    offerConstraints(config, definition, input.maxInstallment),
  );
  if (!terms) {
    throw new AppError('BAD_REQUEST', messages.installmentNotOffered);
  }
  if (
    !allowedCurrencies(config.currencies, input.bankId, config.screens[input.screen]).includes(input.currency)
  ) {
    throw new AppError('BAD_REQUEST', messages.currencyNotOffered);
  }
  return {
    definition,
    pricing: priceOption(input.netAmount, terms.rate, terms.mode, input.installments, terms.extra),
    rate: terms.rate,
    extra: input.installments > 1 ? terms.extra : 0,
  };
}
