import type { PaymentRequestCreateOptions } from '@tahsilat/domain';
import { isoDatePlusDays } from '@tahsilat/domain';
import { describe, expect, it } from 'vitest';
import { initialLinkValues } from '../link-form.js';
import { wholeNumber } from './max-payments-input.js';
import { applyChange } from './use-link-form.js';

const SET_A = '2d8b5e3a-1f4c-4b9d-8a7e-3c4d5e6f7081';
const SET_B = '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const METHOD_A = '3e9c6f4b-2a5d-4cae-9b8f-4d5e6f708192';
const METHOD_ANY = '6b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e';

const options: PaymentRequestCreateOptions = {
  firms: [
    { id: '0b6f3c1e-9d2a-4f7b-8e5c-1a2b3c4d5e6f', name: 'Demo Ticaret', branchNumber: '100', isOwn: true },
  ],
  currencies: ['TRY'],
  paymentSets: [
    { id: SET_A, name: 'Bayi seti' },
    { id: SET_B, name: 'Fuar seti' },
  ],
  paymentMethods: [
    { id: METHOD_A, name: 'Bayi peşin', paymentSetId: SET_A },
    { id: METHOD_ANY, name: 'Her sette', paymentSetId: null },
  ],
  isPreAuthAllowed: true,
  defaultLanguage: 'tr',
  defaultValidityDate: isoDatePlusDays(7),
  maxValidityDate: isoDatePlusDays(365),
  smsEnabled: false,
} as PaymentRequestCreateOptions;

describe('one field’s change and the others', () => {
  it('a pre-authorisation makes the link single use; switching it off leaves the choice alone', () => {
    const multiple = { ...initialLinkValues(options), usage: 'multiple' as const, maxPayments: 5 };
    expect(applyChange(multiple, 'isPreAuth', true, options)).toMatchObject({
      isPreAuth: true,
      usage: 'single',
    });
    const off = applyChange({ ...multiple, isPreAuth: true }, 'isPreAuth', false, options);
    expect(off).toMatchObject({ isPreAuth: false, usage: 'multiple', maxPayments: 5 });
  });

  it('another payment set drops a method that is not in it, and keeps one that is in every set', () => {
    const chosen = { ...initialLinkValues(options), paymentSetId: SET_A, paymentMethodId: METHOD_A };
    expect(applyChange(chosen, 'paymentSetId', SET_B, options).paymentMethodId).toBeNull();
    expect(applyChange(chosen, 'paymentSetId', null, options).paymentMethodId).toBe(METHOD_A);
    const shared = { ...chosen, paymentMethodId: METHOD_ANY };
    expect(applyChange(shared, 'paymentSetId', SET_B, options).paymentMethodId).toBe(METHOD_ANY);
  });

  it('leaves the values it was given as they were', () => {
    const before = initialLinkValues(options);
    const copy = { ...before };
    applyChange(before, 'amount', '10', options);
    expect(before).toEqual(copy);
  });
});

describe('the payment count as typed', () => {
  it.each([
    ['3', 3],
    [' 12 ', 12],
    ['', null],
    ['2.5', Number.NaN],
    ['-1', Number.NaN],
    ['iki', Number.NaN],
  ])('%j → %s', (typed, expected) => {
    expect(wholeNumber(typed)).toBe(expected);
  });
});
