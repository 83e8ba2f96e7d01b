import { PERMISSION_KEYS, type PermissionFlags } from '@tahsilat/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { dueItems, tenants, users } from '../src/db/schema.js';
import { createIntegrationKey } from '../src/features/integration/integration-keys.js';
import { adminOfTenantB, invitePerson, lastMailTo, NEW_PASSWORD } from './admin-users.js';
import { discountRequestFor } from './discount-requests.js';
import { answerOf, DEMO, login, request, type TestApp } from './helpers.js';
import { firmIdOf, paidPortalSale } from './payments.js';

/** Who asks, in the permission matrix: each with the most flags its place allows, so flags never hide a leak. */
export type ActorName = 'main' | 'dealer' | 'sibling' | 'otherTenant' | 'admin' | 'none';

/** What the matrix points at: tenant A's dealer 1002 and its things, made by the people who may make them. */
export interface MatrixObjects {
  mainFirm: string;
  dealerFirm: string;
  dealerUser: string;
  payment: string;
  link: string;
  discountRequest: string;
  invoice: string;
  dueItem: string;
  tenantA: string;
}

export interface Matrix {
  tokens: Record<Exclude<ActorName, 'none'>, string>;
  objects: MatrixObjects;
  /** Integration keys of tenant A (the demo key) and of tenant B. */
  keys: { a: string; b: string };
}

const ALL_FLAGS = Object.fromEntries(PERMISSION_KEYS.map((key) => [key, true])) as PermissionFlags;
/** A dealer holds every flag but sub-dealers (a dealer of a dealer is not offered). */
const DEALER_FLAGS = { ...ALL_FLAGS, addSubFirm: false };

/** A person invited by an administrator into `firmId` with `flags`, password set from the mail, signed in. */
async function member(
  t: TestApp,
  adminToken: string,
  email: string,
  firmId: string,
  flags: PermissionFlags,
  host?: string,
) {
  await invitePerson(t, adminToken, { name: 'Matris Kişisi', email, membership: { firmId, flags } });
  const mail = await lastMailTo(t, email);
  const token = /\/new-password\/([A-Za-z0-9_-]{43})/.exec(mail?.textBody ?? '')?.[1] ?? '';
  const created = await request(t.app, {
    method: 'POST',
    url: '/api/FirmAuth/NewPassword',
    payload: { PsrGuid: token, Password: NEW_PASSWORD },
  });
  expect(created.statusCode, created.body).toBe(200);
  return (await login(t.app, email, NEW_PASSWORD, host)).token;
}

export async function buildMatrix(t: TestApp): Promise<Matrix> {
  const db = t.ctx.db;
  const main = await login(t.app);
  const admin = await login(t.app, DEMO.tenantAdmin.email);
  const tenantA = main.tenantId;
  const mainFirm = await firmIdOf(db, DEMO.firms.a.branchNumber);
  const dealerFirm = await firmIdOf(db, DEMO.firms.aSub.branchNumber);
  const siblingFirm = await firmIdOf(db, '1003');
  const dealer = await member(t, admin.token, 'matris-bayi@firma1002.com.tr', dealerFirm, DEALER_FLAGS);
  const sibling = await member(t, admin.token, 'matris-komsu@firma1003.com.tr', siblingFirm, DEALER_FLAGS);
  // Tenant B's own firm user: a person of tenant B only, every flag.
  const adminB = await adminOfTenantB(t);
  const bHost = 'http://ornek-sanayi.localhost:3000';
  const firmB = await firmIdOf(db, DEMO.firms.b.branchNumber, DEMO.tenantB.name);
  const otherTenant = await member(t, adminB.token, 'matris@orneksanayi.com.tr', firmB, ALL_FLAGS, bHost);

  const payment = await paidPortalSale(t.baseUrl, dealer, { net: '150.00' });
  const created = await request(t.app, {
    method: 'POST',
    url: '/api/PaymentRequest/Create',
    token: main.token,
    payload: { amount: '90.00', currencyCode: 'TRY', description: 'Yetki matrisi', firmId: dealerFirm },
  });
  expect(created.statusCode, created.body).toBe(200);
  const link = answerOf<{ id: string }>(created).data.id;
  const discount = await discountRequestFor(t, main.token, { tenantId: tenantA, firmId: dealerFirm }, 2);
  const [line] = await db
    .select({ id: dueItems.id })
    .from(dueItems)
    .where(eq(dueItems.firmId, dealerFirm))
    .limit(1);
  const [bayi] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.subFirmUser.email));
  const [tenantB] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.name, DEMO.tenantB.name));
  const keyB = await createIntegrationKey(db, tenantB?.id ?? '', {
    name: 'Matris B',
    createdBy: 'test',
    ip: null,
  });
  return {
    tokens: { main: main.token, dealer, sibling, otherTenant, admin: admin.token },
    objects: {
      mainFirm,
      dealerFirm,
      dealerUser: bayi?.id ?? '',
      payment,
      link,
      discountRequest: discount.requestId,
      invoice: discount.openInvoices[0] ?? '',
      dueItem: String(line?.id ?? ''),
      tenantA,
    },
    keys: { a: DEMO.integrationKey, b: keyB.key },
  };
}
