import { PERMISSION_KEYS, type PermissionFlags } from '@tahsilat/domain';
import { newKeyId, newParamsKey } from '../features/pay-params/params-crypto.js';
import type { DataCipher } from '../lib/data-cipher.js';
import { hashPassword } from '../lib/passwords.js';
import { sanitizeTenantHtml } from '../lib/sanitize-html.js';
import type { Db } from './client.js';
import { seedDemoBankAccounts } from './demo-bank-accounts.js';
import { DEMO } from './demo-data.js';
import { seedDemoDiscount } from './demo-discount.js';
import { seedDemoErp } from './demo-erp.js';
import { seedDemoPayments } from './demo-payments.js';
import {
  firms,
  screenSettings,
  stockPriceRules,
  tenantAdmins,
  tenantDomains,
  tenantParamsKeys,
  tenants,
  users,
  userTenants,
} from './schema.js';

const allFlags = Object.fromEntries(PERMISSION_KEYS.map((key) => [key, true])) as PermissionFlags;
const subFirmFlags: PermissionFlags = {
  ...(Object.fromEntries(PERMISSION_KEYS.map((key) => [key, false])) as PermissionFlags),
  posCollection: true,
  firmTransaction: true,
  /** DESIGN 14: the demo dealer chooses plan lines and pays them. */
  paymentPlan: true,
};

/**
 * Seeds the demo data of DESIGN 8 into an empty database; a database that holds any tenant is
 * left alone, so running it again never duplicates or overwrites anything.
 */
