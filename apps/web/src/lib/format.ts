/** How the portal writes amounts, days, times, counts and ids on every page. */
import { formatMoneyText, isoToDottedDate } from '@tahsilat/domain/pricing';

/** "1250.5", "TRY" → "1.250,50 TL": the one form the portal, its e-mails and SMS show an amount in. */
export const formatMoney = formatMoneyText;

/** "2026-11-29" → "29.11.2026". */
export const formatDay = isoToDottedDate;

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
  return `${two(date.getDate())}.${two(date.getMonth() + 1)}.${date.getFullYear()} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** The first characters of a transaction id: enough to tell rows apart, the full id in the tooltip. */
export function shortId(id: string, length = 8): string {
  return id.length > length ? `${id.slice(0, length)}…` : id;
}

/** A count with the language's thousands separator ("1.234" in Turkish), "+" when the server stopped counting. */
export function formatCount(count: number, language: string, isCapped = false): string {
  const text = new Intl.NumberFormat(language === 'tr' ? 'tr-TR' : 'en-US').format(count);
  return isCapped ? `${text}+` : text;
}
