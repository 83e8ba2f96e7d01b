/**
 * Istanbul's calendar day. Türkiye keeps UTC+3 all year (no daylight saving since September 2016),
 * so the day is plain arithmetic: building an Intl formatter with a time zone costs a phone's
 * browser more than a hundred milliseconds, and the payment page needs the day on its first paint.
 */
const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;

export interface CalendarDay {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

export function istanbulDay(now: Date = new Date()): CalendarDay {
  const shifted = new Date(now.getTime() + ISTANBUL_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

const two = (value: number) => String(value).padStart(2, '0');

/** YYYY-MM-DD in Istanbul (campaign end dates and rates are Istanbul days). */
export function istanbulIsoDate(now: Date = new Date()): string {
  const { year, month, day } = istanbulDay(now);
  return `${year}-${two(month)}-${two(day)}`;
}

/** DD.MM.YYYY in Istanbul, as the payment forms show dates. */
export function istanbulDottedDate(now: Date = new Date()): string {
  const { year, month, day } = istanbulDay(now);
  return `${two(day)}.${two(month)}.${year}`;
}

/** DD.MM.YYYY HH:MM in Istanbul: a moment as receipts and lists show it. */
export function istanbulDottedDateTime(moment: Date): string {
  const shifted = new Date(moment.getTime() + ISTANBUL_OFFSET_MS);
  return `${istanbulDottedDate(moment)} ${two(shifted.getUTCHours())}:${two(shifted.getUTCMinutes())}`;
}

/** A real day written YYYY-MM-DD ("2026-02-30" and "2026-13-01" are not): what a date column accepts. */
export function isIsoCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) {
    return false;
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const length = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= length;
}

/** "2026-11-29" (or a timestamp starting so) → "29.11.2026"; anything else → "". */
export function isoToDottedDate(iso: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}
