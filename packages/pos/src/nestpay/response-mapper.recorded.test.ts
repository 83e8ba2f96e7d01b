import { describe, expect, it } from 'vitest';
import { encodeLatin5 } from '../charset.js';
import answers from '../fixtures/recorded/nestpay/answers.json' with { type: 'json' };
import { type JournalEntry, SandboxJournal } from '../sandbox/journal.js';
import { SandboxXmlApi } from '../sandbox/xml-api.js';
import type { BankResult } from '../types.js';
import { parseXml } from '../xml.js';
import { mapCc5Response, mapHistoryResponse, mapStatusResponse } from './response-mapper.js';

/**
 * Real NestPay (EST) answers, as published in the mews/pos test suite (mewebstudio/pos
 * tests/Unit/DataMapper/ResponseDataMapper/EstPosResponseDataMapperTest.php and
 * tests/Unit/Serializer/EstPosSerializerTest.php, commit 9152706f2e36f78cb2a00bd73ec8a79405926a44); each fixture
 * in fixtures/recorded/nestpay/answers.json names its case. Most were rebuilt into CC5Response XML from the
 * parsed arrays the tests hold; `provision_success_wire` is the bank's text verbatim.
 */
type Case = keyof typeof answers;
const read = (name: Case) => parseXml(encodeLatin5(answers[name].xml));
const OURS = 'OUR-ORDER';

const result = (fields: Partial<BankResult>): BankResult => ({
  outcome: 'approved',
  orderId: OURS,
  authCode: null,
  hostRefNum: null,
  transId: null,
  returnCode: null,
  errorCode: null,
  message: null,
  ...fields,
});

describe('NestPay recorded answers: authorisation and 3-D provision', () => {
  it.each([
    ['payment_success1', '202210293885', 'P48911', '230200671758', '22302V8rE11732'],
    ['payment_success_without_errorcode', '202210293885', 'P48911', '230200671758', '22302V8rE11732'],
    ['payment_success2', '20221030FAC5', 'P90325', '230300671782', '22303Md4C19254'],
    ['provision_success', '202210304547', '563339', '230311184777', '22303LzpJ16296'],
    ['provision_success_wire', '20230910AF6A', 'P18552', '325300733333', '23253WkfD10806'],
  ] as const)('%s is approved with its references', (name, orderId, authCode, hostRefNum, transId) => {
    expect(mapCc5Response(OURS, read(name))).toEqual(
      result({ orderId, authCode, hostRefNum, transId, returnCode: '00' }),
    );
  });

  it('99 with CORE-2012 (bad card number) and CORE-2603 (instalments) are errors with their codes', () => {
    expect(mapCc5Response(OURS, read('payment_error_bad_card_number'))).toEqual(
      result({
        outcome: 'error',
        orderId: '20221029B541',
        transId: '22302WcCC13836',
        returnCode: '99',
        errorCode: 'CORE-2012',
        message: 'Kredi karti numarasi gecerli formatta degil.',
      }),
    );
    expect(mapCc5Response(OURS, read('provision_error_installment'))).toEqual(
      result({
        outcome: 'error',
        orderId: '20221030FE4C',
        transId: '22303LtCH15933',
        returnCode: '99',
        errorCode: 'CORE-2603',
        message: 'Taksit tablosu icin gecersiz deger',
      }),
    );
  });

  it('82 (CVV) after a passed 3-D check is a decline, with the host reference it was given', () => {
    expect(mapCc5Response(OURS, read('provision_declined_cvv'))).toEqual(
      result({
        outcome: 'declined',
        orderId: '4c4',
        hostRefNum: '4139489',
        transId: '24138rt2596',
        returnCode: '82',
        errorCode: 'ISO8583-82',
        message: 'CVV Hatasi veya girilen CVV gecersiz.',
      }),
    );
  });
});

