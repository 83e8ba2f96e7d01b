import { istanbulIsoDate } from '@tahsilat/domain';
import { DEMO_SANDBOX_MERCHANTS, type SandboxMerchant } from '@tahsilat/pos';
import type { DataCipher } from '../lib/data-cipher.js';
import type { Db } from './client.js';
import {
  commissionDefinitions,
  exchangeRates,
  paymentMethods,
  paymentSets,
  posAccounts,
  tenantCurrencies,
} from './schema.js';

/** The sandbox bank inside the demo server; relative, so PUBLIC_URL decides where it is. */
const SANDBOX = { gateUrl: '/sandbox-bank/fim/est3Dgate', apiUrl: '/sandbox-bank/fim/api' };

type RateRow = { rate: string; enabled: boolean; included?: boolean };

/** Rates for 1–12 instalments as columns; a missing count is disabled. */
function rates(table: Partial<Record<number, RateRow>>) {
  const columns: Record<string, string | boolean> = {};
  for (let n = 1; n <= 12; n += 1) {
    const row = table[n];
    columns[`commissionRate${n}`] = row?.rate ?? '0';
    columns[`commissionRate${n}Enabled`] = row?.enabled ?? false;
    columns[`isCommissionIncludedCommissionRate${n}`] = row?.included ?? false;
  }
  return columns as Record<`commissionRate${number}`, string> & Record<string, string | boolean>;
}

function ladder(
  base: number,
  step: number,
  disabled: number[] = [],
  included: number[] = [],
): Partial<Record<number, RateRow>> {
  const out: Partial<Record<number, RateRow>> = {};
  for (let n = 1; n <= 12; n += 1) {
    out[n] = {
      rate: (n === 1 ? base : base + step * (n - 1)).toFixed(2),
      enabled: !disabled.includes(n),
      included: included.includes(n),
    };
  }
  return out;
}

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
  return {
    tenantId,
    bankId: bank.bankId,
    name: bank.name,
    logoPath: bank.logo,
    protocol: 'nestpay' as const,
    model: bank.model ?? ('3d' as const),
    threeDDisplay: bank.threeDDisplay ?? ('iframe' as const),
    gateUrl: SANDBOX.gateUrl,
    apiUrl: SANDBOX.apiUrl,
    storeId: merchant.clientId,
    apiUser: merchant.apiUser,
    apiPasswordEncrypted: cipher.encrypt(merchant.apiPassword),
    storeKeyEncrypted: cipher.encrypt(merchant.storeKey),
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
 * The payment side of the demo (DESIGN 8): six sandbox POS accounts for tenant A — four bank card
 * programmes and the special providers 889 (TRY only) and 856 (its own formula) — one for tenant B,
 * payment sets and methods, currencies and rates.
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
        merchant(1),
        { bankId: 62, name: 'Garanti BBVA', logo: '/media/banks/garanti.svg' },
        2,
      ),
      account(
        cipher,
        tenantA,
        merchant(2),
        { bankId: 64, name: 'Türkiye İş Bankası', logo: '/media/banks/isbank.svg' },
        3,
      ),
      account(
        cipher,
        tenantA,
        merchant(3),
        { bankId: 67, name: 'Yapı Kredi', logo: '/media/banks/yapikredi.svg', model: '3d_pay' },
        4,
      ),
      account(
        cipher,
        tenantA,
        merchant(4),
        { bankId: 889, name: 'Halkbank', logo: '/media/banks/halkbank.svg' },
        5,
      ),
      // QNB's 3-D page opens in a window of its own: the demo's new-window bank (SPEC 4).
      account(
        cipher,
        tenantA,
        merchant(5),
        { bankId: 856, name: 'QNB', logo: '/media/banks/qnb.svg', threeDDisplay: 'window' },
        6,
      ),
      account(
        cipher,
        tenantB,
        merchant(6),
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

  await tx.insert(commissionDefinitions).values([
    {
      // Akbank Axess: 11 and 12 disabled, +2 campaign instalments until spring.
      tenantId: tenantA,
      posAccountId: pos(tenantA, 46),
      cardName: 'Axess',
      cardLogo: '/media/cards/axess.svg',
      ...rates(ladder(1.79, 1.35, [11, 12])),
      extraInstallmentCount: 2,
      extraInstallmentExpireDate: '2027-03-31',
      campaignImagePath: '/media/campaigns/axess-arti-2-taksit.svg',
      description: "Axess kartlara 2-10 taksitte +2 taksit (31 Mart 2027'ye kadar).",
      sortOrder: 1,
    },
    {
      // Garanti Bonus: payments may be deferred 1–3 months.
      tenantId: tenantA,
      posAccountId: pos(tenantA, 62),
      cardName: 'Bonus',
      cardLogo: '/media/cards/bonus.svg',
      ...rates(ladder(1.89, 1.4, [7, 8])),
      deferringInstallmentCount: 0,
      deferringRangeStart: 1,
      deferringRangeEnd: 3,
      description: 'Bonus kartlarda ilk taksiti 1-3 ay erteleyebilirsiniz.',
      sortOrder: 2,
    },
    {
      // İşbank Maximum: up to 3 instalments at the cash price (commission included).
      tenantId: tenantA,
      posAccountId: pos(tenantA, 64),
      cardName: 'Maximum',
      cardLogo: '/media/cards/maximum.svg',
      ...rates(ladder(1.69, 1.3, [10, 11, 12], [1, 2, 3])),
      description: 'Maximum kartlara peşin fiyatına 3 taksit.',
      sortOrder: 3,
    },
    {
      // Yapı Kredi World (3d_pay): the dealer carries the commission.
      tenantId: tenantA,
      posAccountId: pos(tenantA, 67),
      cardName: 'World',
      cardLogo: '/media/cards/world.svg',
      ...rates(ladder(1.95, 1.45, [5, 7, 11])),
      isCommissionFromDealer: true,
      sortOrder: 4,
    },
    {
      tenantId: tenantA,
      posAccountId: pos(tenantA, 889),
      cardName: 'Paraf',
      cardLogo: '/media/cards/paraf.svg',
      ...rates(ladder(1.99, 1.5, [9, 10, 11, 12])),
      description: 'Yalnızca Türk lirası ile ödeme.',
      sortOrder: 5,
    },
    {
      tenantId: tenantA,
      posAccountId: pos(tenantA, 856),
      cardName: 'CardFinans',
      cardLogo: '/media/cards/cardfinans.svg',
      ...rates(ladder(2.05, 1.5, [10, 11, 12])),
      sortOrder: 6,
    },
    {
      tenantId: tenantB,
      posAccountId: pos(tenantB, 46),
      cardName: 'Axess',
      cardLogo: '/media/cards/axess.svg',
      ...rates(ladder(1.99, 1.5, [10, 11, 12])),
      sortOrder: 1,
    },
  ]);

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
