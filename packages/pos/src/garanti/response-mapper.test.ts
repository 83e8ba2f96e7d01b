import { describe, expect, it } from 'vitest';
import {
  garantiAnswerXml,
  garantiHistoryXml,
  HISTORY_SALE_TWO_REFUSED_REFUNDS,
  INQUIRY_APPROVED,
  INQUIRY_NOT_FOUND,
  REFUND_REFUSED,
  SALE_APPROVED,
  SALE_REFUSED_BY_GVP,
  VOID_REFUSED,
} from '../fixtures/recorded/garanti/answers.js';
import { parseXml } from '../xml.js';
import { mapGarantiHistory, mapGarantiInquiry, mapGarantiResponse } from './response-mapper.js';

/** Recorded real answers (sources in fixtures/recorded/garanti/answers.ts). */
const doc = (tree: Parameters<typeof garantiAnswerXml>[0]) => parseXml(garantiAnswerXml(tree));
const answer = (code: string, reason: string) =>
  parseXml(
    new TextEncoder().encode(
      `<GVPSResponse><Transaction><Response><Code>${code}</Code><ReasonCode>${reason}</ReasonCode><ErrorMsg>x</ErrorMsg></Response></Transaction></GVPSResponse>`,
    ),
  );

describe('Garanti answers, as the bank sent them', () => {
  it('an approved sale: its auth code and RetrefNum', () => {
    expect(mapGarantiResponse('?', doc(SALE_APPROVED))).toEqual({
      outcome: 'approved',
      orderId: '20221101D723',
      authCode: '304919',
      hostRefNum: '230508300434',
      transId: '230508300434',
      returnCode: '00',
      errorCode: '00',
      message: 'Approved',
    });
  });

  it("GVP's own refusal (92) is declined with its words; the void and refund refusals too", () => {
    expect(mapGarantiResponse('?', doc(SALE_REFUSED_BY_GVP))).toMatchObject({
      outcome: 'declined',
      orderId: '2022110189E1',
      returnCode: '92',
      errorCode: '0002',
      message: 'Giriş yaptığınız işlem tipi için zorunlu alanları kontrol ediniz',
      authCode: null,
    });
    expect(mapGarantiResponse('?', doc(VOID_REFUSED))).toMatchObject({
      outcome: 'declined',
      returnCode: '05',
    });
    expect(mapGarantiResponse('?', doc(REFUND_REFUSED))).toMatchObject({
      outcome: 'declined',
      errorCode: '0208',
      message: 'İade etmek istediğiniz işlem geçerli değil',
    });
  });

  it('a system error or an answer without a code is an error (unknown, asked again), never a decline', () => {
    expect(mapGarantiResponse('o', answer('99', '99')).outcome).toBe('error');
    expect(mapGarantiResponse('o', answer('', '')).outcome).toBe('error');
  });

  it('the inquiry reads the order block: an approved sale, with its own RetrefNum and auth code', () => {
    expect(mapGarantiInquiry('20221101EB13', doc(INQUIRY_APPROVED))).toMatchObject({
      answered: true,
      state: 'authorised',
      result: { outcome: 'approved', authCode: '304919', hostRefNum: '300708704369' },
    });
  });

  it('only 0110 (İşlem bulunamadı) is not found; any other error answer is unknown', () => {
    expect(mapGarantiInquiry('20221101295D', doc(INQUIRY_NOT_FOUND))).toMatchObject({
      answered: true,
      state: 'not_found',
    });
    for (const [code, reason] of [
      ['92', '0002'],
      ['99', '99'],
      ['92', '0651'],
      ['', ''],
    ]) {
      expect(mapGarantiInquiry('o', answer(code ?? '', reason ?? '')).state).toBe('unknown');
    }
  });

  it('a pre-authorisation waiting for capture is preauthorised; captured once approved; an unknown status is unknown', () => {
    const withStatus = (status: string, preAuthAmount = '0') => {
      const tree = structuredClone(INQUIRY_APPROVED);
      const order = tree.Order as Record<string, Record<string, string>>;
      order.OrderInqResult = {
        ...(order.OrderInqResult ?? {}),
        Status: status,
        PreAuthAmount: preAuthAmount,
      };
      return mapGarantiInquiry('o', doc(tree)).state;
    };
    expect(withStatus('WAITINGPOSTAUTH', '101')).toBe('preauthorised');
    expect(withStatus('APPROVED', '101')).toBe('captured');
    expect(withStatus('SOMETHINGNEW')).toBe('unknown');
    expect(withStatus('')).toBe('unknown');
  });

  it('the history counts only done refunds and voids: two refused refunds give back nothing', () => {
    expect(mapGarantiHistory(parseXml(garantiHistoryXml(HISTORY_SALE_TWO_REFUSED_REFUNDS)))).toEqual({
      answered: true,
      voided: false,
      refunded: 0n,
      refundCount: 0,
    });
    const done = {
      ...HISTORY_SALE_TWO_REFUSED_REFUNDS,
      lines: HISTORY_SALE_TWO_REFUSED_REFUNDS.lines.map((line, i) =>
        i === 1 ? { ...line, Status: '00', ReturnCode: '00', AuthAmount: '40' } : line,
      ),
    };
    expect(mapGarantiHistory(parseXml(garantiHistoryXml(done)))).toMatchObject({
      refunded: 40n,
      refundCount: 1,
    });
    expect(mapGarantiHistory(answer('92', '0110'))).toMatchObject({ answered: true, refunded: 0n });
    expect(mapGarantiHistory(answer('99', '99')).answered).toBe(false);
  });
});
