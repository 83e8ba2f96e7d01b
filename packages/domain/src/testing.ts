import { type CommissionDefinition, INSTALLMENT_COUNTS } from './payment-options.js';

/**
 * A commission definition for tests (`@tahsilat/domain/testing`): Akbank Axess, counts 1–`enabledUpTo`
 * enabled at the rates `rate(n)` gives; anything else through `overrides`.
 */
export function testDefinition(
  overrides: Partial<CommissionDefinition> = {},
  options: { rate?: (installment: number) => number; enabledUpTo?: number } = {},
): CommissionDefinition {
  const rate = options.rate ?? ((n: number) => (n === 1 ? 1.5 : n * 1.25));
  const enabledUpTo = options.enabledUpTo ?? 9;
  const rates = Object.fromEntries(
    INSTALLMENT_COUNTS.flatMap((n) => [
      [`commissionRate${n}`, rate(n)],
      [`commissionRate${n}Enabled`, n <= enabledUpTo],
      [`isCommissionIncludedCommissionRate${n}`, false],
    ]),
  );
  return {
    id: 'def-1',
    bankId: 46,
    bankName: 'Akbank',
    bankLogo: '/media/banks/akbank.svg',
    cardName: 'Axess',
    cardLogoForUseWithBank: '/media/cards/axess.svg',
    isVisaMasterCard: true,
    isAgriculturePos: false,
    agricultureCardLogo: null,
    extraInstallmentCount: 0,
    extraInstallmentExpireDate: null,
    deferringInstallmentCount: 0,
    deferringInstallmentCountRangeStartValue: 0,
    deferringInstallmentCountRangeEndValue: 0,
    description: null,
    campaignImagePath: null,
    isCommissionFromDealer: false,
    ...rates,
    ...overrides,
  } as CommissionDefinition;
}
