import { describe, expect, it } from 'vitest';
import { filled, layout, optionsInput, screen, tenant } from './pay-fixtures.js';
import { formLayout, valuesAfterSuccess } from './pay-model.js';
import { findChoice, paymentOptionsView } from './pay-options.js';
import { buildSalesRequest } from './pay-request.js';

describe('the sales request', () => {
  const view = paymentOptionsView(optionsInput({ cardBankId: 46, cardRecognisable: true }));
  const option = view.installments[0]?.options.find((o) => o.installment === 3);
  const chosen = findChoice(view, option?.value ?? null);

  it('sends the digits, the server-comparable total and the chosen programme', () => {
    if (!chosen) {
      throw new Error('no choice');
    }
    const body = buildSalesRequest(filled({ choice: option?.value ?? null, customerEmail: ' a@b.co ' }), {
      tenantPaymentGuid: 'guid',
      tenantEmail: 'tahsilat@demo',
      firmId: null,
      language: 'tr',
      layout,
      chosen,
      paymentMethods: [],
      paramTokens: null,
    });
    expect(body).toMatchObject({
      cardNumber: '4355084355084358',
      expireMonth: '12',
      expireYear: '30',
      amount: '1044.90',
      netAmount: '1000.00',
      bankId: 46,
      installmentCount: 3,
      cardType: 1,
      posCollectionCommissionDefinitionId: 'd-46',
      customerEmail: 'a@b.co',
      language: 'tr',
    });
    expect(body).not.toHaveProperty('encryptedParams');
  });

  it('passes the shop tokens back and asks for a GET callback', () => {
    if (!chosen) {
      throw new Error('no choice');
    }
    const tokens = { amount: 'k.a', referenceNumber: 'k.r' };
    const body = buildSalesRequest(filled({ choice: option?.value ?? null }), {
      tenantPaymentGuid: 'guid',
      tenantEmail: null,
      firmId: 'firm',
      language: 'en',
      layout: formLayout(tenant, screen, { withParams: true, language: 'en', hasPaymentMethods: false }),
      chosen,
      paymentMethods: [],
      paramTokens: tokens,
    });
    expect(body).toMatchObject({ encryptedParams: tokens, callbackUrlRequestMethod: 'GET', firmId: 'firm' });
    expect(body.description).toBeUndefined();
  });

  it('after success the form is empty again but keeps the currency and a single-payment bank', () => {
    const single = view.otherSingle[0]?.options[0]?.value ?? null;
    const after = valuesAfterSuccess(filled({ choice: single, currencyCode: 'EUR' }), false);
    expect(after).toMatchObject({ cardNumber: '', cvv: '', amount: '', currencyCode: 'EUR', choice: single });
    expect(valuesAfterSuccess(filled({ choice: option?.value ?? null }), true)).toMatchObject({
      choice: null,
      amount: '1.000,00',
    });
  });
});
