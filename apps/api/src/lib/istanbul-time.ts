/** The instant an Istanbul day (+ `days`) begins; Türkiye keeps UTC+3 all year. */
export function istanbulMidnight(isoDate: string, days: number): Date {
  const start = new Date(`${isoDate}T00:00:00+03:00`);
  start.setUTCDate(start.getUTCDate() + days);
  return start;
}
