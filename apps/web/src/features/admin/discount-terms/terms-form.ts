import type { DiscountTermsInput } from '@tahsilat/domain';

/**
 * The terms form's values: rates and amounts as typed (Turkish "42,5" or "1.250,00"), read into the shared
 * DiscountSettings shape (point decimals) for the browser's check, the live example and the server.
 */

export const TERM_CURRENCIES = ['TRY', 'USD', 'EUR'] as const;
export type TermCurrency = (typeof TERM_CURRENCIES)[number];
type PerCurrency = Partial<Record<TermCurrency, string>>;

export interface TermsFormValues {
  method: 'simple' | 'true';
  annualRate: string;
  dayBasis: Record<TermCurrency, 360 | 365>;
  commissionRate: string;
  commissionMinimum: PerCurrency;
  bsmvRate: string;
  feePerInvoice: PerCurrency;
  feePerRequest: PerCurrency;
  minDaysToDue: number | null;
}

/** The per-currency amount fields, in the order the form shows them. */
export const AMOUNT_FIELDS = ['commissionMinimum', 'feePerInvoice', 'feePerRequest'] as const;

/** "1.250,50" → "1250.50", "42,5" → "42.5"; a point-only text is left as typed ("42.5"). */
export function decimalOf(text: string | undefined): string {
  const trimmed = (text ?? '').trim().replace(/\s/g, '');
  return trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
}

/** "42.5" → "42,5" (as the form shows a stored decimal). */
export const typed = (decimal: string | undefined) => (decimal ?? '').replace('.', ',');

function amountsOf(values: PerCurrency | undefined): PerCurrency {
  const amounts: PerCurrency = {};
  for (const code of TERM_CURRENCIES) {
    const text = decimalOf(values?.[code]);
    if (text !== '') {
      amounts[code] = text;
    }
  }
  return amounts;
}

export function toTermsInput(values: TermsFormValues): DiscountTermsInput {
  return {
    method: values.method,
    annualRate: decimalOf(values.annualRate),
    dayBasis: values.dayBasis,
    commissionRate: decimalOf(values.commissionRate),
    commissionMinimum: amountsOf(values.commissionMinimum),
    bsmvRate: decimalOf(values.bsmvRate),
    feePerInvoice: amountsOf(values.feePerInvoice),
    feePerRequest: amountsOf(values.feePerRequest),
    minDaysToDue: values.minDaysToDue ?? Number.NaN,
  };
}

const shownAmounts = (amounts: PerCurrency | undefined): PerCurrency =>
  Object.fromEntries(Object.entries(amounts ?? {}).map(([code, amount]) => [code, typed(amount)]));

/** The stored terms as the form shows them; none stored: the schema's defaults with an empty annual rate. */
export function toFormValues(settings: DiscountTermsInput | null): TermsFormValues {
  return {
    method: settings?.method ?? 'simple',
    annualRate: typed(settings ? String(settings.annualRate) : ''),
    dayBasis: { TRY: 365, USD: 360, EUR: 360, ...settings?.dayBasis },
    commissionRate: typed(String(settings?.commissionRate ?? '0')),
    commissionMinimum: shownAmounts(settings?.commissionMinimum),
    bsmvRate: typed(String(settings?.bsmvRate ?? '5')),
    feePerInvoice: shownAmounts(settings?.feePerInvoice),
    feePerRequest: shownAmounts(settings?.feePerRequest),
    minDaysToDue: settings?.minDaysToDue ?? 0,
  };
}
