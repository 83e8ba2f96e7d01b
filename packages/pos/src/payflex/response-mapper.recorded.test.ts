import { describe, expect, it } from 'vitest';
import answers from '../fixtures/recorded/payflex/answers.json' with { type: 'json' };
import { mapEnrolmentAnswer, mapSearchReversals, mapSearchStatus, mapVposAnswer } from './response-mapper.js';
import { readAnswer } from './serialize.js';

/**
 * Real PayFlex (VakıfBank MPI + VPOS) answers from the mews/pos test suite (mewebstudio/pos
 * tests/Unit/DataMapper/ResponseDataMapper/PayFlexV4PosResponseDataMapperTest.php and
 * tests/Unit/Serializer/PayFlexV4PosSerializerTest.php at 9152706f2e36f78cb2a00bd73ec8a79405926a44,
 * tests/Unit/Gateways/PayFlexV4PosTest.php at 4eec5d232df9d9ad7c88fd8770a7e507214b5b92) and one live search
 * record from mews issue #229; each fixture in fixtures/recorded/payflex/answers.json names its case. No real
 * capture answer and no real search "not found" is published.
 */
type Case = keyof typeof answers;
const read = (name: Case) => readAnswer(new TextEncoder().encode(answers[name].xml));
const OURS = 'OUR-ORDER';

describe('PayFlex recorded answers: VPOS', () => {
  it('an approved sale: TransactionId, AuthCode and Rrn', () => {
    expect(mapVposAnswer(OURS, read('vpos_sale_approved'))).toEqual({
      outcome: 'approved',
      orderId: '202303095646',
      authCode: '961451',
      hostRefNum: '306823971358',
      transId: '9972767117b3400eb2acafc0018643df',
      returnCode: '0000',
      errorCode: null,
      message: 'İŞLEM BAŞARILI',
    });
    expect(mapVposAnswer(OURS, read('vpos_3d_sale_approved'))).toMatchObject({
      outcome: 'approved',
      orderId: 'order-id-123',
      authCode: '822641',
      transId: '20230309B838',
    });
  });

  it('0312 declines and keeps no auth code (the bank sends 000000)', () => {
    for (const name of ['vpos_sale_declined_invalid_card', 'vpos_3d_sale_declined'] as const) {
      expect(mapVposAnswer(OURS, read(name))).toMatchObject({
        outcome: 'declined',
        authCode: null,
        returnCode: '0312',
        errorCode: '0312',
        message: 'RED-GEÇERSİZ KART',
      });
    }
    expect(mapVposAnswer(OURS, read('vpos_3d_sale_declined'))).toMatchObject({
      orderId: '202303091489',
      hostRefNum: '306823971380',
      transId: '202303091489',
    });
  });

  it('9039 (merchant not found) is an error; the HTML rejection page is unknown', () => {
    expect(mapVposAnswer(OURS, read('vpos_merchant_not_found_wire'))).toEqual({
      outcome: 'error',
      orderId: OURS,
      authCode: null,
      hostRefNum: null,
      transId: null,
      returnCode: '9039',
      errorCode: '9039',
      message: 'Üye işyeri bulunamadı.',
    });
    expect(mapVposAnswer(OURS, read('vpos_request_rejected_html')).outcome).toBe('unknown');
  });

  it('cancel and refund approvals carry their own transaction id; 1083 and 1059 are declines', () => {
    expect(mapVposAnswer(OURS, read('vpos_cancel_approved'))).toEqual({
      outcome: 'approved',
      orderId: OURS,
      authCode: '836044',
      hostRefNum: '306823971363',
      transId: '4a8e979308de4568b500afc00187a501',
      returnCode: '0000',
      errorCode: null,
      message: 'İŞLEM BAŞARILI',
    });
    expect(mapVposAnswer(OURS, read('vpos_refund_approved'))).toMatchObject({
      outcome: 'approved',
      authCode: '752800',
      transId: '455ae6c09140434ea6edafc0018acbb9',
    });
    expect(mapVposAnswer(OURS, read('vpos_cancel_already_cancelled'))).toMatchObject({
      outcome: 'declined',
      errorCode: '1083',
      message: 'Referans islem daha önceden iptal edilmis.',
    });
    expect(mapVposAnswer(OURS, read('vpos_refund_already_refunded'))).toMatchObject({
      outcome: 'declined',
      errorCode: '1059',
      message: 'İşlemin tamamı iade edilmiş.',
    });
  });
});

