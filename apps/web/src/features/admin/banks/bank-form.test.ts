import { type AdminBank, BANK_PROTOCOL_SPECS, BANK_PROTOCOLS, messages } from '@tahsilat/domain';
import { describe, expect, it } from 'vitest';
import enAdmin from '../../../locales/en/admin.json';
import trAdmin from '../../../locales/tr/admin.json';
import {
  type BankFormValues,
  bankFormValues,
  isRefundUserMissing,
  isSwitchingOff,
  NEW_BANK_FORM,
  protocolSwitch,
  toBankBody,
} from './bank-form.js';
import { bankFormIssues } from './bank-form-issues.js';

const kuveyt: BankFormValues = {
  ...NEW_BANK_FORM,
  bankId: 205,
  name: 'KuveytTürk',
  protocol: 'kuveyt',
  gateUrl: '/sandbox-bank/kuveyt/ThreeDModelPayGate',
  apiUrl: '/sandbox-bank/kuveyt/ThreeDModelProvisionGate',
  queryUrl: '/sandbox-bank/kuveyt/VirtualPosService.svc/Basic',
  storeId: '496',
  terminalId: '400235',
  apiUser: 'apitest',
  apiPassword: 'api123',
};

describe('the bank form', () => {
  it('switching to a 3D-only protocol leaves 3D Pay and opens the query address', () => {
    expect(protocolSwitch({ model: '3d_pay', queryUrl: '' }, 'payflex')).toEqual({
      model: '3d',
      queryUrl: 'https://',
    });
    expect(protocolSwitch({ model: '3d_pay', queryUrl: '' }, 'garanti')).toEqual({});
    expect(protocolSwitch({ model: '3d', queryUrl: '/sandbox-bank/payflex/Search.aspx' }, 'kuveyt')).toEqual(
      {},
    );
  });

  it('is checked with the shared schema per protocol: its own fields, secrets and query service', () => {
    expect(bankFormIssues(kuveyt, true)).toEqual({});
    expect(bankFormIssues({ ...kuveyt, queryUrl: '' }, true)).toMatchObject({
      queryUrl: messages.bankFieldRequired,
    });
    expect(bankFormIssues({ ...kuveyt, terminalId: '' }, true)).toMatchObject({
      terminalId: messages.bankFieldRequired,
    });
    expect(bankFormIssues({ ...kuveyt, apiPassword: '' }, true)).toMatchObject({
      apiPassword: messages.bankSecretsRequiredKuveyt,
    });
    // A change keeps the stored password when none is typed.
    expect(bankFormIssues({ ...kuveyt, apiPassword: '' }, false)).toEqual({});
    const posnet = { ...kuveyt, protocol: 'posnet' as const, apiUser: '27426', storeKey: '10,10,10,10' };
    expect(bankFormIssues({ ...posnet, model: '3d_pay' }, true)).toMatchObject({
      model: messages.bankModelUnsupported,
    });
  });

  it('sends empty fields as null: an empty secret keeps the stored one, no query service outside its protocols', () => {
    const body = toBankBody({ ...kuveyt, apiPassword: '', queryUrl: '' }, false);
    expect(body).toMatchObject({ apiPassword: null, storeKey: null, queryUrl: null });
    expect(body).not.toHaveProperty('bankId');
    expect(toBankBody(kuveyt, true)).toMatchObject({ bankId: 205, queryUrl: kuveyt.queryUrl });
  });

  it('asks a new Garanti account for its refund user and password; a change keeps the stored password', () => {
    const garanti: BankFormValues = {
      ...kuveyt,
      protocol: 'garanti',
      queryUrl: '',
      storeKey: 'magaza-anahtari',
      refundUser: 'PROVRFN',
      refundPassword: 'iade-sifresi',
    };
    expect(bankFormIssues(garanti, true)).toEqual({});
    expect(bankFormIssues({ ...garanti, refundUser: '' }, true)).toMatchObject({
      refundUser: messages.bankRefundUserRequired,
    });
    expect(bankFormIssues({ ...garanti, refundPassword: '' }, true)).toMatchObject({
      refundPassword: messages.bankSecretsRequiredGaranti,
    });
    expect(bankFormIssues({ ...garanti, refundPassword: '' }, false)).toEqual({});
    expect(toBankBody({ ...garanti, refundPassword: '' }, false)).toMatchObject({
      refundUser: 'PROVRFN',
      refundPassword: null,
    });
  });

  it('flags a stored Garanti account without its refund user or password, and no other protocol', () => {
    const stored: AdminBank = {
      id: 'b1',
      bankId: 62,
      name: 'Garanti BBVA',
      protocol: 'garanti',
      model: '3d',
      gateUrl: '/sandbox-bank/garanti/servlet/gt3dengine',
      apiUrl: '/sandbox-bank/garanti/VPServlet',
      queryUrl: null,
      storeId: '7000679',
      terminalId: '30691297',
      apiUser: 'PROVAUT',
      refundUser: 'PROVRFN',
      hasApiPassword: true,
      hasStoreKey: true,
      hasRefundPassword: true,
      previousStoreKeyUntil: null,
      threeDDisplay: 'iframe',
      installments: [2, 3],
      defaultInstallment: 1,
      testMode: false,
      isActive: true,
      sortOrder: 0,
      definitionCount: 0,
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    expect(isRefundUserMissing(stored)).toBe(false);
    expect(isRefundUserMissing({ ...stored, refundUser: '' })).toBe(true);
    expect(isRefundUserMissing({ ...stored, hasRefundPassword: false })).toBe(true);
    expect(
      isRefundUserMissing({ ...stored, protocol: 'nestpay', refundUser: '', hasRefundPassword: false }),
    ).toBe(false);
    // The form never holds the stored secrets' flags, and starts with an empty refund password.
    const values = bankFormValues(stored);
    expect(values).not.toHaveProperty('hasRefundPassword');
    expect(values).toMatchObject({ refundUser: 'PROVRFN', refundPassword: '' });
  });

  it('names every field of every protocol in both languages', () => {
    for (const protocol of BANK_PROTOCOLS) {
      const spec = BANK_PROTOCOL_SPECS[protocol];
      const labels = [...Object.values(spec.credentials), ...Object.values(spec.endpoints)].map(
        (field) => field.label,
      );
      for (const label of labels) {
        expect(trAdmin.banks.labels, `${protocol} ${label}`).toHaveProperty(label);
        expect(enAdmin.banks.labels, `${protocol} ${label}`).toHaveProperty(label);
      }
    }
  });

  it('asks first only when a saved, active account is switched off', () => {
    expect(isSwitchingOff({ isActive: true }, { isActive: false })).toBe(true);
    expect(isSwitchingOff({ isActive: true }, { isActive: true })).toBe(false);
    expect(isSwitchingOff({ isActive: false }, { isActive: false })).toBe(false);
    expect(isSwitchingOff(null, { isActive: false })).toBe(false);
  });
});