describe('NestPay recorded answers: void and refund', () => {
  it('approved voids and refunds carry their own references', () => {
    expect(mapCc5Response(OURS, read('void_success'))).toEqual(
      result({
        orderId: '20221030B3FF',
        authCode: 'P43467',
        hostRefNum: '230300671786',
        transId: '22303MzZG10851',
        returnCode: '00',
      }),
    );
    expect(mapCc5Response(OURS, read('void_success_without_extra_errorcode'))).toEqual(
      result({ orderId: '230', authCode: '160769', hostRefNum: '48', transId: '2836', returnCode: '00' }),
    );
    expect(mapCc5Response(OURS, read('refund_success'))).toEqual(
      result({ orderId: 'df0e', authCode: '46', hostRefNum: '41', transId: '24138', returnCode: '00' }),
    );
  });

  it('no sale to cancel (CORE-2008) is an error; the order id falls back to ours when the bank sends none', () => {
    expect(mapCc5Response(OURS, read('void_no_sale_to_cancel'))).toEqual(
      result({
        outcome: 'error',
        transId: '22303M5IA11121',
        returnCode: '99',
        errorCode: 'CORE-2008',
        message: 'İptal edilmeye uygun satış işlemi bulunamadı.',
      }),
    );
    expect(mapCc5Response(OURS, read('void_no_sale_to_cancel_2024'))).toMatchObject({
      outcome: 'error',
      orderId: 'a1a7d184',
      hostRefNum: '413719757716',
      transId: null,
      errorCode: 'CORE-2008',
    });
  });

  it('an answer without ProcReturnCode or Response (a recurring-plan cancel) is unknown, never declined', () => {
    expect(mapCc5Response(OURS, read('void_recurring_plan'))).toEqual(result({ outcome: 'unknown' }));
  });

  it('a refund before the end of day is an error (CORE-2508); a zero net refund is declined', () => {
    expect(mapCc5Response(OURS, read('refund_before_end_of_day'))).toMatchObject({
      outcome: 'error',
      orderId: '20221030B3FF',
      returnCode: '99',
      errorCode: 'CORE-2508',
      message: 'Iade yapilamaz, siparis gunsonuna girmemis.',
    });
    expect(mapCc5Response(OURS, read('refund_declined_net_zero'))).toEqual(
      result({
        outcome: 'declined',
        orderId: '2c544d',
        hostRefNum: '413051',
        transId: '24082',
        errorCode: '215021',
        message: 'Net Tutar 0.',
      }),
    );
  });
});

describe('NestPay recorded answers: ORDERSTATUS', () => {
  it('a captured sale (S, C) is captured; a voided one voided', () => {
    expect(mapStatusResponse(OURS, read('status_sale_captured'))).toEqual({
      answered: true,
      state: 'captured',
      result: result({
        orderId: '2024010354F1',
        authCode: 'P77974',
        hostRefNum: '400300744233',
        transId: '24003Vl7F13152',
        returnCode: '00',
        message: 'Record(s) found for 2024010354F1',
      }),
    });
    expect(mapStatusResponse(OURS, read('status_voided'))).toMatchObject({
      state: 'voided',
      result: { outcome: 'approved', authCode: 'P42795', hostRefNum: '400300744237' },
    });
  });

  it('a pre-authorisation waiting for capture (S, A, CAPTURE_AMT empty) is preauthorised', () => {
    expect(mapStatusResponse(OURS, read('status_preauth_waiting'))).toMatchObject({
      answered: true,
      state: 'preauthorised',
      result: { outcome: 'approved', authCode: 'T87380', transId: '24003VqkA14152' },
    });
    // The 2022 answer for a sale has the same shape; it is charged either way, never captured by mistake.
    expect(mapStatusResponse(OURS, read('status_sale_authorised_2022')).state).toBe('preauthorised');
  });

  it('charge type C with TRANS_STAT C is a refund, not a capture', () => {
    expect(mapStatusResponse(OURS, read('status_refunded_credit'))).toMatchObject({
      answered: true,
      state: 'refunded',
      result: { outcome: 'approved', authCode: 'P93736', hostRefNum: '402800747548' },
    });
  });

  it('"No record found" is not_found; an answer it cannot read (a recurring order) is unknown', () => {
    expect(mapStatusResponse(OURS, read('status_not_found'))).toEqual({
      answered: true,
      state: 'not_found',
      result: result({
        outcome: 'error',
        returnCode: '99',
        message: 'No record found for 2022103088D22',
      }),
    });
    expect(mapStatusResponse(OURS, read('status_recurring'))).toMatchObject({
      answered: true,
      state: 'unknown',
      result: { outcome: 'unknown' },
    });
  });

  it('other errors are unknown, never not_found or declined', () => {
    for (const name of ['payment_error_bad_card_number', 'refund_before_end_of_day'] as const) {
      expect(mapStatusResponse(OURS, read(name)).state).toBe('unknown');
    }
  });
});

