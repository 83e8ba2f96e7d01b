import { messages } from '@tahsilat/domain';
import { describe, expect, it } from 'vitest';
import {
  akbank,
  constraints,
  filled,
  halkbank,
  layout,
  optionsInput,
  screen,
  tenant,
} from './pay-fixtures.js';
import { cardBrandOf, formatCardNumber, formatDotted, formatExpiry, formatMobile } from './pay-format.js';
import { dottedToIso, emptyValues, formLayout, todayDotted, validatePayForm } from './pay-model.js';
import {
  currencyChoices,
  findChoice,
  installmentTableBanks,
  paymentOptionsView,
  providerOf,
} from './pay-options.js';
import { threeDDisplayOf, withNonce } from './pay-request.js';

describe('the payment options a card is offered', () => {
  it('before the card: every bank for a single payment, and a prompt for instalments', () => {
    const view = paymentOptionsView(optionsInput());
    // One shown (the cheapest; a tie goes to the first), the others folded under "Diğer bankalar".
    expect(view.single?.map((bank) => bank.bankId)).toEqual([46]);
    expect(view.otherSingle.map((bank) => bank.bankId)).toEqual([62, 889]);
    expect(view.installments).toEqual([]);
    expect(view.notice).toBe('enterCard');
  });

  it("shows the tenant's preferred bank for the single payment, and the cheapest when it cannot take it", () => {
    const preferred = paymentOptionsView(
      optionsInput({ singlePayment: { pricing: 'account', bankId: 889 } }),
    );
    expect(preferred.single?.map((bank) => bank.bankId)).toEqual([889]);
    expect(preferred.otherSingle.map((bank) => bank.bankId)).toEqual([46, 62]);
    // Provider 889 takes Turkish lira only: in USD the cheapest shows.
    const inUsd = paymentOptionsView(
      optionsInput({ currency: 'USD', singlePayment: { pricing: 'account', bankId: 889 } }),
    );
    expect(inUsd.single?.map((bank) => bank.bankId)).toEqual([46]);
    const cheaper = { ...halkbank, commissionRate1: 1.2 };
    const cheapest = paymentOptionsView(optionsInput({ commissions: [akbank, cheaper] }));
    expect(cheapest.single?.map((bank) => bank.bankId)).toEqual([889]);
    expect(findChoice(cheapest, cheapest.otherSingle[0]?.options[0]?.value ?? null)?.bank.bankId).toBe(46);
  });

  it("with a known card: the instalments of its own bank's programme", () => {
    const view = paymentOptionsView(optionsInput({ cardBankId: 46, cardRecognisable: true }));
    expect(view.installments.map((bank) => bank.bankId)).toEqual([46]);
    expect(view.installments[0]?.options.map((o) => o.installment)).toEqual([2, 3, 4, 5, 6]);
    expect(view.notice).toBeNull();
  });

  it('an unknown card pays at once and is told there are no instalments for it', () => {
    const view = paymentOptionsView(optionsInput({ cardBankId: null, cardRecognisable: true }));
    expect([...(view.single ?? []), ...view.otherSingle]).toHaveLength(3);
    expect(view.notice).toBe('noneForCard');
  });

  it('provider 889 leaves when the currency is not Turkish lira', () => {
    const view = paymentOptionsView(optionsInput({ currency: 'USD' }));
    expect([...(view.single ?? []), ...view.otherSingle].map((bank) => bank.bankId)).toEqual([46, 62]);
  });

  it("the empty-list flag offers nothing before the card, then only its bank's options", () => {
    expect(paymentOptionsView(optionsInput({ useEmptyCommissionList: true })).notice).toBe('enterCard');
    const known = paymentOptionsView(
      optionsInput({ useEmptyCommissionList: true, cardBankId: 62, cardRecognisable: true }),
    );
    expect(known.single?.map((bank) => bank.bankId)).toEqual([62]);
    expect(known.installments.map((bank) => bank.bankId)).toEqual([62]);
    const unknown = paymentOptionsView(
      optionsInput({ useEmptyCommissionList: true, cardRecognisable: true }),
    );
    expect(unknown).toEqual({ single: null, otherSingle: [], installments: [], notice: 'noneForCard' });
  });

  it("'Veri Yok' when the tenant has no programme", () => {
    expect(paymentOptionsView(optionsInput({ commissions: [] })).notice).toBe('noData');
  });

  it('prices each option from the amount and finds the chosen one', () => {
    const view = paymentOptionsView(optionsInput({ cardBankId: 46, cardRecognisable: true }));
    const three = view.installments[0]?.options.find((o) => o.installment === 3);
    // 1000 × (1 + 4.49 %) = 1044.90, three of 348.30
    expect(three).toMatchObject({ total: '1044.90', monthly: '348.30', rate: 4.49 });
    expect(findChoice(view, three?.value ?? null)?.bank.bankId).toBe(46);
    expect(findChoice(view, '99|x|1|2')).toBeNull();
  });

  it('without an amount the options carry rates only', () => {
    const view = paymentOptionsView(optionsInput({ amount: null }));
    expect(view.single?.[0]?.options[0]).toMatchObject({ total: null, monthly: null, rate: 1.79 });
  });

  it('the currency list follows the provider (889 takes TRY only)', () => {
    expect(currencyChoices(['TRY', 'USD', 'EUR'], providerOf('889|d-889|1|1', 46), screen)).toEqual(['TRY']);
    expect(currencyChoices(['TRY', 'USD', 'EUR'], providerOf(null, 889), screen)).toEqual(['TRY']);
    expect(
      currencyChoices(['TRY', 'USD', 'EUR'], 46, { ...screen, b2BViewUsdOnCurrencyDropDown: false }),
    ).toEqual(['TRY', 'EUR']);
  });
});

