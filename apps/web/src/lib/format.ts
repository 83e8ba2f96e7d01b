/** How the portal writes amounts, days, times, counts and ids on every page. */
import { formatMoneyText, isIsoCalendarDate, isoToDottedDate } from '@tahsilat/domain/pricing';
import { i18n } from '../i18n/index.js';

/**
 * The locale that counts, rates and dates are written in. Turkish and English keep the portal's Turkish day form
 * (29.11.2026); the shell's other languages write their own. Arabic uses Latin digits, like the amounts beside
 * them. Amounts keep the Turkish form with their currency in every language (docs/decisions.md).
 */
const INTL_LOCALES: Record<string, string> = {
  tr: 'tr-TR',
  en: 'en-GB',
  zh: 'zh-CN',
  es: 'es-ES',
  fr: 'fr-FR',
  it: 'it-IT',
  ar: 'ar-u-nu-latn',
};

export function intlLocale(language: string = i18n.language): string {
  return INTL_LOCALES[language] ?? 'tr-TR';
}

/** Whether the language writes days the portal's Turkish way. */
const dottedDays = (language: string) => language === 'tr' || language === 'en';

/**
 * Inside a right-to-left page a Latin figure keeps its own order ("687.764,05 (B)", "0,00 TL", not "(B) 687.764,05"
 * or "TL 0,00"): it starts with Unicode's invisible left-to-right mark, which also holds a currency or side written
 * after it on the same side.
 */
export function keepLeftToRight(text: string): string {
  const rtl =
    i18n.language === 'ar' || (typeof document !== 'undefined' && document.documentElement.dir === 'rtl');
  return rtl && text ? `\u200e${text}` : text;
}

/** "1250.5", "TRY" → "1.250,50 TL": the one form the portal, its e-mails and SMS show an amount in. */
export function formatMoney(...args: Parameters<typeof formatMoneyText>): string {
  return keepLeftToRight(formatMoneyText(...args));
}

/** "2026-11-29" → "29.11.2026" (Turkish, English), "2026/11/29" (Chinese), "29/11/2026" (French) … */
export function formatDay(iso: string | null | undefined): string {
  const language = i18n.language;
  if (dottedDays(language) || !iso || !/^\d{4}-\d{2}-\d{2}$/.test(iso)) {
    return isoToDottedDate(iso);
  }
  return new Intl.DateTimeFormat(intlLocale(language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}

/**
 * How a screen reader names a plan line: its document and due date ("FTR-12 · 27.11.2026"), since one document's
 * instalments share the document number.
 */
export function dueLineName(line: { documentNo: string | null; dueDate: string }): string {
  return line.documentNo ? `${line.documentNo} · ${formatDay(line.dueDate)}` : formatDay(line.dueDate);
}

const two = (value: number) => String(value).padStart(2, '0');

/** A timestamp as the user's clock shows it: "22.11.2026 14:05". */
export function formatDateTime(timestamp: string | null | undefined): string {
  if (!timestamp) {
    return '';
  }
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) {
    return '';
  }
  if (!dottedDays(i18n.language)) {
    return new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'short', timeStyle: 'short' }).format(date);
  }
  return `${two(date.getDate())}.${two(date.getMonth() + 1)}.${date.getFullYear()} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** The first characters of a transaction id: enough to tell rows apart, the full id in the tooltip. */
export function shortId(id: string, length = 8): string {
  return id.length > length ? `${id.slice(0, length)}…` : id;
}

/** One formatter per language and form: made once, as a table writes a rate on every row. */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: string, style: 'decimal' | 'percent', minimum: number, maximum: number) {
  const key = `${language} ${style} ${minimum} ${maximum}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(language), {
      style,
      minimumFractionDigits: minimum,
      maximumFractionDigits: maximum,
    });
    numberFormats.set(key, format);
  }
  return format;
}

/** The decimals to write: a figure the API sends as text ("2.50") keeps its own; a number 2 to 4 at most. */
function decimalsOf(value: number | string, minimum: number): [number, number] {
  if (typeof value === 'string') {
    const own = value.split('.')[1]?.length ?? 0;
    return [Math.max(own, minimum), Math.max(own, minimum)];
  }
  return [minimum, Math.max(4, minimum)];
}

/**
 * A rate as the language writes a percentage: "%12,5" in Turkish (the specification's form), "12.5%" in English,
 * "12,5 %" in French. The API's "2.50" keeps its two decimals, exactly (never through a float); a number gets
 * `minimumFractionDigits` to 4.
 */
export function formatPercent(
  rate: number | string,
  language: string = i18n.language,
  minimumFractionDigits = 0,
): string {
  const [minimum, maximum] = decimalsOf(rate, minimumFractionDigits);
  const format = numberFormat(language, 'percent', minimum, maximum);
  return typeof rate === 'string' ? format.format(`${rate}e-2` as `${number}`) : format.format(rate / 100);
}

/**
 * A figure with decimals as the language writes it: "12,50" in Turkish, "12.50" in English, for a text that places
 * its own "%" ("aylık %{{rate}}", "{{rate}}% a month"). Decimals as `formatPercent`.
 */
export function formatDecimal(
  value: number | string,
  language: string = i18n.language,
  minimumFractionDigits = 0,
): string {
  const [minimum, maximum] = decimalsOf(value, minimumFractionDigits);
  return numberFormat(language, 'decimal', minimum, maximum).format(value as number | `${number}`);
}

/** A count with the language's thousands separator ("1.234" in Turkish), "+" when the server stopped counting. */
export function formatCount(count: number, language: string, isCapped = false): string {
  const text = new Intl.NumberFormat(intlLocale(language)).format(count);
  return isCapped ? `${text}+` : text;
}

/** "29.11.2026", "29/11/2026", "29-11-2026", "1.2.2026" or "29112026" → YYYY-MM-DD; null when it names no real day. */
export function dottedToIso(text: string): string | null {
  const trimmed = text.trim();
  const match =
    /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(trimmed) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed);
  if (!match) {
    return null;
  }
  const [, day = '', month = '', year = ''] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoCalendarDate(iso) ? iso : null;
}