describe('NestPay recorded answers: ORDERHISTORY', () => {
  const nothing = { answered: true, voided: false, refunded: 0n, refundCount: 0 };

  it('a voided sale is voided; a failed credit (99) refunds nothing', () => {
    expect(mapHistoryResponse(read('history_void_then_failed_refund'))).toEqual({ ...nothing, voided: true });
    expect(mapHistoryResponse(read('history_sale_voided'))).toEqual({ ...nothing, voided: true });
  });

  it('a sale, a waiting pre-authorisation and a captured one hold no reversal', () => {
    for (const name of ['history_one_sale', 'history_one_preauth', 'history_preauth_captured'] as const) {
      expect(mapHistoryResponse(read(name))).toEqual(nothing);
    }
  });

  it('"No record found" (05, TRXCOUNT 0) is an answer: the bank holds no reversal', () => {
    expect(mapHistoryResponse(read('history_not_found'))).toEqual(nothing);
  });
});

describe('the sandbox bank answers ORDERSTATUS and ORDERHISTORY in the recorded shapes', () => {
  const merchant = { clientId: '1', storeKey: 'k', apiUser: 'u', apiPassword: 'p', name: 'n' };
  const journal = new SandboxJournal();
  const api = new SandboxXmlApi({
    journal,
    merchants: new Map([['1', merchant]]),
    sessionByMd: () => undefined,
    outcomeFor: () => ({ approved: true, code: '00', message: null }),
  });
  const movement = (orderId: string, type: JournalEntry['type'], amount: string) =>
    journal.add({
      orderId,
      clientId: '1',
      type,
      amount,
      currency: '949',
      outcome: 'approved',
      returnCode: '00',
      authCode: '123456',
      hostRefNum: '000000000001',
      transId: `T-${type}`,
      maskedPan: '454671***7894',
    });
  const ask = async (orderId: string, query: 'ORDERSTATUS' | 'ORDERHISTORY') => ({
    CC5Response: await api.handle({
      Name: 'u',
      Password: 'p',
      ClientId: '1',
      OrderId: orderId,
      Extra: { [query]: 'QUERY' },
    }),
  });

  it('a waiting pre-authorisation, a captured one and a credit read as the bank shapes do', async () => {
    movement('PRE', 'PreAuth', '10.00');
    expect(mapStatusResponse('PRE', await ask('PRE', 'ORDERSTATUS')).state).toBe('preauthorised');
    movement('PRE', 'PostAuth', '10.00');
    expect(mapStatusResponse('PRE', await ask('PRE', 'ORDERSTATUS')).state).toBe('captured');
    movement('PRE', 'Credit', '2.50');
    expect(mapStatusResponse('PRE', await ask('PRE', 'ORDERSTATUS'))).toMatchObject({
      state: 'refunded',
      result: { transId: 'T-Credit' },
    });
  });

  it('an order it does not hold is "No record found" to both queries', async () => {
    expect(mapStatusResponse('NONE', await ask('NONE', 'ORDERSTATUS'))).toMatchObject({
      answered: true,
      state: 'not_found',
      result: { message: 'No record found for NONE' },
    });
    expect(mapHistoryResponse(await ask('NONE', 'ORDERHISTORY'))).toEqual({
      answered: true,
      voided: false,
      refunded: 0n,
      refundCount: 0,
    });
  });
});
