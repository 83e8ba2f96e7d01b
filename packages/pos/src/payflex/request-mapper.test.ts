import { describe, expect, it } from 'vitest';
import type { Card, Order, PosAccount } from '../types.js';
import {
  brandNameOf,
  cancelRequest,
  captureRequest,
  enrolmentFields,
  mpiExpiry,
  provisionRequest,
  refundRequest,
  searchRequest,
  vposExpiry,
} from './request-mapper.js';

const account: PosAccount = {
  protocol: 'payflex',
  model: '3d',
  endpoints: {
    gateUrl: 'https://mpi.test/MPI_Enrollment.aspx',
    apiUrl: 'https://vpos.test/Vposreq.aspx',
    queryUrl: 'https://vpos.test/Search.aspx',
  },
  credentials: {
    storeId: '000100000013506',
    terminalId: 'VP000579',
    apiUser: '',
    apiPassword: '123456',
    storeKey: '',
  },
  acceptedMdStatus: ['Y'],
};
const order: Order = {
  orderId: 'T261125ABCDEFGHJK',
  amount: 10_125n,
  currency: 'TRY',
  installments: 1,
  type: 'Auth',
  okUrl: 'https://shop.test/ok',
  failUrl: 'https://shop.test/fail',
  language: 'tr',
  customerIp: '10.0.0.7',
  cardHolderName: 'Çağrı Şükrü Öztürk',
};
const card: Card = {
  number: '4938410157705591',
  expireMonth: '12',
  expireYear: '29',
  cvv: '453',
  holderName: 'X',
};

describe('PayFlex request mapping', () => {
  it('names the brands PayFlex takes and nothing else', () => {
    expect(brandNameOf('4938410157705591')).toBe('100');
    expect(brandNameOf('5406675406675403')).toBe('200');
    expect(brandNameOf('9792030394440796')).toBe('300');
    expect(brandNameOf('374245455400126')).toBe('400');
    expect(brandNameOf('6011000990139424')).toBeNull();
  });

  it('writes YYMM for the MPI and YYYYMM for the VPOS', () => {
    expect(mpiExpiry({ expireMonth: '1', expireYear: '29' })).toBe('2901');
    expect(vposExpiry('2912')).toBe('202912');
    expect(vposExpiry('202912')).toBe('202912');
    expect(vposExpiry('12/29')).toBeNull();
    expect(vposExpiry(undefined)).toBeNull();
  });

  it('enrols with our order id, major units, YYMM and the brand, instalments only when > 1', () => {
    expect(enrolmentFields(account, order, card)).toEqual({
      MerchantId: '000100000013506',
      MerchantPassword: '123456',
      MerchantType: '0',
      PurchaseAmount: '101.25',
      Currency: '949',
      VerifyEnrollmentRequestId: 'T261125ABCDEFGHJK',
      SuccessUrl: 'https://shop.test/ok',
      FailureUrl: 'https://shop.test/fail',
      Pan: '4938410157705591',
      ExpiryDate: '2912',
      BrandName: '100',
      IsRecurring: 'false',
    });
    expect(enrolmentFields(account, { ...order, installments: 3, currency: 'EUR' }, card)).toMatchObject({
      InstallmentCount: '3',
      Currency: '978',
    });
    expect(enrolmentFields(account, order, { ...card, number: '6011000990139424' })).toBeNull();
  });

  it('provisions a Sale (or Auth for a pre-authorisation) with the 3-D proof and the posted card, no CVV', () => {
    const callback = {
      Pan: '4938410157705591',
      Expiry: '2912',
      Eci: '05',
      Cavv: 'AAAB',
      VerifyEnrollmentRequestId: 'other',
    };
    const request = provisionRequest(account, { ...order, installments: 6 }, callback);
    expect(request).toEqual({
      MerchantId: '000100000013506',
      Password: '123456',
      TerminalNo: 'VP000579',
      TransactionType: 'Sale',
      TransactionId: 'T261125ABCDEFGHJK',
      OrderId: 'T261125ABCDEFGHJK',
      CurrencyAmount: '101.25',
      CurrencyCode: '949',
      ECI: '05',
      CAVV: 'AAAB',
      MpiTransactionId: 'T261125ABCDEFGHJK',
      ClientIp: '10.0.0.7',
      TransactionDeviceSource: '0',
      CardHoldersName: 'Çağrı Şükrü Öztürk',
      Pan: '4938410157705591',
      Expiry: '202912',
      NumberOfInstallments: '6',
    });
    expect(provisionRequest(account, { ...order, type: 'PreAuth' }, callback)?.TransactionType).toBe('Auth');
    expect(provisionRequest(account, order, { ...callback, Pan: '' })).toBeNull();
    expect(provisionRequest(account, order, { ...callback, Expiry: 'xx' })).toBeNull();
  });

  it('names capture, cancel and refund by the VPOS TransactionId', () => {
    expect(captureRequest(account, 'TX1', 5_000n, 'TRY')).toEqual({
      MerchantId: '000100000013506',
      Password: '123456',
      TerminalNo: 'VP000579',
      TransactionType: 'Capture',
      ReferenceTransactionId: 'TX1',
      CurrencyAmount: '50.00',
      CurrencyCode: '949',
    });
    expect(cancelRequest(account, 'TX1')).toEqual({
      MerchantId: '000100000013506',
      Password: '123456',
      TransactionType: 'Cancel',
      ReferenceTransactionId: 'TX1',
    });
    expect(refundRequest(account, 'TX1', 1n)).toMatchObject({
      TransactionType: 'Refund',
      CurrencyAmount: '0.01',
    });
    expect(searchRequest(account, 'T261125ABCDEFGHJK')).toEqual({
      MerchantCriteria: { HostMerchantId: '000100000013506', MerchantPassword: '123456' },
      TransactionCriteria: { TransactionId: '', OrderId: 'T261125ABCDEFGHJK', AuthCode: '' },
    });
  });
});
