/**
 * Exact money arithmetic. Amounts are bigint minor units (kuruş); commission rates are bigint
 * ten-thousandths of a percentage point (numeric(7,4): "1.75" % → 17_500n). No float ever touches money.
 */

export const RATE_SCALE = 10_000n;
const HUNDRED_PERCENT = 100n * RATE_SCALE;
const MAX_AMOUNT_DIGITS = 16;

/** num / den rounded half up (away from zero at .5) to an integer; the one rounding rule of the product. */
export function divRoundHalfUp(num: bigint, den: bigint): bigint {
  if (den === 0n) {
    throw new RangeError('division by zero');
  }
  const negative = num < 0n !== den < 0n;
  const n = num < 0n ? -num : num;
  const d = den < 0n ? -den : den;
  const q = (2n * n + d) / (2n * d);
  return negative ? -q : q;
}

const AMOUNT = /^(\d{1,16})(?:\.(\d{1,2}))?$/;

/** An API amount: digits with an optional dot and up to 2 decimals ("1234.5", "1234.56"). */
export function parseAmount(text: string): bigint | null {
  const match = AMOUNT.exec(text.trim());
  if (!match) {
    return null;
  }
  // One conversion of the digits in kuruş: lists parse hundreds of amounts per answer.
  return BigInt(`${match[1] ?? '0'}${(match[2] ?? '').padEnd(2, '0')}`);
}

/**
 * A sum as the database answers it, of any size and sign, with at most 2 decimals ("-1250.5" → -125050n): sums of
 * numeric(18,2) columns outgrow an amount's 16 whole digits.
 */
export function parseSumAmount(text: string): bigint | null {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) {
    return null;
  }
  const kurus = BigInt(match[2] ?? '0') * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -kurus : kurus;
}

/**
 * An amount as a person types it in Turkish: comma for decimals, dots (or spaces) between thousands
 * ("1.234,56", "1234,5", "250"). A lone dot with up to two digits after it is read as a decimal point.
 */
export function parseTurkishAmount(text: string): bigint | null {
  const compact = text.trim().replace(/\s/g, '');
  if (compact.includes(',')) {
    const [whole = '', fraction = ''] = compact.split(',');
    if (compact.split(',').length !== 2 || !/^\d{1,3}(\.\d{3})*$|^\d+$/.test(whole)) {
      return null;
    }
    return parseAmount(`${whole.replaceAll('.', '')}.${fraction}`);
  }
  if (/^\d{1,3}(\.\d{3})+$/.test(compact)) {
    return parseAmount(compact.replaceAll('.', ''));
  }
  return parseAmount(compact);
}

/** "1234.56": the API form of an amount. */
export function formatAmount(kurus: bigint): string {
  const negative = kurus < 0n;
  // One conversion to digits, the dot put before the last two: answers format thousands of amounts.
  const digits = (negative ? -kurus : kurus).toString().padStart(3, '0');
  const text = `${digits.slice(0, -2)}.${digits.slice(-2)}`;
  return negative ? `-${text}` : text;
}

/** "1.234,56": the Turkish display form of an amount (2 decimals, dots between thousands). */
export function formatTurkishAmount(kurus: bigint): string {
  const [whole = '0', fraction = '00'] = formatAmount(kurus).replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${kurus < 0n ? '-' : ''}${grouped},${fraction}`;
}

/**
 * What follows an amount on every screen, e-mail and SMS of the portal: "TL" (not the ₺ sign, which
 * not every SMS handset or e-mail font draws), and the ISO code for the other currencies.
 */
const CURRENCY_SUFFIX = { TRY: 'TL', USD: 'USD', EUR: 'EUR' } as const;

/** "1.044,90 TL": an amount as the payment screens and messages show it (2 decimals, Turkish format). */
export function formatTurkishMoney(kurus: bigint, currency: keyof typeof CURRENCY_SUFFIX): string {
  return `${formatTurkishAmount(kurus)} ${CURRENCY_SUFFIX[currency]}`;
}

/** The API's "1044.9" as "1.044,90 TL"; "—" when there is no amount. */
export function formatMoneyText(
  amount: string | null | undefined,
  currency: keyof typeof CURRENCY_SUFFIX,
): string {
  const kurus = amount == null ? null : parseAmount(amount);
  return kurus === null ? '—' : formatTurkishMoney(kurus, currency);
}

/** A rate such as "1.75" or 1.75 (%, up to 4 decimals) as ten-thousandths; null when not a plain decimal. */
export function parseRate(value: string | number): bigint | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(\d{1,3})(?:\.(\d{1,4}))?$/.exec(text);
  if (!match) {
    return null;
  }
  return BigInt(match[1] ?? '0') * RATE_SCALE + BigInt((match[2] ?? '').padEnd(4, '0'));
}

/** "1.75": a rate without trailing zeros. */
export function formatRate(rate: bigint): string {
  const whole = rate / RATE_SCALE;
  const fraction = (rate % RATE_SCALE).toString().padStart(4, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

/** A rate as a JSON number for display (rates have at most 4 decimals, so the number is exact enough to show). */
export function rateToNumber(rate: bigint): number {
  return Number(formatRate(rate));
}

/** An exchange rate ("34.1234", up to 6 decimals) as millionths. */
export function parseExchangeRate(value: string | number): bigint | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(\d{1,6})(?:\.(\d{1,6}))?$/.exec(text);
  if (!match) {
    return null;
  }
  return BigInt(match[1] ?? '0') * 1_000_000n + BigInt((match[2] ?? '').padEnd(6, '0'));
}

/** amount (kuruş) × rate (millionths), rounded half up to kuruş. */
export function multiplyByExchangeRate(kurus: bigint, rateMicros: bigint): bigint {
  return divRoundHalfUp(kurus * rateMicros, 1_000_000n);
}

/** amount (kuruş) ÷ rate (millionths), rounded half up to kuruş. */
export function divideByExchangeRate(kurus: bigint, rateMicros: bigint): bigint {
  return divRoundHalfUp(kurus * 1_000_000n, rateMicros);
}

export { HUNDRED_PERCENT, MAX_AMOUNT_DIGITS };
