import { describe, expect, it } from 'vitest';
import recorded from '../fixtures/recorded/kuveyt/callbacks.json' with { type: 'json' };
import type { ExpectedCallback, PosAccount } from '../types.js';
import { textOf } from '../xml.js';
import { decodeAuthenticationResponse, readKuveytCallback } from './callback.js';
import { kuveytCallbackHash } from './hash.js';

/**
 * Real KuveytTürk AuthenticationResponse posts from the mews/pos test suite (fixtures/recorded/kuveyt/callbacks.json;
 * each test names its fixture key first), read with the test merchant 496, password api123.
 */
type Key = keyof typeof recorded.callbacks;
const post = (key: Key): Record<string, string> => ({ ...recorded.callbacks[key].fields });
const account: PosAccount = {
  protocol: 'kuveyt',
  model: '3d',
  endpoints: { gateUrl: 'https://bank.test/gate', apiUrl: 'https://bank.test/provision' },
  credentials: {
    storeId: '496',
    terminalId: '400235',
    apiUser: 'apitest',
    apiPassword: 'api123',
    storeKey: '',
  },
  acceptedMdStatus: ['00'],
};
const withStore = (storeId: string): PosAccount => ({
  ...account,
  credentials: { ...account.credentials, storeId },
});
const order = (orderId: string, amount = 101n): ExpectedCallback => ({ orderId, amount, currency: 'TRY' });

describe('KuveytTürk recorded callbacks: successes', () => {
  it('auth_ok_signed_tdv2: the signed TDV2 success (vector C) is a passed check for our order', () => {
    expect(readKuveytCallback(account, post('auth_ok_signed_tdv2'), order('2024042111A0'))).toEqual({
      kind: 'authenticated',
      problem: null,
      mdStatus: '00',
      message: 'Kart doğrulandı.',
      maskedPan: '51889619****2544',
    });
  });

  it('auth_ok_signed_tdv2: relabelled for another order or amount, or another password, it is refused', () => {
    const fields = post('auth_ok_signed_tdv2');
    expect(readKuveytCallback(account, fields, order('2024042111A1')).problem).toBe('order');
    expect(readKuveytCallback(account, fields, order('2024042111A0', 102n)).problem).toBe('amount');
    const otherPassword = { ...account, credentials: { ...account.credentials, apiPassword: 'api124' } };
    expect(readKuveytCallback(otherPassword, fields, order('2024042111A0')).problem).toBe('hash');
  });

  it('auth_ok_signed_tdv2 without its HashData: a success without HashData is refused', () => {
    const { AuthenticationResponse: value = '' } = post('auth_ok_signed_tdv2');
    const unsigned = value.replace(/%3CHashData%3E.*?%3C%2FHashData%3E/, '');
    expect(unsigned).not.toBe(value);
    expect(readKuveytCallback(account, { AuthenticationResponse: unsigned }, order('2024042111A0'))).toEqual({
      kind: 'refused',
      problem: 'unsigned',
      mdStatus: '00',
      message: 'Kart doğrulandı.',
      maskedPan: '51889619****2544',
    });
  });

  it('auth_ok_signed_older: merchant 48544 signed with a password we do not know, so we refuse it as hash', () => {
    const fields = post('auth_ok_signed_older');
    // The post is genuine (vector D) under its echoed H(password); the clear password is unpublished.
    const contract = decodeAuthenticationResponse(fields.AuthenticationResponse);
    const echoed = textOf(contract?.VPosMessage, 'HashPassword');
    const input = { MerchantOrderId: 'MP-15', ResponseCode: '00', OrderId: '86483278' };
    expect(kuveytCallbackHash(input, echoed)).toBe(textOf(contract, 'HashData'));
    expect(readKuveytCallback(withStore('48544'), fields, order('MP-15', 10n))).toEqual({
      kind: 'refused',
      problem: 'hash',
      mdStatus: '00',
      message: 'Kart doğrulandı.',
      maskedPan: '5124********1609',
    });
  });

  it('auth_ok_unsigned_wire: the older sample without a ResponseCode is refused, and its full card never leaves', () => {
    // Despite the fixture note, the verbatim value has no ResponseCode and no response HashData: not an OkUrl post.
    const word = readKuveytCallback(withStore('80'), post('auth_ok_unsigned_wire'), order('Order 123', 100n));
    expect(word).toEqual({
      kind: 'refused',
      problem: 'malformed',
      mdStatus: null,
      message: null,
      maskedPan: null,
    });
    expect(JSON.stringify(word)).not.toContain('4025502306586032');
    // With the ResponseCode 00 mews's parsed form of it has: an unsigned success, refused, the card masked.
    const { AuthenticationResponse: value = '' } = post('auth_ok_unsigned_wire');
    const code =
      '%3CResponseCode%3E00%3C%2FResponseCode%3E%3CResponseMessage%3EHATATA%3C%2FResponseMessage%3E';
    const withCode = value.replace('%3COrderId%3E0%3C%2FOrderId%3E', `${code}%3COrderId%3E0%3C%2FOrderId%3E`);
    const unsigned = readKuveytCallback(
      withStore('80'),
      { AuthenticationResponse: withCode },
      order('Order 123', 100n),
    );
    expect(unsigned).toEqual({
      kind: 'refused',
      problem: 'unsigned',
      mdStatus: '00',
      message: 'HATATA',
      maskedPan: '402550******6032',
    });
    expect(JSON.stringify(unsigned)).not.toContain('4025502306586032');
  });
});

describe('KuveytTürk recorded callbacks: unsigned failures decide nothing', () => {
  it('auth_fail_hashdataerror_wire: the unsigned HashDataError post is an unsigned failure of our order', () => {
    const fields = post('auth_fail_hashdataerror_wire');
    expect(readKuveytCallback(account, fields, order('2020110828BC'))).toEqual({
      kind: 'unsigned_failure',
      problem: null,
      mdStatus: 'HashDataError',
      message: 'Şifrelenen veriler (Hashdata) uyuşmamaktadır.',
      maskedPan: null,
    });
    // It names its MerchantOrderId: posted against another order it is refused.
    expect(readKuveytCallback(account, fields, order('2020110828BD'))).toMatchObject({
      kind: 'refused',
      problem: 'order',
    });
  });

  it('auth_fail_ip_error_wire: the unsigned PosMerchantIPError post is an unsigned failure', () => {
    const word = readKuveytCallback(withStore('80123'), post('auth_fail_ip_error_wire'), order('Eak3mC1eW5'));
    expect(word).toEqual({
      kind: 'unsigned_failure',
      problem: null,
      mdStatus: 'PosMerchantIPError',
      message: 'IP adresi tanımlı değildir.',
      maskedPan: null,
    });
  });

  it('auth_fail_invalid_security: a failure without MerchantOrderId or VPosMessage is still an unsigned failure', () => {
    const word = readKuveytCallback(account, post('auth_fail_invalid_security'), order('2024042111A0'));
    expect(word).toEqual({
      kind: 'unsigned_failure',
      problem: null,
      mdStatus: 'InvalidTransactionSecurity',
      message: 'İşlem türü geçersizdir.',
      maskedPan: null,
    });
  });
});
