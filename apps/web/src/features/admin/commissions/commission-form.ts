import type { AdminCommissionDefinition, CommissionDefinitionForm } from '@tahsilat/domain';

/** One instalment's line as the form holds it: the rate the Turkish way ("2,49"). */
export interface RateFormLine {
  rate: string;
  enabled: boolean;
  included: boolean;
}

/** What the definition form holds. */
export interface CommissionFormValues {
  posAccountId: string | undefined;
  paymentSetId: string | null;
  cardName: string;
  isVisaMasterCard: boolean;
  isAgriculturePos: boolean;
  rates: RateFormLine[];
  extraInstallmentCount: number;
  extraInstallmentExpireDate: string;
  deferringInstallmentCount: number;
  deferringRangeStart: number;
  deferringRangeEnd: number;
  description: string;
  isCommissionFromDealer: boolean;
  isActive: boolean;
  sortOrder: number;
}

export type CommissionFormField = keyof CommissionFormValues;

export const INSTALLMENTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

export function newCommissionForm(posAccountId: string | undefined): CommissionFormValues {
  return {
    posAccountId,
    paymentSetId: null,
    cardName: '',
    isVisaMasterCard: true,
    isAgriculturePos: false,
    rates: INSTALLMENTS.map((n) => ({ rate: '0', enabled: n === 1, included: false })),
    extraInstallmentCount: 0,
    extraInstallmentExpireDate: '',
    deferringInstallmentCount: 0,
    deferringRangeStart: 0,
    deferringRangeEnd: 0,
    description: '',
    isCommissionFromDealer: false,
    isActive: true,
    sortOrder: 0,
  };
}

/** A stored definition in the form's shape. */
export function commissionFormValues(definition: AdminCommissionDefinition): CommissionFormValues {
  return {
    ...definition,
    rates: definition.rates.map(({ rate, enabled, included }) => ({
      rate: rate.replace('.', ','),
      enabled,
      included,
    })),
    extraInstallmentExpireDate: definition.extraInstallmentExpireDate ?? '',
    description: definition.description ?? '',
  };
}

const number = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0));

/** The body of POST/PUT /admin/Commissions: "2,49" → "2.49", blanks → null. */
export function toCommissionBody(values: CommissionFormValues): CommissionDefinitionForm {
  return {
    posAccountId: values.posAccountId ?? '',
    paymentSetId: values.paymentSetId || null,
    cardName: values.cardName,
    isVisaMasterCard: values.isVisaMasterCard,
    isAgriculturePos: values.isAgriculturePos,
    rates: values.rates.map((line) => ({
      rate: String(line.rate ?? '')
        .trim()
        .replace(',', '.'),
      enabled: Boolean(line.enabled),
      included: Boolean(line.included),
    })),
    extraInstallmentCount: number(values.extraInstallmentCount),
    extraInstallmentExpireDate: values.extraInstallmentExpireDate || null,
    deferringInstallmentCount: number(values.deferringInstallmentCount),
    deferringRangeStart: number(values.deferringRangeStart),
    deferringRangeEnd: number(values.deferringRangeEnd),
    description: values.description.trim() ? values.description : null,
    isCommissionFromDealer: values.isCommissionFromDealer,
    isActive: values.isActive,
    sortOrder: number(values.sortOrder),
  };
}

/** "1, 2–6, 9": the enabled instalment counts of a definition, runs joined. */
export function enabledSummary(rates: readonly { installment: number; enabled: boolean }[]): string {
  const counts = rates.filter((line) => line.enabled).map((line) => line.installment);
  const runs: string[] = [];
  let start = counts[0];
  counts.forEach((count, index) => {
    const next = counts[index + 1];
    if (next !== count + 1 && start !== undefined) {
      runs.push(start === count ? String(count) : `${start}–${count}`);
      start = next;
    }
  });
  return runs.join(', ');
}
