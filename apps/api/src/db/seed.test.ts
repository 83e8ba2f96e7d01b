import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers.js';
import { DataCipher } from '../lib/data-cipher.js';
import { runMigrations } from './migrate.js';
import { auditLog, firms, screenSettings, tenantDomains, tenants, users, userTenants } from './schema.js';
import { seedDemoData } from './seed.js';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await testDb.database.withExclusiveLock((db) => runMigrations(testDb.database, db));
});
afterAll(async () => testDb.drop());

async function counts() {
  const db = testDb.database.db;
  const [t] = await db.select({ n: count() }).from(tenants);
  const [d] = await db.select({ n: count() }).from(tenantDomains);
  const [f] = await db.select({ n: count() }).from(firms);
  const [u] = await db.select({ n: count() }).from(users);
  const [m] = await db.select({ n: count() }).from(userTenants);
  const [s] = await db.select({ n: count() }).from(screenSettings);
  return { tenants: t?.n, domains: d?.n, firms: f?.n, users: u?.n, memberships: m?.n, screens: s?.n };
}

describe('demo seed', () => {
  it('seeds an empty database once; a second run (and a re-run of migrations) changes nothing', async () => {
    expect(await seedDemoData(testDb.database.db, new DataCipher(randomBytes(32)))).toBe('seeded');
    const first = await counts();
    // Tenant A's dealer network comes from its demo ERP push: 1001, 1002 and 22 more (DESIGN 13); tenant B has one.
    expect(first).toEqual({ tenants: 2, domains: 3, firms: 25, users: 4, memberships: 4, screens: 2 });
    await testDb.database.withExclusiveLock((db) => runMigrations(testDb.database, db));
    expect(await seedDemoData(testDb.database.db, new DataCipher(randomBytes(32)))).toBe('skipped');
    expect(await counts()).toEqual(first);
  });
});

describe('audit log', () => {
  it('takes inserts and refuses updates and deletes', async () => {
    const db = testDb.database.db;
    const [before] = await db.select({ n: count() }).from(auditLog);
    await db.insert(auditLog).values({ event: 'login', outcome: 'success' });
    await expect(db.update(auditLog).set({ outcome: 'failure' })).rejects.toThrow();
    await expect(db.delete(auditLog)).rejects.toThrow();
    const [row] = await db.select({ n: count() }).from(auditLog);
    expect(row?.n).toBe((before?.n ?? 0) + 1);
  });
});
