import type { PaymentRequestCreateOptions } from '@tahsilat/domain';
import { isoDatePlusDays } from '@tahsilat/domain';
import { istanbulIsoDate } from '@tahsilat/domain/pricing';
import { describe, expect, it } from 'vitest';
import {
  initialLinkValues,
  type LinkFormValues,
  methodsForSet,
  prefillFrom,
  toApiAmount,
  toCreateRequest,
} from './link-form.js';
import { linkFormIssues } from './link-form-issues.js';

const OWN = '0b6f3c1e-9d2a-4f7b-8e5c-1a2b3c4d5e6f';
const SUB = '1c7a4d2f-0e3b-4a8c-9f6d-2b3c4d5e6f70';
const SET = '2d8b5e3a-1f4c-4b9d-8a7e-3c4d5e6f7081';
const METHOD = '3e9c6f4b-2a5d-4cae-9b8f-4d5e6f708192';

function optionsWith(patch: Partial<PaymentRequestCreateOptions> = {}): PaymentRequestCreateOptions {
  return {
    firms: [{ id: OWN, name: 'Demo Ticaret', branchNumber: '100', isOwn: true }],
    currencies: ['TRY', 'USD', 'EUR'],
    paymentSets: [],
    paymentMethods: [],
    isPreAuthAllowed: false,
    defaultLanguage: 'tr',
    defaultValidityDate: isoDatePlusDays(7),
    maxValidityDate: isoDatePlusDays(365),
    smsEnabled: false,
    ...patch,
  };
}

function filled(options: PaymentRequestCreateOptions, patch: LinkFormValues = {}): LinkFormValues {
  return { ...initialLinkValues(options), amount: '1.250,50', description: 'Kasım bakım hizmeti', ...patch };
}

describe('the create form', () => {
  it("starts with the user's own firm, Turkish lira and the tenant's defaults", () => {
    const options = optionsWith({
      firms: [
        { id: SUB, name: 'Alt Bayi', branchNumber: '200', isOwn: false },
        { id: OWN, name: 'Demo Ticaret', branchNumber: '100', isOwn: true },
      ],
      currencies: ['USD', 'TRY'],
      defaultLanguage: 'en',
    });
    expect(initialLinkValues(options)).toMatchObject({
      firmId: OWN,
      currencyCode: 'TRY',
      language: 'en',
      usage: 'single',
      validityDate: options.defaultValidityDate,
    });
  });

  it('sends the amount in the API form and leaves out what the tenant does not offer', () => {
    const options = optionsWith();
    expect(
      toCreateRequest(filled(options, { referenceNumber: '  ', customerEmail: ' a@b.co ' }), options),
    ).toEqual({
      firmId: undefined,
      amount: '1250.50',
      currencyCode: 'TRY',
      description: 'Kasım bakım hizmeti',
      validityDate: options.defaultValidityDate,
      referenceNumber: undefined,
      paymentSetId: undefined,
      paymentMethodId: undefined,
      isPreAuth: undefined,
      customerName: undefined,
      customerEmail: 'a@b.co',
      customerPhone: undefined,
      language: 'tr',
      maxPayments: 1,
      sendEmail: false,
      sendSms: false,
    });
  });

  it('reads Turkish amounts', () => {
    expect(toApiAmount('1.234.567,8')).toBe('1234567.80');
    expect(toApiAmount('250')).toBe('250.00');
    expect(toApiAmount(' 99,9 ')).toBe('99.90');
    expect(toApiAmount('12,345')).toBe('12,345');
    expect(toApiAmount(undefined)).toBe('');
  });

  it('sends the firm, payment set and method only when there is a choice', () => {
    const options = optionsWith({
      firms: [
        { id: OWN, name: 'Demo Ticaret', branchNumber: '100', isOwn: true },
        { id: SUB, name: 'Alt Bayi', branchNumber: '200', isOwn: false },
      ],
      paymentSets: [{ id: SET, name: 'Set' }],
      paymentMethods: [{ id: METHOD, name: 'Havale', paymentSetId: SET }],
      smsEnabled: true,
    });
    const request = toCreateRequest(
      filled(options, { firmId: SUB, paymentSetId: SET, paymentMethodId: METHOD, sendSms: true }),
      options,
    );
    expect(request).toMatchObject({ firmId: SUB, paymentSetId: SET, paymentMethodId: METHOD, sendSms: true });
    expect(toCreateRequest(filled(options), options)).toMatchObject({
      paymentSetId: null,
      paymentMethodId: null,
    });
    // Without SMS the checkbox is not shown, and a stale value is not sent.
    expect(toCreateRequest(filled(optionsWith(), { sendSms: true }), optionsWith()).sendSms).toBe(false);
  });

  it('a pre-authorisation link is single use whatever the payment count says', () => {
    const options = optionsWith({ isPreAuthAllowed: true });
    const values = filled(options, { isPreAuth: true, usage: 'multiple', maxPayments: 5 });
    expect(toCreateRequest(values, options)).toMatchObject({ isPreAuth: true, maxPayments: 1 });
    expect(toCreateRequest({ ...values, isPreAuth: false }, options)).toMatchObject({
      isPreAuth: false,
      maxPayments: 5,
    });
    // Not allowed for the tenant: never sent.
    expect(toCreateRequest(values, optionsWith()).isPreAuth).toBeUndefined();
  });
});

