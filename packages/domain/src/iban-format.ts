/** "TR330006100519786457841326" → "TR33 0006 1005 1978 6457 8413 26", as banks print it (no library: screens use it). */
export function formatIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}
