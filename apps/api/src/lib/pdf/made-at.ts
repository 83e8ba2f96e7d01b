/** "24.11.2026 10:15" in Istanbul: when a document was made, as its reader's clock shows it. */
export const madeAt = (now: Date = new Date()): string =>
  new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', dateStyle: 'short', timeStyle: 'short' })
    .format(now)
    .replace(',', '');
