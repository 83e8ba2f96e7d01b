import { BANK_PROTOCOL_SPECS, BANK_PROTOCOLS, messages } from '@tahsilat/domain';
import { describe, expect, it } from 'vitest';
import enAdmin from '../../../locales/en/admin.json';
import trAdmin from '../../../locales/tr/admin.json';
import { type BankFormValues, NEW_BANK_FORM, protocolSwitch, toBankBody } from './bank-form.js';
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
});
