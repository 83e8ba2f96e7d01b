import { describe, expect, it } from 'vitest';
import { formatIssues } from './index.js';
import { messages } from './messages.js';
import { SalesRequest } from './pay-without-login.js';
import {
  CardNumber,
  isExpiryInFuture,
  isValidTckn,
  passesLuhn,
  salesFormIssues,
} from './payment-validators.js';

describe('card number (SPEC 5)', () => {
  it.each(['4546 7112 3456 7894', '5406675406675403', '4242424242424242', '374245455400126'])(
    'accepts %s',
    (card) => {
      expect(CardNumber.safeParse(card).success).toBe(true);
    },
  );
  it.each([
    ['4546 7112 3456 7895', messages.invalidCardNumber],
    ['12345', messages.invalidCardNumber],
    ['45467112345678941', messages.invalidCardNumber],
    ['4546-7112-3456-7894', messages.invalidCardNumber],
    ['', messages.cardNumberRequired],
  ])('refuses %j with %j', (card, message) => {
    const result = CardNumber.safeParse(card);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
  it('Luhn', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
  });
});

describe('TCKN checksum', () => {
  it.each(['10000000146', '11111111110', '12345678950'])('accepts %s', (tckn) => {
    expect(isValidTckn(tckn)).toBe(true);
  });
  it.each(['10000000147', '01234567890', '1234567890', '1111111111a'])('refuses %s', (tckn) => {
    expect(isValidTckn(tckn)).toBe(false);
  });
});

describe('expiry', () => {
  const now = new Date('2026-11-22T10:00:00+03:00');
  it('is good through its month in Istanbul', () => {
    expect(isExpiryInFuture('11', '26', now)).toBe(true);
    expect(isExpiryInFuture('10', '26', now)).toBe(false);
    expect(isExpiryInFuture('01', '27', now)).toBe(true);
  });
});

describe('sales request', () => {
  const valid = {
    holderName: 'Ayşe Yılmaz',
    cardNumber: '4546 7112 3456 7894',
    cvv: '000',
    expireMonth: '12',
    expireYear: '30',
    amount: '1015.00',
    netAmount: '1000.00',
    currencyCode: 'TRY',
    bankId: 46,
    installmentCount: 1,
    tenantPaymentGuid: '11111111-1111-4111-8111-111111111111',
    posCollectionCommissionDefinitionId: '00000000-0000-4000-8000-000000000001',
  };
  it('accepts a complete request and strips card spaces', () => {
    const parsed = SalesRequest.parse(valid);
    expect(parsed.cardNumber).toBe('4546711234567894');
  });
  it('speaks Turkish for each bad field', () => {
    const result = SalesRequest.safeParse({
      ...valid,
      cardNumber: '4111',
      cvv: '1',
      amount: '10.123',
      expireYear: '20',
      extra: 1,
    });
    expect(result.success).toBe(false);
    expect(formatIssues(result.error?.issues ?? [])).toEqual(
      expect.arrayContaining([
        messages.invalidCardNumber,
        messages.cvvInvalid,
        messages.amountInvalid,
        "Tanınmayan alan: 'extra'.",
      ]),
    );
  });
  it('refuses an expired card', () => {
    const result = SalesRequest.safeParse({ ...valid, expireMonth: '01', expireYear: '20' });
    expect(formatIssues(result.error?.issues ?? [])).toEqual([messages.expiryPast]);
  });
  it('takes amounts only as decimal strings', () => {
    expect(SalesRequest.safeParse({ ...valid, amount: 1015 }).success).toBe(false);
    expect(SalesRequest.safeParse({ ...valid, amount: '0.00' }).success).toBe(false);
  });
});

describe('form modes (SPEC 5)', () => {
  const plain = {
    additionalField: false,
    policy: false,
    customFields: false,
    withParams: false,
    mobilePhoneRequired: false,
  };
  it('asks for a description unless paying with params', () => {
    expect(salesFormIssues({}, plain)).toEqual({ description: messages.descriptionRequired });
    expect(salesFormIssues({}, { ...plain, withParams: true })).toEqual({});
  });
  it('additional-field mode: TCKN, 7-digit contract number, branch code and payment method', () => {
    expect(
      salesFormIssues({ description: 'x', contractNumber: '12345' }, { ...plain, additionalField: true }),
    ).toEqual({
      tckn: messages.tcknRequired,
      contractNumber: messages.contractNumberInvalid,
      branchCode: messages.branchCodeRequired,
      paymentMethod: messages.paymentMethodRequired,
    });
    expect(
      salesFormIssues(
        {
          description: 'x',
          tckn: '10000000146',
          contractNumber: '1234567',
          branchCode: 'Kadıköy',
          paymentMethod: 'Kredi',
        },
        { ...plain, additionalField: true },
      ),
    ).toEqual({});
  });
  it('policy mode: customer information, policy number, issue date and insurer', () => {
    expect(salesFormIssues({ description: 'x' }, { ...plain, policy: true })).toEqual({
      customerInformation: messages.customerInformationRequired,
      tckn: messages.tcknRequired,
      contractNumber: messages.policyNumberRequired,
      policyDate: messages.policyDateRequired,
      insuranceCompany: messages.insuranceCompanyRequired,
    });
  });
  it('custom-fields mode: payment types joined at most 200 characters', () => {
    expect(
      salesFormIssues({ description: 'x', paymentMethod: 'a'.repeat(201) }, { ...plain, customFields: true }),
    ).toEqual({
      paymentMethod: messages.paymentTypesTooLong,
    });
  });
  it('mobile phone: required and at least 12 characters when asked for', () => {
    expect(salesFormIssues({ description: 'x' }, { ...plain, mobilePhoneRequired: true })).toEqual({
      mobilePhone: messages.mobilePhoneRequired,
    });
    expect(
      salesFormIssues(
        { description: 'x', mobilePhone: '0532123456' },
        { ...plain, mobilePhoneRequired: true },
      ),
    ).toEqual({
      mobilePhone: messages.mobilePhoneTooShort,
    });
    expect(
      salesFormIssues(
        { description: 'x', mobilePhone: '0532 123 45 67' },
        { ...plain, mobilePhoneRequired: true },
      ),
    ).toEqual({});
  });
  it('checks an e-mail when one is given', () => {
    expect(salesFormIssues({ description: 'x', customerEmail: 'yok' }, plain)).toEqual({
      customerEmail: messages.customerEmailInvalid,
    });
  });
});
