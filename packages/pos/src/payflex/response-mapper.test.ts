import { describe, expect, it } from 'vitest';
import {
  mapEnrolmentAnswer,
  mapSearchReversals,
  mapSearchStatus,
  mapVposAnswer,
  minorFromMajor,
} from './response-mapper.js';
import { readAnswer } from './serialize.js';

const xml = (text: string) => readAnswer(new TextEncoder().encode(text));
const MPI = 'https://mpi.test/MPIAPI/MPI_Enrollment.aspx';

describe('PayFlex enrolment answer', () => {
  it('Y gives the ACS form with PaReq, TermUrl and MD (a relative ACSUrl resolved against the MPI)', () => {
    const answer = xml(
      '<IPaySecure><Message ID="x"><VERes><Status>Y</Status><PaReq>PR</PaReq><TermUrl>https://mpi.test/term</TermUrl><MD>M1</MD><ACSUrl>/acs/page</ACSUrl></VERes></Message><VerifyEnrollmentRequestId>T1</VerifyEnrollmentRequestId><MessageErrorCode></MessageErrorCode></IPaySecure>',
    );
    expect(mapEnrolmentAnswer('T1', answer, MPI)).toEqual({
      kind: 'form',
      action: 'https://mpi.test/acs/page',
      fields: { PaReq: 'PR', TermUrl: 'https://mpi.test/term', MD: 'M1' },
    });
  });

  it('E with a MessageErrorCode is an error, N and U are declines, all with the bank words', () => {
    const refused = mapEnrolmentAnswer(
      'T1',
      xml(
        '<IPaySecure><Message><VERes><Status>E</Status></VERes></Message><MessageErrorCode>2005</MessageErrorCode><ErrorMessage>Merchant cannot be found for this bank</ErrorMessage></IPaySecure>',
      ),
      MPI,
    );
    expect(refused).toEqual({
      kind: 'refused',
      result: {
        outcome: 'error',
        orderId: 'T1',
        authCode: null,
        hostRefNum: null,
        transId: null,
        returnCode: '2005',
        errorCode: '2005',
        message: 'Merchant cannot be found for this bank',
      },
    });
    const notEnrolled = mapEnrolmentAnswer(
      'T1',
      xml('<R><Message><VERes><Status>N</Status></VERes></Message></R>'),
      MPI,
    );
    expect(notEnrolled.kind === 'refused' && notEnrolled.result).toMatchObject({
      outcome: 'declined',
      returnCode: 'N',
    });
    const unable = mapEnrolmentAnswer(
      'T1',
      xml('<R><Message><VERes><Status>U</Status></VERes></Message></R>'),
      MPI,
    );
    expect(unable.kind === 'refused' && unable.result.outcome).toBe('declined');
  });

  it('an HTML rejection page or nothing readable is a refusal of unknown cause', () => {
    const page = mapEnrolmentAnswer(
      'T1',
      xml(
        '<html><head><title>Request Rejected</title></head><body>The requested URL was rejected.</body></html>',
      ),
      MPI,
    );
    expect(page.kind === 'refused' && page.result.outcome).toBe('unknown');
    const nothing = mapEnrolmentAnswer('T1', null, MPI);
    expect(nothing.kind === 'refused' && nothing.result.outcome).toBe('unknown');
  });
});

describe('PayFlex VPOS answer', () => {
  it('0000 approves with TransactionId, AuthCode and Rrn', () => {
    const answer = xml(
      '<VposResponse><MerchantId>1</MerchantId><TransactionType>Sale</TransactionType><TransactionId>9a8b</TransactionId><ResultCode>0000</ResultCode><ResultDetail>İşlem Başarılı</ResultDetail><AuthCode>123456</AuthCode><Rrn>901210000001</Rrn><OrderId>T1</OrderId></VposResponse>',
    );
    expect(mapVposAnswer('T1', answer)).toEqual({
      outcome: 'approved',
      orderId: 'T1',
      authCode: '123456',
      hostRefNum: '901210000001',
      transId: '9a8b',
      returnCode: '0000',
      errorCode: null,
      message: 'İşlem Başarılı',
    });
  });

  it('a card code declines, a merchant code is an error, no ResultCode is unknown', () => {
    expect(
      mapVposAnswer(
        'T1',
        xml(
          '<VposResponse><ResultCode>0312</ResultCode><ResultDetail>RED-GEÇERSİZ KART</ResultDetail></VposResponse>',
        ),
      ),
    ).toMatchObject({
      outcome: 'declined',
      errorCode: '0312',
      message: 'RED-GEÇERSİZ KART',
    });
    expect(
      mapVposAnswer('T1', xml('<VposResponse><ResultCode>9039</ResultCode></VposResponse>')).outcome,
    ).toBe('error');
    expect(mapVposAnswer('T1', xml('<html><body>Request Rejected</body></html>')).outcome).toBe('unknown');
    expect(mapVposAnswer('T1', null).outcome).toBe('unknown');
  });
});