describe('PayFlex recorded answers: MPI enrolment', () => {
  it('VERes E with 2005 is refused as an error with the bank words', () => {
    const start = mapEnrolmentAnswer(
      OURS,
      read('mpi_enrolment_merchant_not_found'),
      'https://mpi.test/MPI_Enrollment.aspx',
    );
    expect(start).toEqual({
      kind: 'refused',
      result: {
        outcome: 'error',
        orderId: OURS,
        authCode: null,
        hostRefNum: null,
        transId: null,
        returnCode: '2005',
        errorCode: '2005',
        message: 'Merchant cannot be found for this bank',
      },
    });
  });
});

describe('PayFlex recorded answers: search (status and reversals)', () => {
  it('a successful Sale record is authorised and holds no reversal', () => {
    expect(mapSearchStatus(OURS, read('search_sale'))).toEqual({
      answered: true,
      state: 'authorised',
      result: {
        outcome: 'approved',
        orderId: 'z2d71cc5-d242-4b01-8479-d56eb8f74d7',
        authCode: '11234',
        hostRefNum: '201101240006',
        transId: 'b2d71cc5-d242-4b01-8479-d56eb8f74d7c',
        returnCode: '0000',
        errorCode: null,
        message: null,
      },
    });
    expect(mapSearchReversals(read('search_sale'))).toEqual({
      answered: true,
      voided: false,
      refunded: 0n,
      refundCount: 0,
    });
  });

  it('the live record of mews #229 (Amount, IsRefunded, TotalRefundAmount 0.25) is refunded, 25 kuruş', () => {
    expect(mapSearchStatus(OURS, read('search_sale_refunded_issue229'))).toMatchObject({
      answered: true,
      state: 'refunded',
      result: { outcome: 'approved' },
    });
    expect(mapSearchReversals(read('search_sale_refunded_issue229'))).toEqual({
      answered: true,
      voided: false,
      refunded: 25n,
      refundCount: 1,
    });
  });

  it('9065 (merchant not found) is unknown, never not_found; its reversals are unanswered', () => {
    expect(mapSearchStatus(OURS, read('search_merchant_not_found'))).toMatchObject({
      answered: true,
      state: 'unknown',
      result: { outcome: 'error', errorCode: '9065', message: 'Üye isyeri bulunamadi' },
    });
    expect(mapSearchReversals(read('search_merchant_not_found')).answered).toBe(false);
  });

  it('the recorded sale with its record cut away or its ResultCode lost is unknown, never not_found or declined', () => {
    const text = answers.search_sale.xml;
    const variant = (xml: string) => readAnswer(new TextEncoder().encode(xml));
    const counted = variant(
      text.replace(/<TransactionSearchResultInfo>.*<\/TransactionSearchResultInfo>/, ''),
    );
    expect(mapSearchStatus(OURS, counted).state).toBe('unknown');
    expect(mapSearchReversals(counted).answered).toBe(false);
    const uncoded = variant(text.replace('<ResultCode>0000</ResultCode>', ''));
    expect(mapSearchStatus(OURS, uncoded).state).toBe('unknown');
    expect(mapSearchReversals(uncoded).answered).toBe(false);
  });

  it('a VPOS answer read as a search (no ResponseInfo) says nothing', () => {
    expect(mapSearchStatus(OURS, read('vpos_sale_approved'))).toMatchObject({
      answered: false,
      state: 'unknown',
    });
    expect(mapSearchReversals(read('vpos_sale_approved')).answered).toBe(false);
  });
});