describe('the form rules (SPEC 5)', () => {
  const view = paymentOptionsView(optionsInput({ cardBankId: 46, cardRecognisable: true }));
  const single = view.single?.[0]?.options[0];
  const chosenSingle = findChoice(view, single?.value ?? null);
  const context = { layout, chosen: chosenSingle, paymentMethodNames: () => '' };

  it('a complete form has no error', () => {
    expect(validatePayForm(filled({ choice: single?.value ?? null }), context)).toEqual({});
  });

  it('an empty form names every required field in Turkish', () => {
    const errors = validatePayForm(
      { ...emptyValues(), policyDate: '' },
      { ...context, chosen: null, now: new Date('2026-11-22T10:00:00Z') },
    );
    expect(errors).toEqual({
      mobilePhone: messages.mobilePhoneRequired,
      description: messages.descriptionRequired,
      amount: messages.amountRequired,
      holderName: messages.holderNameRequired,
      cardNumber: messages.cardNumberRequired,
      expiry: messages.expiryRequired,
      cvv: messages.cvvRequired,
      choice: messages.paymentOptionsRequiredMessage,
      agreement: messages.agreementRequired,
    });
  });

  it('checks formats: card checksum, expiry, CVV, amount, e-mail, phone length, identity number', () => {
    const errors = validatePayForm(
      filled({
        cardNumber: '4355 0843 5508 4359',
        expiry: '13/30',
        cvv: '12a',
        amount: '12,345',
        customerEmail: 'ayse@',
        mobilePhone: '0532 12',
        tckn: '12345678901',
      }),
      { ...context, layout: { ...layout, tckn: true } },
    );
    expect(errors).toMatchObject({
      cardNumber: messages.invalidCardNumber,
      expiry: messages.expiryInvalid,
      cvv: messages.cvvInvalid,
      amount: messages.amountInvalid,
      customerEmail: messages.customerEmailInvalid,
      mobilePhone: messages.mobilePhoneTooShort,
      tckn: messages.tcknInvalid,
    });
    expect(validatePayForm(filled({ amount: '0' }), context).amount).toBe(messages.amountNotPositive);
    expect(
      validatePayForm(filled({ expiry: '01/26' }), { ...context, now: new Date('2026-11-22T10:00:00Z') })
        .expiry,
    ).toBe(messages.expiryPast);
  });

  it('in English the mobile phone is not required', () => {
    const english = formLayout(tenant, screen, {
      withParams: false,
      language: 'en',
      hasPaymentMethods: false,
    });
    expect(
      validatePayForm(filled({ mobilePhone: '' }), { ...context, layout: english }).mobilePhone,
    ).toBeUndefined();
  });

  it('params mode asks neither description nor e-mail', () => {
    const params = formLayout(tenant, screen, { withParams: true, language: 'tr', hasPaymentMethods: false });
    expect(params.description).toBe(false);
    expect(params.customerEmail).toBe(false);
    expect(
      validatePayForm(filled({ description: '' }), { ...context, layout: params }).description,
    ).toBeUndefined();
  });

  it('additional-field mode: contract number of 7 digits, branch, payment method and identity number', () => {
    const additional = formLayout({ ...tenant, isPosTransactionUseAdditionalField: true }, screen, {
      withParams: false,
      language: 'tr',
      hasPaymentMethods: true,
    });
    expect(additional).toMatchObject({
      tckn: true,
      branchCode: true,
      paymentMethod: 'single',
      memberNumber: true,
    });
    const errors = validatePayForm(filled({ contractNumber: '123' }), { ...context, layout: additional });
    expect(errors).toMatchObject({
      contractNumber: messages.contractNumberInvalid,
      branchCode: messages.branchCodeRequired,
      paymentMethodIds: messages.paymentMethodRequired,
      tckn: messages.tcknRequired,
    });
  });

  it('policy mode: policy number, DD.MM.YYYY issue date defaulting to today, insurance company', () => {
    const policy = formLayout(
      { ...tenant, isPosTransactionUseAdditionalField: true, b2BIsUseAdditionalFieldForPolicy: true },
      { ...screen, b2BCustomerInformationVisibility: false },
      { withParams: false, language: 'tr', hasPaymentMethods: false },
    );
    expect(policy).toMatchObject({ policyFields: true, customerInformation: true, branchCode: false });
    expect(emptyValues(new Date('2026-11-22T10:00:00Z')).policyDate).toBe('22.11.2026');
    const errors = validatePayForm(
      filled({ customerInformation: '', policyDate: '31.02.2026', tckn: '10000000146' }),
      { ...context, layout: policy },
    );
    expect(errors).toMatchObject({
      customerInformation: messages.customerInformationRequired,
      contractNumber: messages.policyNumberRequired,
      policyDate: messages.policyDateInvalid,
      insuranceCompany: messages.insuranceCompanyRequired,
    });
    expect(errors.tckn).toBeUndefined();
  });

  it('custom-fields mode: payment types joined up to 200 characters', () => {
    const custom = formLayout({ ...tenant, b2BShowCustomFields: true }, screen, {
      withParams: false,
      language: 'tr',
      hasPaymentMethods: true,
    });
    expect(custom.paymentMethod).toBe('multi');
    const errors = validatePayForm(filled({ choice: single?.value ?? null }), {
      ...context,
      layout: custom,
      paymentMethodNames: () => 'x'.repeat(201),
    });
    expect(errors).toEqual({ paymentMethodIds: messages.paymentTypesTooLong });
  });

  it('a deferral must be inside the option range', () => {
    const garantiView = paymentOptionsView(optionsInput({ cardBankId: 62, cardRecognisable: true }));
    const option = garantiView.installments[0]?.options[1];
    const chosen = findChoice(garantiView, option?.value ?? null);
    expect(option?.deferral).toEqual({ start: 1, end: 3 });
    const errors = validatePayForm(filled({ choice: option?.value ?? null, deferral: '4' }), {
      ...context,
      chosen,
    });
    expect(errors).toEqual({ deferral: messages.deferralOutOfRange });
  });
});

