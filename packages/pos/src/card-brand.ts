/**
 * The card scheme from the card number's first digits: KuveytTürk's `CardType` and PayFlex's `BrandName` name it,
 * so it must be known before the 3-D start. Ranges: Visa 4; Mastercard 51–55 and 2221–2720; American Express 34,
 * 37; Troy 9792 and 65 (Troy cards are issued in Türkiye under 9792 and, co-branded, 65).
 */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'troy';

export function cardBrandOf(cardNumber: string): CardBrand | null {
  const digits = cardNumber.replace(/\D/g, '');
  if (digits.startsWith('9792') || digits.startsWith('65')) {
    return 'troy';
  }
  if (digits.startsWith('4')) {
    return 'visa';
  }
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) {
    return 'mastercard';
  }
  if (two === 34 || two === 37) {
    return 'amex';
  }
  return null;
}
