/**
 * The boundaries of a period [dateFrom, dateTo] for reading month sums (firm_movement_totals) and rows together:
 * whole months inside the period come from the sums, the part-months at its ends from the movements.
 */
export interface PeriodBounds {
  /** The first day of dateFrom's month: sums before it are Devir; rows from it to dateFrom are Devir too. */
  firstMonth: string;
  /** The first whole month inside the period (dateFrom itself when it is the 1st). */
  wholeFrom: string;
  /** The first day after the last whole month inside the period. */
  wholeTo: string;
  /** Rows of the period's head: [dateFrom, headTo). */
  headTo: string;
  /** Rows of the period's tail: [tailFrom, end). */
  tailFrom: string;
  /** The day after dateTo. */
  end: string;
}

const DAY_MS = 86_400_000;

export const addIsoDays = (isoDate: string, days: number): string =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const monthStart = (isoDate: string) => `${isoDate.slice(0, 7)}-01`;

function nextMonth(isoDate: string): string {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

const earlier = (a: string, b: string) => (a < b ? a : b);
const later = (a: string, b: string) => (a > b ? a : b);

export function periodBounds(dateFrom: string, dateTo: string): PeriodBounds {
  const firstMonth = monthStart(dateFrom);
  const wholeFrom = dateFrom === firstMonth ? dateFrom : nextMonth(firstMonth);
  const end = addIsoDays(dateTo, 1);
  const wholeTo = monthStart(end);
  // Within one month there are no whole months (wholeFrom > wholeTo): the head then covers the whole period.
  const headTo = earlier(wholeFrom, end);
  const tailFrom = later(wholeTo, headTo);
  return { firstMonth, wholeFrom, wholeTo, headTo, tailFrom, end };
}
