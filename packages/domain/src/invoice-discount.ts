import { z } from 'zod';
import { isIsoCalendarDate } from './calendar.js';
import { CURRENCY_CODES } from './codes.js';
import { ErpAmount, ErpDate, PositiveErpAmount } from './integration-fields.js';
import { daysBetween } from './late-interest.js';
import { messages } from './messages.js';
import { divRoundHalfUp, formatRate, HUNDRED_PERCENT, parseAmount, parseRate } from './money.js';
import { CurrencyCode } from './pay-without-login.js';

export * from './invoice-discount-rules.js';

/**
 * Invoice discounting (fatura iskontosu), issue 14: what the firm is paid today for invoices due later. Money is
 * bigint kuruş and rates bigint ten-thousandths of a percent (money.ts); every figure is rounded half up once.
 *
 * - discount, simple (dış iskonto): amount × rate/100 × days/basis
 * - discount, true (iç iskonto):    amount × rate × days / (basis × 100 + rate × days)
 * - commission: amount × commission rate/100; BSMV: (discount + commission) × BSMV rate/100
 * - net: amount − discount − commission − BSMV − fee
 *
 * Each currency of a request is settled on its own (its own payout), so a minimum commission and a per-request
 * fee apply once per currency. So that the invoices' figures add up to the totals to the kuruş:
 * - when the invoices' commissions of a currency together fall short of its minimum, the minimum replaces them
 *   and is spread over those invoices in proportion to their amounts;
 * - the per-request fee is spread the same way and added to each invoice's own per-invoice fee;
 * - spreading gives each invoice the whole kuruş of its share and the kuruş left over to the largest
 *   remainders (the earlier invoice on a tie);
 * - BSMV is worked out per invoice on that invoice's discount and commission as charged; totals are sums.
 * Fixed fees carry no BSMV here: the issue puts BSMV on discount and commission only.
 */

export const DISCOUNT_METHODS = ['simple', 'true'] as const;
export type DiscountMethod = (typeof DISCOUNT_METHODS)[number];
export type DayBasis = 360 | 365;

/** A percentage (a decimal string or number, up to 4 decimals, at most `max`), kept as its plain text ("45.5"). */
function percent(max: string, message: string) {
  const ceiling = parseRate(max) ?? 0n;
  return z
    .union([z.string(), z.number()], { error: message })
    .refine((value) => (parseRate(value) ?? ceiling + 1n) <= ceiling, message)
    .transform((value) => formatRate(parseRate(value) ?? 0n));
}

const DayBasisSchema = z.union([z.literal(360), z.literal(365)]);

/** TRY money markets count actual/365, USD and EUR actual/360. */
const DEFAULT_DAY_BASIS = { TRY: 365, USD: 360, EUR: 360 } as const;

/** A fixed amount in each currency ("250.00"); a currency left out is zero. */
const PerCurrencyAmount = z.partialRecord(CurrencyCode, ErpAmount);

/** The tenant's discounting terms (admin settings). */
export const DiscountSettings = z.strictObject({
  method: z.enum(DISCOUNT_METHODS).default('simple'),
  /** Annual discount rate in percent; a firm's agreed rate replaces it. */
  annualRate: percent('999.9999', messages.discountAnnualRateInvalid),
  dayBasis: z
    .strictObject({
      TRY: DayBasisSchema.default(DEFAULT_DAY_BASIS.TRY),
      USD: DayBasisSchema.default(DEFAULT_DAY_BASIS.USD),
      EUR: DayBasisSchema.default(DEFAULT_DAY_BASIS.EUR),
    })
    .default(DEFAULT_DAY_BASIS),
  /** Percent of the invoice amount. */
  commissionRate: percent('99.9999', messages.discountCommissionRateInvalid).default('0'),
  /** Per currency of a request. */
  commissionMinimum: PerCurrencyAmount.default({}),
  bsmvRate: percent('100', messages.discountBsmvRateInvalid).default('5'),
  feePerInvoice: PerCurrencyAmount.default({}),
  /** Per currency of a request. */
  feePerRequest: PerCurrencyAmount.default({}),
  /** An invoice due sooner than this many days after the value date cannot be discounted. */
  minDaysToDue: z.number().int().min(0).max(3650).default(0),
});
export type DiscountSettings = z.output<typeof DiscountSettings>;

/** One invoice to discount: its open amount (amount − paid). */
export const DiscountInvoice = z.strictObject({
  id: z.string().min(1).max(100),
  amount: PositiveErpAmount,
  currencyCode: CurrencyCode,
  dueDate: ErpDate,
});
export type DiscountInvoice = z.output<typeof DiscountInvoice>;

/** The discount (kuruş) of `amount` for `days` at `annualRate` (ten-thousandths of a percent). */
export function discountAmount(
  amount: bigint,
  annualRate: bigint,
  days: number,
  basis: DayBasis,
  method: DiscountMethod,
): bigint {
  if (amount < 0n || annualRate < 0n || !Number.isInteger(days) || days < 0) {
    throw new RangeError('amount, rate and days must not be negative');
  }
  const product = amount * annualRate * BigInt(days);
  const year = BigInt(basis) * HUNDRED_PERCENT;
  return divRoundHalfUp(product, method === 'simple' ? year : year + annualRate * BigInt(days));
}

