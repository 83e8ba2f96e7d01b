import { describe, expect, it } from 'vitest';
import { type DeclineFacts, declineReasonOf } from './decline.js';
import { messages } from './messages.js';

const failed = (facts: Partial<DeclineFacts>): DeclineFacts => ({
  status: 'failed',
  returnCode: null,
  errorCode: null,
  mdStatus: '1',
  message: 'Red',
  ...facts,
});

describe('declineReasonOf (issue 27)', () => {
  it('gives no reason while the payment waits or once it is authorised', () => {
    for (const status of ['awaiting_3d', 'authorising', 'authorised'] as const) {
      expect(declineReasonOf(failed({ status, returnCode: '51' }))).toBeNull();
    }
  });

  it('reads NestPay: ProcReturnCode and Extra.ERRORCODE', () => {
    expect(declineReasonOf(failed({ returnCode: '51', errorCode: 'ISO8583-51' }))).toBe('insufficient_funds');
    expect(declineReasonOf(failed({ returnCode: '51', errorCode: null }))).toBe('insufficient_funds');
    expect(declineReasonOf(failed({ returnCode: '43', errorCode: 'ISO8583-43' }))).toBe('card_blocked');
    expect(declineReasonOf(failed({ returnCode: '41' }))).toBe('card_blocked');
    expect(declineReasonOf(failed({ returnCode: '57' }))).toBe('card_blocked');
    expect(declineReasonOf(failed({ returnCode: '91' }))).toBe('bank_unreachable');
    // The sandbox's declined card: 05 "Red-Onaylanmadı", a refusal with no more said.
    expect(declineReasonOf(failed({ returnCode: '05', message: 'Red-Onaylanmadı' }))).toBe('other');
    expect(declineReasonOf(failed({ returnCode: '99', errorCode: 'CORE-2008' }))).toBe('other');
  });

  it('reads Garanti: the ReasonCode says more than Code 05', () => {
    expect(declineReasonOf(failed({ returnCode: '05', errorCode: '51' }))).toBe('insufficient_funds');
    expect(declineReasonOf(failed({ returnCode: '05', errorCode: '04' }))).toBe('card_blocked');
    expect(declineReasonOf(failed({ returnCode: '05', errorCode: '05' }))).toBe('other');
    // A field error of the gateway (0002) is no ISO code.
    expect(declineReasonOf(failed({ returnCode: '0002', errorCode: null }))).toBe('other');
  });

  it('reads PosNet: approved 0 with a four-digit respCode', () => {
    expect(declineReasonOf(failed({ returnCode: '0', errorCode: '0051' }))).toBe('insufficient_funds');
    expect(declineReasonOf(failed({ returnCode: '0', errorCode: '0062' }))).toBe('card_blocked');
    expect(declineReasonOf(failed({ returnCode: '0', errorCode: '0127' }))).toBe('other');
  });

  it('reads KuveytTürk: the ResponseCode', () => {
    expect(declineReasonOf(failed({ returnCode: '51', errorCode: '51' }))).toBe('insufficient_funds');
    expect(declineReasonOf(failed({ returnCode: '07', errorCode: '07' }))).toBe('card_blocked');
    expect(declineReasonOf(failed({ returnCode: 'MetaDataNotFound', errorCode: 'MetaDataNotFound' }))).toBe(
      'other',
    );
  });

  it('reads PayFlex: ResultCode 0051, 0005, 0096', () => {
    expect(declineReasonOf(failed({ returnCode: '0051', errorCode: '0051' }))).toBe('insufficient_funds');
    expect(declineReasonOf(failed({ returnCode: '0041', errorCode: '0041' }))).toBe('card_blocked');
    expect(declineReasonOf(failed({ returnCode: '0096', errorCode: '0096' }))).toBe('bank_unreachable');
    expect(declineReasonOf(failed({ returnCode: '0005', errorCode: '0005' }))).toBe('other');
  });

  it('tells a failed 3-D check by our message, or by an mdStatus no account accepts', () => {
    expect(
      declineReasonOf(failed({ mdStatus: '0', message: `${messages.threeDFailed} (Not authenticated)` })),
    ).toBe('three_d_failed');
    // PayFlex's and KuveytTürk's 3-D words are not NestPay's digits: the message says it.
    expect(declineReasonOf(failed({ mdStatus: 'N', message: messages.threeDFailed }))).toBe('three_d_failed');
    expect(declineReasonOf(failed({ mdStatus: '5', message: 'Doğrulama yapılamadı' }))).toBe(
      'three_d_failed',
    );
    // A passed check then a refused authorisation is the refusal's class.
    expect(declineReasonOf(failed({ mdStatus: '1', returnCode: '51' }))).toBe('insufficient_funds');
  });

  it('tells an unanswered bank by its code or our message', () => {
    expect(declineReasonOf(failed({ message: messages.bankUnavailable }))).toBe('bank_unreachable');
    expect(declineReasonOf(failed({ returnCode: '68' }))).toBe('bank_unreachable');
  });

  it('calls an expired payment an unfinished 3-D check, and anything else other', () => {
    expect(declineReasonOf(failed({ status: 'expired', message: messages.paymentExpired }))).toBe(
      'three_d_failed',
    );
    expect(declineReasonOf(failed({ message: messages.paymentRequestTaken }))).toBe('other');
  });
});
