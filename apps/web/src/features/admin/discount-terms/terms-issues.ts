import {
  addCalendarDays,
  DiscountSettings,
  FirmDiscountRateInput,
  formatTurkishMoney,
  istanbulIsoDate,
  previewInvoiceDiscount,
} from '@tahsilat/domain';
import { issuesByPath } from '../../../lib/schema-issues.js';
import { decimalOf, type TermsFormValues, toTermsInput } from './terms-form.js';

/** The terms page's checks against the shared schemas and its live example, loaded (with zod) when first needed. */

export const termsIssues = (values: TermsFormValues) => issuesByPath(DiscountSettings, toTermsInput(values));
export const firmRateIssues = (values: { annualRate: string }) =>
  issuesByPath(FirmDiscountRateInput, { annualRate: decimalOf(values.annualRate) });

export const EXAMPLE = { amount: '100000.00', days: 60 } as const;

/** The example's figures as shown ("1.234,56 TL"); null while the terms do not pass their check. */
export interface TermsExample {
  amount: string;
  days: number;
  discount: string;
  commission: string;
  bsmv: string;
  fee: string;
  net: string;
}

/**
 * One TRY invoice of 100.000,00 due in 60 days, worked out today with the domain's own arithmetic — the very
 * function the firm page's preview runs on the server — so the example shows what a firm would be offered.
 */
export function termsExample(values: TermsFormValues, annualRate?: string): TermsExample | null {
  const parsed = DiscountSettings.safeParse(toTermsInput(values));
  if (!parsed.success) {
    return null;
  }
  const valueDate = istanbulIsoDate();
  const invoice = {
    id: 'example',
    amount: EXAMPLE.amount,
    currencyCode: 'TRY' as const,
    dueDate: addCalendarDays(valueDate, EXAMPLE.days),
  };
  const [line] = previewInvoiceDiscount(parsed.data, [invoice], { valueDate, agreedRate: annualRate }).lines;
  if (!line) {
    return null;
  }
  const money = (kurus: bigint) => formatTurkishMoney(kurus, 'TRY');
  return {
    amount: money(line.amount),
    days: line.days,
    discount: money(line.discount),
    commission: money(line.commission),
    bsmv: money(line.bsmv),
    fee: money(line.fee),
    net: money(line.net),
  };
}
