/**
 * Issuer BIN prefixes (first six digits) the portal knows, and the provider (bank id) whose card
 * programme they belong to. Instalments are offered only on a known card of the programme's bank;
 * any other card pays in a single payment. The table is small on purpose: it holds the banks' public
 * test cards and the demo's cards (docs/payments.md), and grows as tenants add programmes.
 */
export const CARD_BINS: Readonly<Record<string, number>> = {
  // Akbank: the issuer of the NestPay test card 4355 0843 5508 4358 (protocols/vectors.json, callback D).
  '435508': 46,
  // Türkiye İş Bankası: its NestPay test environment's card 4546 7112 3456 7894 (protocols/README.md).
  '454671': 64,
  // Garanti BBVA: the demo's Bonus card 5406 6754 0667 5403.
  '540667': 62,
  // Yapı Kredi (PosNet): the demo's World card 5451 0312 3456 7897.
  '545103': 67,
  // Yapı Kredi: its PosNet test environment's card 4048 0950 1085 7528 (protocols/README.md).
  '404809': 67,
  // TEB (NestPay 3d_pay): the demo's TEB Bonus card 5571 1312 3456 7890.
  '557113': 32,
  // KuveytTürk (TDV2): the demo's Sağlam Kart 5188 9612 3456 7895; its test card 5188 9619 3919 2544 too.
  '518896': 205,
  // VakıfBank (PayFlex): the demo's Worldcard 4938 4112 3456 7897; its test card 4938 4101 5770 5591 too.
  '493841': 15,
  // Halkbank: the demo's Paraf card 5528 7900 0000 0008.
  '552879': 889,
  // QNB: the demo's CardFinans card 4022 7712 3456 7891.
  '402277': 856,
};

/** The provider whose programme a card belongs to, from its first six digits; null when unknown. */
export function bankIdForCard(cardNumber: string): number | null {
  const digits = cardNumber.replace(/\s/g, '');
  return digits.length >= 6 ? (CARD_BINS[digits.slice(0, 6)] ?? null) : null;
}