/** `total` kuruş in proportion to `weights`, adding up to `total` exactly (largest remainder, earlier on a tie). */
function spreadByWeight(total: bigint, weights: readonly bigint[]): bigint[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0n);
  const shares = weights.map((weight) => (total * weight) / sum);
  let left = total - shares.reduce((acc, share) => acc + share, 0n);
  const order = weights
    .map((weight, index) => ({ index, remainder: (total * weight) % sum }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of order) {
    if (left === 0n) {
      break;
    }
    shares[index] = (shares[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares;
}

/** One invoice of a preview; amounts in kuruş. */
export interface DiscountLine {
  id: string;
  currencyCode: CurrencyCode;
  dueDate: string;
  days: number;
  amount: bigint;
  discount: bigint;
  commission: bigint;
  bsmv: bigint;
  fee: bigint;
  net: bigint;
}

/** The invoices of one currency together; amounts in kuruş, each the sum of the lines'. */
export interface DiscountTotal {
  currencyCode: CurrencyCode;
  count: number;
  amount: bigint;
  discount: bigint;
  commission: bigint;
  bsmv: bigint;
  fee: bigint;
  net: bigint;
  /** Σ amount × days / Σ amount, rounded half up to 2 decimals (for display). */
  averageDays: number;
}

export interface DiscountPreview {
  valueDate: string;
  method: DiscountMethod;
  /** The annual rate applied, in percent ("45.5"). */
  annualRate: string;
  /** In the order the invoices were given. */
  lines: DiscountLine[];
  /** One per currency present, in TRY, USD, EUR order. */
  totals: DiscountTotal[];
}

const amountOf = (text: string | undefined) => parseAmount(text ?? '0') ?? 0n;
const sum = (values: readonly bigint[]) => values.reduce((acc, value) => acc + value, 0n);

function previewCurrency(
  settings: DiscountSettings,
  currency: CurrencyCode,
  invoices: readonly DiscountInvoice[],
  valueDate: string,
  annualRate: bigint,
): { lines: DiscountLine[]; total: DiscountTotal } {
  const commissionRate = parseRate(settings.commissionRate) ?? 0n;
  const bsmvRate = parseRate(settings.bsmvRate) ?? 0n;
  const amounts = invoices.map((invoice) => amountOf(invoice.amount));
  const days = invoices.map((invoice) => daysBetween(valueDate, invoice.dueDate));
  let commissions = amounts.map((amount) => divRoundHalfUp(amount * commissionRate, HUNDRED_PERCENT));
  const minimum = amountOf(settings.commissionMinimum[currency]);
  if (sum(commissions) < minimum) {
    commissions = spreadByWeight(minimum, amounts);
  }
  const requestFees = spreadByWeight(amountOf(settings.feePerRequest[currency]), amounts);
  const feePerInvoice = amountOf(settings.feePerInvoice[currency]);
  const lines = invoices.map((invoice, i): DiscountLine => {
    const amount = amounts[i] ?? 0n;
    const day = days[i] ?? 0;
    if (day < 1) {
      throw new RangeError(`invoice ${invoice.id} is due on or before the value date`);
    }
    const discount = discountAmount(amount, annualRate, day, settings.dayBasis[currency], settings.method);
    const commission = commissions[i] ?? 0n;
    const bsmv = divRoundHalfUp((discount + commission) * bsmvRate, HUNDRED_PERCENT);
    const fee = feePerInvoice + (requestFees[i] ?? 0n);
    const net = amount - discount - commission - bsmv - fee;
    const { id, currencyCode, dueDate } = invoice;
    return { id, currencyCode, dueDate, days: day, amount, discount, commission, bsmv, fee, net };
  });
  const amount = sum(amounts);
  const weighted = sum(amounts.map((value, i) => value * BigInt(days[i] ?? 0)));
  const total: DiscountTotal = {
    currencyCode: currency,
    count: lines.length,
    amount,
    discount: sum(lines.map((line) => line.discount)),
    commission: sum(lines.map((line) => line.commission)),
    bsmv: sum(lines.map((line) => line.bsmv)),
    fee: sum(lines.map((line) => line.fee)),
    net: sum(lines.map((line) => line.net)),
    averageDays: Number(divRoundHalfUp(weighted * 100n, amount)) / 100,
  };
  return { lines, total };
}

/**
 * The preview of discounting `invoices` on `valueDate` (YYYY-MM-DD): per invoice and per currency. The rate is
 * the firm's agreed rate when it has one, else the tenant's. Callers pass only invoices that
 * discountIneligibility accepts; an invoice due on or before the value date is a RangeError. Net may be zero or
 * below when fixed fees exceed a small invoice; the request is then the caller's to refuse.
 */
export function previewInvoiceDiscount(
  settings: DiscountSettings,
  invoices: readonly DiscountInvoice[],
  options: { valueDate: string; agreedRate?: string | null },
): DiscountPreview {
  const { valueDate } = options;
  const annualRate = parseRate(options.agreedRate ?? settings.annualRate);
  if (!isIsoCalendarDate(valueDate) || annualRate === null) {
    throw new RangeError('a value date (YYYY-MM-DD) and a rate (percent) are needed');
  }
  if (new Set(invoices.map((invoice) => invoice.id)).size !== invoices.length) {
    throw new RangeError('an invoice appears twice');
  }
  const byId = new Map<string, DiscountLine>();
  const totals: DiscountTotal[] = [];
  for (const currency of CURRENCY_CODES) {
    const group = invoices.filter((invoice) => invoice.currencyCode === currency);
    if (group.length > 0) {
      const { lines, total } = previewCurrency(settings, currency, group, valueDate, annualRate);
      for (const line of lines) {
        byId.set(line.id, line);
      }
      totals.push(total);
    }
  }
  const lines = invoices.flatMap((invoice) => byId.get(invoice.id) ?? []);
  return { valueDate, method: settings.method, annualRate: formatRate(annualRate), lines, totals };
}
