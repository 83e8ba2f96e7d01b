import { cardNumbersIn, cardNumbersInErpText, passesLuhn } from '@tahsilat/domain';

/** The canary's rules are the product's own (packages/domain card-checks). */
export { cardNumbersIn, cardNumbersInErpText, passesLuhn };

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
