/** How the payment screens write what is typed and shown: card numbers, expiry, phones, dates, money, rates. */

import { formatMoneyText, formatTurkishMoney, isoToDottedDate } from '@tahsilat/domain/pricing';
import { formatDecimal, formatPercent as formatPercentOf } from '../../lib/format.js';

export function cardDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/** Digits grouped as the card shows them: 4-6-5 for 15-digit cards, 4-4-4-4 otherwise. */
export function formatCardNumber(text: string): string {
  const digits = cardDigits(text).slice(0, 16);
  if (/^3[47]/.test(digits)) {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'troy' | null;

export function cardBrandOf(text: string): CardBrand {
  const digits = cardDigits(text);
  if (/^4/.test(digits)) {
    return 'visa';
  }
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) {
    return 'mastercard';
  }
  if (/^3[47]/.test(digits)) {
    return 'amex';
  }
  if (/^(9792|65)/.test(digits)) {
    return 'troy';
  }
  return null;
}

/** MM/YY as it is typed: the slash comes by itself after the month. */
export function formatExpiry(text: string, previous: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4);
  const deleting = text.length < previous.length;
  if (digits.length <= 2) {
    return digits.length === 2 && !deleting ? `${digits}/` : digits;
  }
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** A mobile number in the mask 0### ### ## ## as it is typed. */
export function formatMobile(text: string): string {
  let digits = text.replace(/\D/g, '');
  if (digits.length > 0 && !digits.startsWith('0')) {
    digits = `0${digits}`;
  }
  digits = digits.slice(0, 11);
  const groups = [digits.slice(0, 4), digits.slice(4, 7), digits.slice(7, 9), digits.slice(9, 11)];
  return groups.filter(Boolean).join(' ');
}

/** "2026-11-29" → "29.11.2026" (how the payment screens show a date). */
export const isoToDotted = isoToDottedDate;

/** DD.MM.YYYY as it is typed. */
export function formatDotted(text: string, previous: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  const deleting = text.length < previous.length;
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean);
  const joined = parts.join('.');
  return !deleting && (digits.length === 2 || digits.length === 4) ? `${joined}.` : joined;
}

/** "1.044,90 TL": amounts in Turkish format with 2 decimals (SPEC 9), from the API's "1044.90". */
export const formatMoney = formatMoneyText;

export const formatMoneyOf = formatTurkishMoney;

/** A commission rate with 2 to 4 decimals as the payer's language writes it: "%4,49" (Turkish), "4.49%" (English). */
export function formatPercent(rate: number, language: string): string {
  return formatPercentOf(rate, language, 2);
}

/** The figure of a commission rate, for a text that writes its own "%": "4,49" (Turkish), "4.49" (English). */
export function formatRateFigure(rate: number, language: string): string {
  return formatDecimal(rate, language, 2);
}

/** "34,6964": an exchange rate from the API's "34.6964", 4 decimals (SPEC 9). */
export function formatExchangeRate(text: string): string {
  const [whole = '0', fraction = ''] = text.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${fraction.padEnd(4, '0').slice(0, 4)}`;
}