describe("the form's messages are the shared schema's", () => {
  const options = optionsWith({ smsEnabled: true });

  it('a filled form has none', () => {
    expect(linkFormIssues(filled(options), options)).toEqual({});
  });

  it('names each field that fails, in Turkish', () => {
    const issues = linkFormIssues(
      filled(options, {
        amount: '',
        description: '  ',
        customerEmail: 'yanlis',
        customerPhone: '12345',
        referenceNumber: 'R'.repeat(51),
      }),
      options,
    );
    expect(issues).toEqual({
      amount: 'Tutar zorunludur.',
      description: 'Açıklama zorunludur.',
      customerEmail: 'Geçerli bir e-posta adresi giriniz.',
      customerPhone: 'Geçerli bir cep telefonu numarası giriniz (05xx xxx xx xx).',
      referenceNumber: 'Referans numarası en fazla 50 karakter olabilir.',
    });
  });

  it('checks amounts, dates, payment counts and the send boxes', () => {
    expect(linkFormIssues(filled(options, { amount: '0' }), options).amount).toBe(
      'Tutar sıfırdan büyük olmalıdır.',
    );
    expect(linkFormIssues(filled(options, { amount: '1.000.000.000,00' }), options).amount).toBe(
      'Tutar en fazla 999.999.999,99 olabilir.',
    );
    expect(linkFormIssues(filled(options, { validityDate: '2020-01-01' }), options).validityDate).toBe(
      'Geçerlilik tarihi bugünden önce olamaz.',
    );
    expect(linkFormIssues(filled(options, { validityDate: istanbulIsoDate() }), options)).toEqual({});
    expect(
      linkFormIssues(filled(options, { usage: 'multiple', maxPayments: 1001 }), options).maxPayments,
    ).toBe('Ödeme sayısı 1 ile 1000 arasında olmalıdır.');
    expect(
      linkFormIssues(filled(options, { usage: 'multiple', maxPayments: null }), options).maxPayments,
    ).toBe('Ödeme sayısı 1 ile 1000 arasında olmalıdır.');
    expect(linkFormIssues(filled(options, { sendEmail: true }), options).customerEmail).toBe(
      'Link e-posta ile gönderilecekse müşteri e-posta adresi zorunludur.',
    );
    expect(linkFormIssues(filled(options, { sendSms: true }), options).customerPhone).toBe(
      'Link SMS ile gönderilecekse müşteri cep telefonu zorunludur.',
    );
  });
});

describe('payment methods', () => {
  const methods = [
    { id: 'a', name: 'A', paymentSetId: 'set-1' },
    { id: 'b', name: 'B', paymentSetId: 'set-2' },
    { id: 'c', name: 'C', paymentSetId: null },
  ];

  it('are those of the chosen set (and set-less ones), or all while no set is chosen', () => {
    expect(methodsForSet(methods, 'set-1').map((m) => m.id)).toEqual(['a', 'c']);
    expect(methodsForSet(methods, null).map((m) => m.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('a link to the form', () => {
  const options = {
    firms: [
      { id: 'own', name: 'Demo Bayi', branchNumber: '1001', isOwn: true },
      { id: 'dealer', name: 'Alt Bayi', branchNumber: '1002', isOwn: false },
    ],
    currencies: ['TRY', 'USD'],
  } as unknown as PaymentRequestCreateOptions;

  it('prefills an offered firm, a readable amount in Turkish, an offered currency and the description', () => {
    const search = new URLSearchParams({
      firmId: 'dealer',
      amount: '1250.5',
      currency: 'USD',
      description: 'T-1 ödemesi',
    });
    expect(prefillFrom(search, options)).toEqual({
      firmId: 'dealer',
      amount: '1.250,50',
      currencyCode: 'USD',
      description: 'T-1 ödemesi',
    });
  });

  it('ignores a firm, amount or currency the form does not offer', () => {
    const search = new URLSearchParams({ firmId: 'stranger', amount: '-5', currency: 'EUR' });
    expect(prefillFrom(search, options)).toEqual({});
  });
});