export async function seedDemoData(db: Db, cipher: DataCipher): Promise<'seeded' | 'skipped'> {
  const existing = await db.select({ id: tenants.id }).from(tenants).limit(1);
  if (existing.length > 0) {
    return 'skipped';
  }
  const passwordHash = await hashPassword(DEMO.password);
  await db.transaction(async (tx) => {
    const [tenantA, tenantB] = await tx
      .insert(tenants)
      .values([
        {
          name: DEMO.tenantA.name,
          paymentGuid: DEMO.tenantA.paymentGuid,
          pageTitle: DEMO.tenantA.pageTitle,
          logoPath: DEMO.tenantA.logoPath,
          email: DEMO.tenantA.email,
          phoneNumber: DEMO.tenantA.phoneNumber,
          address: DEMO.tenantA.address,
          taxNumber: DEMO.tenantA.taxNumber,
          taxOffice: DEMO.tenantA.taxOffice,
          loginBannerImagePath: DEMO.tenantA.bannerPath,
          isPaymentWithoutLoginAllowed: true,
          isPaymentWithParams: true,
          isUseB2bCurrencyExchange: true,
          b2bViewCurrencyExchangeRate: true,
          b2bPayWithLinkDefaultLanguageOption: 0,
          b2bMenuLinkItemTitle: 'Ürün Kataloğu',
          b2bMenuLinkItemLink: 'https://www.demoticaret.com.tr/katalog',
          erpProgram: 'Logo Tiger',
          isB2bFirmTransaction: true,
          useFirmGroupCodeForMaxInstallment: true,
          firmGroupMaxInstallments: { A: 12, B: 6 },
          // Written through the same sanitiser as any tenant's description.
          posCollectionDescription: await sanitizeTenantHtml(
            '<p>Kartla yaptığınız ödemeler <strong>3D Secure</strong> ile korunur. Sorularınız için <a href="https://www.demoticaret.com.tr/iletisim">bize yazın</a>.</p>',
          ),
          // The tenant texts in English too (issue 27); the other languages show the Turkish ones.
          textTranslations: {
            b2bMenuLinkItemTitle: { en: 'Product catalogue' },
            posCollectionDescription: {
              en:
                (await sanitizeTenantHtml(
                  '<p>Your card payments are protected by <strong>3D Secure</strong>. Questions? <a href="https://www.demoticaret.com.tr/iletisim">Write to us</a>.</p>',
                )) ?? '',
            },
          },
          allowedCallbackOrigins: ['http://localhost:*', 'http://127.0.0.1:*'],
          // Payment links may hold an amount (pre-authorisation) for the firm to capture later.
          isPreAuthAllowed: true,
          // Shown on the payment plan (off by default; the demo shows it).
          lateInterestMonthlyRate: '3',
          // The stocks page shows Var / Az / Yok rather than quantities; "Az" is 1–25 available.
          stockAvailabilityDisplay: 'bands',
          stockLowThreshold: '25',
        },
        {
          name: DEMO.tenantB.name,
          paymentGuid: DEMO.tenantB.paymentGuid,
          pageTitle: DEMO.tenantB.pageTitle,
          // Tenant B picks the active company from the 'Şirket Listesi' cards.
          isTenantSelectedFromModal: true,
          logoPath: DEMO.tenantB.logoPath,
          email: DEMO.tenantB.email,
          phoneNumber: DEMO.tenantB.phoneNumber,
          address: DEMO.tenantB.address,
          taxNumber: DEMO.tenantB.taxNumber,
          taxOffice: DEMO.tenantB.taxOffice,
          b2bPayWithLinkDefaultLanguageOption: 0,
          erpProgram: 'Mikro',
          isB2bFirmTransaction: false,
        },
      ])
      .returning();
    if (!tenantA || !tenantB) {
      throw new Error('demo tenants were not created');
    }
    await tx
      .insert(tenantDomains)
      .values([
        ...DEMO.tenantA.hosts.map((host) => ({ host, tenantId: tenantA.id, verifiedAt: new Date() })),
        ...DEMO.tenantB.hosts.map((host) => ({ host, tenantId: tenantB.id, verifiedAt: new Date() })),
      ]);
    // Tenant A takes pay-with-params links: a random key per database (npm run params:key shows it).
    await tx.insert(tenantParamsKeys).values({
      id: newKeyId(),
      tenantId: tenantA.id,
      keyEncrypted: cipher.encrypt(newParamsKey().toString('base64')),
    });
    await tx.insert(screenSettings).values([
      { tenantId: tenantA.id, screenId: 6, b2bMobilePhoneVisibility: true },
      { tenantId: tenantA.id, screenId: 5, b2bMobilePhoneVisibility: false },
    ]);

    const [firmA, firmB] = await tx
      .insert(firms)
      .values([
        { tenantId: tenantA.id, ...DEMO.firms.a, groupCode: 'A' },
        { tenantId: tenantB.id, ...DEMO.firms.b, groupCode: 'A' },
      ])
      .returning();
    if (!firmA || !firmB) {
      throw new Error('demo firms were not created');
    }
    const [subFirm] = await tx
      .insert(firms)
      .values({ tenantId: tenantA.id, parentFirmId: firmA.id, ...DEMO.firms.aSub, groupCode: 'B' })
      .returning();
    if (!subFirm) {
      throw new Error('demo sub-firm was not created');
    }

    const [firmUser, subFirmUser, tenantAdmin, salesUser] = await tx
      .insert(users)
      .values([
        { ...DEMO.firmUser, passwordHash, passwordChangedAt: new Date() },
        { ...DEMO.subFirmUser, passwordHash, passwordChangedAt: new Date() },
        { ...DEMO.tenantAdmin, passwordHash, passwordChangedAt: new Date() },
        { ...DEMO.salesUser, passwordHash, passwordChangedAt: new Date() },
      ])
      .returning();
    if (!firmUser || !subFirmUser || !tenantAdmin || !salesUser) {
      throw new Error('demo users were not created');
    }
    await tx.insert(tenantAdmins).values({ userId: tenantAdmin.id, tenantId: tenantA.id });
    await seedDemoPayments(tx, cipher, tenantA.id, tenantB.id);
    // The ERP's data goes in through the integration API's write path (its firms 1001 and 1002 included).
    await seedDemoErp(tx, tenantA.id);
    // Stock prices: group A dealers get 10 % off the list, group B 5 %, and Demo Bayi its own 12,5 %.
    await tx.insert(stockPriceRules).values([
      { tenantId: tenantA.id, firmGroupCode: 'A', discountRate: '10' },
      { tenantId: tenantA.id, firmGroupCode: 'B', discountRate: '5' },
      { tenantId: tenantA.id, firmId: firmA.id, discountRate: '12.5' },
    ]);
    await seedDemoDiscount(tx, tenantA.id, subFirm.id);
    await seedDemoBankAccounts(tx, { a: tenantA, b: tenantB });
    await tx.insert(userTenants).values([
      { userId: firmUser.id, tenantId: tenantA.id, firmId: firmA.id, ...allFlags },
      { userId: firmUser.id, tenantId: tenantB.id, firmId: firmB.id, ...allFlags },
      { userId: subFirmUser.id, tenantId: tenantA.id, firmId: subFirm.id, ...subFirmFlags },
      {
        userId: salesUser.id,
        tenantId: tenantA.id,
        firmId: firmA.id,
        addSubFirm: true,
        posCollection: true,
        firmTransaction: true,
      },
    ]);
  });
  return 'seeded';
}
