import { istanbulIsoDate } from '@tahsilat/domain';
import {
  DEMO_SANDBOX_MERCHANTS,
  DEMO_SANDBOX_PROTOCOL_MERCHANTS,
  type PosEndpoints,
  type Protocol,
  type SandboxMerchant,
} from '@tahsilat/pos';
import type { DataCipher } from '../lib/data-cipher.js';
import type { Db } from './client.js';
import { demoCommissionDefinitions } from './demo-commissions.js';
import {
  commissionDefinitions,
  exchangeRates,
  paymentMethods,
  paymentSets,
  posAccounts,
  tenantCurrencies,
} from './schema.js';

/** The sandbox bank inside the demo server, per protocol; relative, so PUBLIC_URL decides where it is. */
const SANDBOX: Readonly<Record<Protocol, PosEndpoints>> = {
  nestpay: { gateUrl: '/sandbox-bank/fim/est3Dgate', apiUrl: '/sandbox-bank/fim/api' },
  garanti: { gateUrl: '/sandbox-bank/garanti/servlet/gt3dengine', apiUrl: '/sandbox-bank/garanti/VPServlet' },
  posnet: {
    gateUrl: '/sandbox-bank/posnet/3DSWebService/YKBPaymentService',
    apiUrl: '/sandbox-bank/posnet/PosnetWebService/XML',
  },
  kuveyt: {
    gateUrl: '/sandbox-bank/kuveyt/ThreeDModelPayGate',
    apiUrl: '/sandbox-bank/kuveyt/ThreeDModelProvisionGate',
    queryUrl: '/sandbox-bank/kuveyt/VirtualPosService.svc/Basic',
  },
  payflex: {
    gateUrl: '/sandbox-bank/payflex/MPI_Enrollment.aspx',
    apiUrl: '/sandbox-bank/payflex/Vposreq.aspx',
    queryUrl: '/sandbox-bank/payflex/Search.aspx',
  },
};

/** A sandbox POS account of the merchant's protocol; a secret the protocol does not use is stored empty. */
function account(
  cipher: DataCipher,
  tenantId: string,
  merchant: SandboxMerchant,
  bank: {
    bankId: number;
    name: string;
    logo: string;
    model?: '3d' | '3d_pay';
    threeDDisplay?: 'iframe' | 'window';
  },
  sortOrder: number,
) {
  const protocol = merchant.protocol ?? 'nestpay';
  const endpoints = SANDBOX[protocol];
  const secret = (value: string) => (value ? cipher.encrypt(value) : '');
  return {
    tenantId,
    bankId: bank.bankId,
    name: bank.name,
    logoPath: bank.logo,
    protocol,
    model: bank.model ?? ('3d' as const),
    threeDDisplay: bank.threeDDisplay ?? ('iframe' as const),
    gateUrl: endpoints.gateUrl,
    apiUrl: endpoints.apiUrl,
    queryUrl: endpoints.queryUrl ?? null,
    storeId: merchant.clientId,
    terminalId: merchant.terminalId ?? null,
    apiUser: merchant.apiUser,
    apiPasswordEncrypted: secret(merchant.apiPassword),
    storeKeyEncrypted: secret(merchant.storeKey),
    refundUser: merchant.refundUser ?? '',
    refundPasswordEncrypted: secret(merchant.refundPassword ?? ''),
    sortOrder,
  };
}

const merchant = (index: number): SandboxMerchant => {
  const found = DEMO_SANDBOX_MERCHANTS[index];
  if (!found) {
    throw new Error(`no demo sandbox merchant ${index}`);
  }
  return found;
};

/**
 * The payment side of the demo (DESIGN 8): nine sandbox POS accounts for tenant A — the bank card programmes on
 * NestPay (TEB the `3d_pay` one), Garanti BBVA on GVP, Yapı Kredi on PosNet, KuveytTürk on TDV2, VakıfBank on
 * PayFlex, and the special
 * providers 889 (TRY only) and 856 (its own formula) — one for tenant B, payment sets and methods, currencies and
 * rates.
 */
