import { passesLuhn } from '@tahsilat/domain';

export { passesLuhn };

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** Luhn-valid 13–19 digit runs (spaces or dashes allowed between digits) inside a text; UUIDs are not cards. */
export function cardNumbersIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.replace(UUID, ' ').matchAll(/\d(?:[ -]?\d){12,18}/g)) {
    const digits = match[0].replace(/[ -]/g, '');
    if (digits.length >= 13 && digits.length <= 19 && !/^(\d)\1+$/.test(digits) && passesLuhn(digits)) {
      found.push(digits);
    }
  }
  return found;
}

/** Every string value of a JSON document (numbers such as epoch-ms expiries are not card data). */
export function stringValues(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    out.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) {
      stringValues(item, out);
    }
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) {
      stringValues(item, out);
    }
  }
  return out;
}
