import type { Db } from './client.js';
import { tenantBankAccounts } from './schema.js';

/**
 * The demo tenants' accounts for transfers (issue 29, DESIGN 8): what the dealers' "Havale/EFT ile öde" panel shows.
 * Invented account numbers with correct check digits (ISO 7064 MOD 97-10) at real bank codes; no real account.
 */
export const DEMO_BANK_ACCOUNTS = {
  tenantA: [
    { iban: 'TR540006200019900006299001', bankCode: '00062', bankName: 'Garanti BBVA', currencyCode: 'TRY' },
    { iban: 'TR600004600019900004699001', bankCode: '00046', bankName: 'Akbank', currencyCode: 'TRY' },
    { iban: 'TR270006200019900006299002', bankCode: '00062', bankName: 'Garanti BBVA', currencyCode: 'EUR' },
  ],
  tenantB: [
    {
      iban: 'TR290006400019900006499001',
      bankCode: '00064',
      bankName: 'Türkiye İş Bankası',
      currencyCode: 'TRY',
    },
  ],
} as const;

export async function seedDemoBankAccounts(
  db: Db,
  tenants: { a: { id: string; name: string }; b: { id: string; name: string } },
): Promise<void> {
  await db.insert(tenantBankAccounts).values([
    ...DEMO_BANK_ACCOUNTS.tenantA.map((account) => ({
      ...account,
      tenantId: tenants.a.id,
      accountName: tenants.a.name,
    })),
    ...DEMO_BANK_ACCOUNTS.tenantB.map((account) => ({
      ...account,
      tenantId: tenants.b.id,
      accountName: tenants.b.name,
    })),
  ]);
}