const search = (record: string, code = '0000') =>
  xml(
    `<SearchResponse><ResponseInfo><Status>Success</Status><ResponseCode>${code}</ResponseCode><ResponseMessage>m</ResponseMessage></ResponseInfo>${
      record
        ? `<TransactionSearchResultInfo><TransactionSearchResultInfo>${record}</TransactionSearchResultInfo></TransactionSearchResultInfo>`
        : ''
    }</SearchResponse>`,
  );
const sale = (extra = '', type = 'Sale', code = '0000') =>
  `<TransactionType>${type}</TransactionType><TransactionId>TX1</TransactionId><OrderId>T1</OrderId><ResultCode>${code}</ResultCode><AuthCode>111111</AuthCode><Rrn>22</Rrn><Amount>100.00</Amount><AmountCode>949</AmountCode>${extra}`;

describe('PayFlex search answer', () => {
  it('reads amounts with a dot or a comma', () => {
    expect(minorFromMajor('100.25')).toBe(10_025n);
    expect(minorFromMajor('100,2')).toBe(10_020n);
    expect(minorFromMajor('7')).toBe(700n);
    expect(minorFromMajor('')).toBeNull();
    expect(minorFromMajor('1.234')).toBeNull();
  });

  it('maps the transaction type and flags to our states', () => {
    expect(mapSearchStatus('T1', search(sale()))).toMatchObject({
      answered: true,
      state: 'authorised',
      result: { outcome: 'approved', transId: 'TX1', authCode: '111111' },
    });
    expect(mapSearchStatus('T1', search(sale('', 'Auth'))).state).toBe('preauthorised');
    expect(mapSearchStatus('T1', search(sale('', 'Capture'))).state).toBe('captured');
    expect(mapSearchStatus('T1', search(sale('<IsCanceled>true</IsCanceled>'))).state).toBe('voided');
    expect(mapSearchStatus('T1', search(sale('<IsReversed>true</IsReversed>'))).state).toBe('voided');
    expect(mapSearchStatus('T1', search(sale('<IsRefunded>true</IsRefunded>'))).state).toBe('refunded');
    expect(mapSearchStatus('T1', search(sale('<TotalRefundAmount>10.00</TotalRefundAmount>'))).state).toBe(
      'refunded',
    );
    expect(mapSearchStatus('T1', search(sale('', 'Sale', '0005'))).state).toBe('declined');
    expect(mapSearchStatus('T1', search(''))).toMatchObject({ answered: true, state: 'not_found' });
    expect(mapSearchStatus('T1', search('', '9065'))).toMatchObject({ answered: true, state: 'unknown' });
    expect(mapSearchStatus('T1', null)).toMatchObject({ answered: false, state: 'unknown' });
  });

  it('takes the successful record when the service lists several', () => {
    const two = xml(
      `<SearchResponse><ResponseInfo><ResponseCode>0000</ResponseCode></ResponseInfo><TransactionSearchResultInfo><TransactionSearchResultInfo>${sale('', 'Sale', '0005')}</TransactionSearchResultInfo><TransactionSearchResultInfo>${sale()}</TransactionSearchResultInfo></TransactionSearchResultInfo></SearchResponse>`,
    );
    expect(mapSearchStatus('T1', two).state).toBe('authorised');
  });

  it('tells voids and refunded totals; IsRefunded alone is the whole amount', () => {
    expect(
      mapSearchReversals(
        search(sale('<IsCanceled>true</IsCanceled><TotalRefundAmount>0.00</TotalRefundAmount>')),
      ),
    ).toEqual({
      answered: true,
      voided: true,
      refunded: 0n,
      refundCount: 0,
    });
    expect(
      mapSearchReversals(
        search(sale('<IsRefunded>true</IsRefunded><TotalRefundAmount>40.50</TotalRefundAmount>')),
      ),
    ).toEqual({
      answered: true,
      voided: false,
      refunded: 4_050n,
      refundCount: 1,
    });
    expect(mapSearchReversals(search(sale('<IsRefunded>true</IsRefunded>'))).refunded).toBe(10_000n);
    expect(mapSearchReversals(search(''))).toEqual({
      answered: true,
      voided: false,
      refunded: 0n,
      refundCount: 0,
    });
    expect(mapSearchReversals(search('', '9065')).answered).toBe(false);
    expect(mapSearchReversals(null).answered).toBe(false);
  });
});
