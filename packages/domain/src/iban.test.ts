import { describe, expect, it } from 'vitest';
import { findTurkishIbans, formatIban, parseIban } from './iban.js';

/** A Turkish IBAN with correct check digits for a bank code and account (ISO 7064 MOD 97-10, computed here). */
function turkishIban(bankCode: string, account: string): string {
  const bban = `${bankCode}0${account.padStart(16, '0')}`;
  const numeric = `${bban}TR00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  const check = 98n - (BigInt(numeric) % 97n);
  return `TR${check.toString().padStart(2, '0')}${bban}`;
}

describe('reading an IBAN', () => {
  it('takes one as printed, spaced and in lower case, and names a known Turkish bank', () => {
    const parsed = parseIban('tr33 0006 1005 1978 6457 8413 26');
    expect(parsed).toEqual({
      ok: true,
      value: { iban: 'TR330006100519786457841326', country: 'TR', bankCode: '00061', bankName: null },
    });
    const garanti = turkishIban('00062', '6299123456');
    expect(parseIban(formatIban(garanti))).toMatchObject({ ok: true, value: { bankName: 'Garanti BBVA' } });
  });

  it('tells a typo in the digits from a text that is not an IBAN', () => {
    const good = turkishIban('00046', '1234567890');
    const typo = `${good.slice(0, 20)}${(Number(good[20]) + 1) % 10}${good.slice(21)}`;
    expect(parseIban(typo)).toEqual({ ok: false, problem: 'checkDigits' });
    expect(parseIban('TR12 3456')).toEqual({ ok: false, problem: 'format' });
    expect(parseIban('')).toEqual({ ok: false, problem: 'format' });
    expect(parseIban(`${good}1`)).toEqual({ ok: false, problem: 'format' });
  });

  it('refuses a Turkish IBAN whose reserve digit is not 0, even with valid check digits', () => {
    const bban = '000461';
    const account = '0000001234567890';
    const numeric = `${bban}${account}292700`;
    const check = 98n - (BigInt(numeric) % 97n);
    const iban = `TR${check.toString().padStart(2, '0')}${bban}${account}`;
    expect(parseIban(iban)).toEqual({ ok: false, problem: 'turkishLayout' });
  });

  it('takes a foreign IBAN, without a Turkish bank code', () => {
    expect(parseIban('DE89 3704 0044 0532 0130 00')).toEqual({
      ok: true,
      value: { iban: 'DE89370400440532013000', country: 'DE', bankCode: null, bankName: null },
    });
  });

  it('finds the checked Turkish IBANs in a transfer description, spaced or not, once each', () => {
    const sender = turkishIban('00064', '1100000000123456');
    const text = `EFT GÖNDEREN ${formatIban(sender)} AYŞE YILMAZ TR00 1234 ${sender} TR330006100519786457841327`;
    expect(findTurkishIbans(text)).toEqual([sender]);
    expect(findTurkishIbans(`/IBAN/${sender}/`)).toEqual([sender]);
    // Digits glued to it are another number, not this IBAN.
    expect(findTurkishIbans(`X${sender}9`)).toEqual([]);
  });
});
