import { describe, expect, it } from 'vitest';
import { AdminBankCreate, AdminBankUpdate } from './admin-banks.js';
import { BANK_PROTOCOL_SPECS, BANK_PROTOCOLS, secretsOf } from './bank-protocols.js';
import { messages } from './messages.js';

const base = {
  name: 'Banka',
  model: '3d',
  threeDDisplay: 'iframe',
  installments: [3, 2],
  defaultInstallment: 1,
  testMode: false,
  isActive: true,
  sortOrder: 0,
  storeId: '1001',
  terminalId: '2002',
  apiUser: 'kullanici',
  apiPassword: 'sifre',
  storeKey: 'anahtar',
  refundUser: 'PROVRFN',
  refundPassword: 'iade-sifresi',
  queryUrl: '/sandbox-bank/payflex/Search.aspx',
} as const;

const SANDBOX = {
  nestpay: ['/sandbox-bank/fim/est3Dgate', '/sandbox-bank/fim/api'],
  garanti: [
    'https://sanalposprovtest.garantibbva.com.tr/servlet/gt3dengine',
    'https://bank.example/VPServlet',
  ],
  posnet: [
    '/sandbox-bank/posnet/3DSWebService/YKBPaymentService',
    '/sandbox-bank/posnet/PosnetWebService/XML',
  ],
  kuveyt: ['/sandbox-bank/kuveyt/ThreeDModelPayGate', '/sandbox-bank/kuveyt/ThreeDModelProvisionGate'],
  payflex: ['/sandbox-bank/payflex/MPI_Enrollment.aspx', '/sandbox-bank/payflex/Vposreq.aspx'],
} as const;

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('bank account schema per protocol', () => {
  it.each(BANK_PROTOCOLS)('%s: keeps the fields it uses and clears the others', (protocol) => {
    const [gateUrl, apiUrl] = SANDBOX[protocol];
    const parsed = AdminBankCreate.parse({ ...base, bankId: 9, protocol, gateUrl, apiUrl });
    const spec = BANK_PROTOCOL_SPECS[protocol];
    expect(parsed.installments).toEqual([2, 3]);
    expect(parsed.queryUrl).toBe(spec.endpoints.queryUrl ? base.queryUrl : null);
    expect(parsed.terminalId).toBe(spec.credentials.terminalId ? '2002' : null);
    expect(parsed.apiUser).toBe(spec.credentials.apiUser ? 'kullanici' : '');
    expect(parsed.apiPassword).toBe(spec.credentials.apiPassword ? 'sifre' : null);
    expect(parsed.storeKey).toBe(spec.credentials.storeKey ? 'anahtar' : null);
    expect(parsed.refundUser).toBe(spec.credentials.refundUser ? 'PROVRFN' : '');
    expect(parsed.refundPassword).toBe(spec.credentials.refundPassword ? 'iade-sifresi' : null);
  });

  it.each(BANK_PROTOCOLS)('%s: a new account needs its own secrets', (protocol) => {
    const [gateUrl, apiUrl] = SANDBOX[protocol];
    for (const secret of secretsOf(protocol)) {
      const result = AdminBankCreate.safeParse({
        ...base,
        bankId: 9,
        protocol,
        gateUrl,
        apiUrl,
        [secret]: '',
      });
      expect(messagesOf(result)).toEqual([BANK_PROTOCOL_SPECS[protocol].secretsRequired]);
    }
  });

  it("Garanti's refund user: required with its password for a new account, optional on a change", () => {
    const [gateUrl, apiUrl] = SANDBOX.garanti;
    const garanti = { ...base, protocol: 'garanti', gateUrl, apiUrl } as const;
    expect(AdminBankCreate.parse({ ...garanti, bankId: 62 })).toMatchObject({
      refundUser: 'PROVRFN',
      refundPassword: 'iade-sifresi',
    });
    expect(BANK_PROTOCOL_SPECS.garanti.secretsRequired).toBe(messages.bankSecretsRequiredGaranti);
    const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
      result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
    expect(issues(AdminBankCreate.safeParse({ ...garanti, bankId: 62, refundUser: ' ' }))).toEqual([
      ['refundUser', messages.bankRefundUserRequired],
    ]);
    expect(issues(AdminBankCreate.safeParse({ ...garanti, bankId: 62, refundPassword: null }))).toEqual([
      ['refundPassword', messages.bankSecretsRequiredGaranti],
    ]);
    // A change keeps the stored password when none is typed, and may leave an older account without a refund user.
    expect(AdminBankUpdate.parse({ ...garanti, refundPassword: '' }).refundPassword).toBeNull();
    expect(AdminBankUpdate.parse({ ...garanti, refundUser: '', refundPassword: null }).refundUser).toBe('');
    // ...but a refund password is never typed without its user.
    expect(issues(AdminBankUpdate.safeParse({ ...garanti, refundUser: '' }))).toEqual([
      ['refundUser', messages.bankRefundUserRequired],
    ]);
  });

  it('the other protocols store no refund user or password, even when sent one', () => {
    const nestpay = { ...base, protocol: 'nestpay', gateUrl: SANDBOX.nestpay[0], apiUrl: SANDBOX.nestpay[1] };
    for (const parsed of [
      AdminBankUpdate.parse(nestpay),
      AdminBankCreate.parse({ ...nestpay, bankId: 64 }),
    ]) {
      expect(parsed).toMatchObject({ refundUser: '', refundPassword: null });
    }
    // An empty refund user is no refusal where the protocol has none.
    expect(AdminBankCreate.safeParse({ ...nestpay, bankId: 64, refundUser: '' }).success).toBe(true);
  });

  it('the newer protocols need a query service where they have one, and support 3D only', () => {
    const kuveyt = { ...base, protocol: 'kuveyt', gateUrl: SANDBOX.kuveyt[0], apiUrl: SANDBOX.kuveyt[1] };
    expect(messagesOf(AdminBankUpdate.safeParse({ ...kuveyt, queryUrl: null }))).toEqual([
      messages.bankFieldRequired,
    ]);
    expect(messagesOf(AdminBankUpdate.safeParse({ ...kuveyt, model: '3d_pay' }))).toEqual([
      messages.bankModelUnsupported,
    ]);
    expect(messagesOf(AdminBankUpdate.safeParse({ ...kuveyt, apiUser: ' ', terminalId: null }))).toEqual([
      messages.bankFieldRequired,
      messages.bankFieldRequired,
    ]);
    expect(AdminBankUpdate.parse({ ...kuveyt, model: '3d', apiPassword: null }).apiPassword).toBeNull();
  });

  it('accepts the sandbox paths with dots, never one that steps up or a plain http address', () => {
    const payflex = { ...base, protocol: 'payflex', gateUrl: SANDBOX.payflex[0], apiUrl: SANDBOX.payflex[1] };
    expect(AdminBankUpdate.safeParse(payflex).success).toBe(true);
    expect(
      AdminBankUpdate.safeParse({ ...payflex, queryUrl: '/sandbox-bank/kuveyt/VirtualPosService.svc/Basic' })
        .success,
    ).toBe(true);
    for (const queryUrl of [
      '/sandbox-bank/../api/admin',
      'http://bank.example/Search.aspx',
      '/other/Search.aspx',
    ]) {
      expect(messagesOf(AdminBankUpdate.safeParse({ ...payflex, queryUrl }))).toEqual([
        messages.bankUrlInvalid,
      ]);
    }
  });
});
