/** A Turkish phone number in the footer mask `0### ### ## ##` (SPEC 9); anything else is shown as given. */
export function formatPhone(raw: string | null | undefined): string {
  if (!raw) {
    return '';
  }
  let digits = raw.replace(/\D/g, '');
  if (digits.startsWith('90') && digits.length === 12) {
    digits = digits.slice(2);
  }
  if (digits.length === 10) {
    digits = `0${digits}`;
  }
  if (digits.length !== 11 || !digits.startsWith('0')) {
    return raw;
  }
  return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7, 9)} ${digits.slice(9, 11)}`;
}