describe('typing helpers', () => {
  it('groups card digits and names the brand', () => {
    expect(formatCardNumber('4355084355084358')).toBe('4355 0843 5508 4358');
    expect(formatCardNumber('374245455400126')).toBe('3742 454554 00126');
    expect(cardBrandOf('5406')).toBe('mastercard');
    expect(cardBrandOf('9792')).toBe('troy');
    expect(cardBrandOf('1')).toBeNull();
  });

  it('masks expiry, mobile phone and dates', () => {
    expect(formatExpiry('12', '1')).toBe('12/');
    expect(formatExpiry('12', '12/')).toBe('12');
    expect(formatExpiry('1230', '')).toBe('12/30');
    expect(formatMobile('5321234567')).toBe('0532 123 45 67');
    expect(formatDotted('22112026', '')).toBe('22.11.2026');
    expect(dottedToIso('22.11.2026')).toBe('2026-11-22');
    expect(dottedToIso('29.02.2027')).toBeNull();
    expect(todayDotted(new Date('2026-12-31T22:30:00Z'))).toBe('01.01.2027');
  });

  it('shows a URL answer in the iframe source and a document inline or in a window', () => {
    expect(threeDDisplayOf(' https://bank.example/3d?x=1 ', false)).toEqual({
      kind: 'url',
      url: 'https://bank.example/3d?x=1',
    });
    expect(threeDDisplayOf('<html></html>', true)).toEqual({
      kind: 'document',
      html: '<html></html>',
      window: true,
    });
    expect(withNonce('<script nonce="__CSP_NONCE__">', 'abc')).toBe('<script nonce="abc">');
  });
});

describe("'Taksit Seçenekleri'", () => {
  it('lists each programme once with its single payment and instalments', () => {
    const banks = installmentTableBanks([akbank, halkbank], 100_000n, 'TRY', constraints);
    expect(banks.map((bank) => bank.bankId)).toEqual([46, 889]);
    expect(banks[0]?.options.map((o) => o.installment)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(installmentTableBanks([akbank, halkbank], null, 'USD', constraints).map((b) => b.bankId)).toEqual([
      46,
    ]);
  });
});