export async function seedDemoPayments(
  tx: Db,
  cipher: DataCipher,
  tenantA: string,
  tenantB: string,
): Promise<void> {
  const accounts = await tx
    .insert(posAccounts)
    .values([
      account(
        cipher,
        tenantA,
        merchant(0),
        { bankId: 46, name: 'Akbank', logo: '/media/banks/akbank.svg' },
        1,
      ),
      account(
        cipher,
        tenantA,
        DEMO_SANDBOX_PROTOCOL_MERCHANTS.garanti,
        { bankId: 62, name: 'Garanti BBVA', logo: '/media/banks/garanti.svg' },
        2,
      ),
      account(
        cipher,
        tenantA,
        merchant(1),
        { bankId: 64, name: 'Türkiye İş Bankası', logo: '/media/banks/isbank.svg' },
        3,
      ),
      account(
        cipher,
        tenantA,
        DEMO_SANDBOX_PROTOCOL_MERCHANTS.posnet,
        { bankId: 67, name: 'Yapı Kredi', logo: '/media/banks/yapikredi.svg' },
        4,
      ),
      account(
        cipher,
        tenantA,
        merchant(3),
        { bankId: 889, name: 'Halkbank', logo: '/media/banks/halkbank.svg' },
        5,
      ),
      // QNB's 3-D page opens in a window of its own: the demo's new-window bank (SPEC 4).
      account(
        cipher,
        tenantA,
        merchant(4),
        { bankId: 856, name: 'QNB', logo: '/media/banks/qnb.svg', threeDDisplay: 'window' },
        6,
      ),
      // TEB: the demo's 3d_pay bank (the bank charges at 3-D).
      account(
        cipher,
        tenantA,
        merchant(2),
        { bankId: 32, name: 'TEB', logo: '/media/banks/teb.svg', model: '3d_pay' },
        7,
      ),
      account(
        cipher,
        tenantA,
        DEMO_SANDBOX_PROTOCOL_MERCHANTS.kuveyt,
        { bankId: 205, name: 'KuveytTürk', logo: '/media/banks/kuveytturk.svg' },
        8,
      ),
      account(
        cipher,
        tenantA,
        DEMO_SANDBOX_PROTOCOL_MERCHANTS.payflex,
        { bankId: 15, name: 'VakıfBank', logo: '/media/banks/vakifbank.svg' },
        9,
      ),
      account(
        cipher,
        tenantB,
        merchant(5),
        { bankId: 46, name: 'Akbank', logo: '/media/banks/akbank.svg' },
        1,
      ),
    ])
    .returning({ id: posAccounts.id, tenantId: posAccounts.tenantId, bankId: posAccounts.bankId });
  const pos = (tenantId: string, bankId: number) => {
    const found = accounts.find((a) => a.tenantId === tenantId && a.bankId === bankId);
    if (!found) {
      throw new Error(`demo POS ${bankId} missing`);
    }
    return found.id;
  };

  const [currentAccount, orders] = await tx
    .insert(paymentSets)
    .values([
      { tenantId: tenantA, name: 'Cari hesap ödemesi', sortOrder: 1 },
      { tenantId: tenantA, name: 'Sipariş ödemesi', sortOrder: 2 },
    ])
    .returning({ id: paymentSets.id });
  await tx.insert(paymentMethods).values([
    { tenantId: tenantA, paymentSetId: currentAccount?.id, name: 'Cari hesap borç ödemesi', sortOrder: 1 },
    {
      tenantId: tenantA,
      paymentSetId: currentAccount?.id,
      name: 'Vadesi geçmiş fatura ödemesi',
      sortOrder: 2,
    },
    { tenantId: tenantA, paymentSetId: orders?.id, name: 'Sipariş avansı', sortOrder: 3 },
    { tenantId: tenantA, paymentSetId: orders?.id, name: 'Sipariş bakiyesi', sortOrder: 4 },
  ]);

  await tx.insert(commissionDefinitions).values(demoCommissionDefinitions(tenantA, tenantB, pos));

  await tx.insert(tenantCurrencies).values([
    { tenantId: tenantA, code: 'TRY', sortOrder: 1 },
    { tenantId: tenantA, code: 'USD', sortOrder: 2 },
    { tenantId: tenantA, code: 'EUR', sortOrder: 3 },
    { tenantId: tenantB, code: 'TRY', sortOrder: 1 },
  ]);
  const today = istanbulIsoDate();
  await tx.insert(exchangeRates).values([
    { tenantId: null, currencyCode: 'USD', bankNoteSell: '34.696400', rateDate: today, source: 'seed' },
    { tenantId: null, currencyCode: 'EUR', bankNoteSell: '36.602300', rateDate: today, source: 'seed' },
  ]);
}
