import type { LoginData, StockFilterOptions, StockPage } from '@tahsilat/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, buildTestApp, DEMO, login, request, type TestApp } from '../../../test/helpers.js';
import { pushItems, statusesOf } from '../../../test/integration.js';
import { tenantBSession } from '../../../test/sub-firms.js';
import { firms, stockItems, tenants, users, userTenants } from '../../db/schema.js';
import { hashPassword } from '../../lib/passwords.js';
import { readXlsxRows } from '../../lib/xlsx.js';

let t: TestApp;
let tenantAId: string;
let demo: LoginData;
let groupB: string;
let noRule: string;

const ITEM = { group: 'Test Grubu', brand: 'Testmarka', unit: 'Adet', vatRate: 20, currencyCode: 'TRY' };
const TEST_ITEMS = [
  // 12.35 TL, 25 available in MRK: "Az" at the demo tenant's threshold of 25.
  {
    ...ITEM,
    code: 'ZZT-001',
    name: 'Deneme Kablo Makarası',
    barcode: '8690000012345',
    listPrice: '12.35',
    warehouses: [
      { code: 'MRK', name: 'Merkez', onHand: 30, reserved: 5 },
      { code: 'IZM', name: 'İzmir', onHand: 0 },
    ],
  },
  {
    ...ITEM,
    code: 'ZZT-002',
    name: 'Deneme Priz',
    brand: 'Başkamarka',
    listPrice: '100.00',
    warehouses: [{ code: 'IZM', name: 'İzmir', onHand: 400 }],
  },
  { ...ITEM, code: 'ZZT-003', name: 'Deneme Sigorta', listPrice: '0.15', warehouses: [] },
];

/** A firm of tenant A (group code as given) with a user holding only the stocks flag. */
async function stockUser(branchNumber: string, groupCode: string | null): Promise<string> {
  const [firm] = await t.ctx.db
    .insert(firms)
    .values({ tenantId: tenantAId, branchNumber, name: `Bayi ${branchNumber}`, groupCode })
    .returning();
  const email = `stok-${branchNumber}@tahsilat.local`;
  const [user] = await t.ctx.db
    .insert(users)
    .values({
      email,
      name: 'Stok',
      passwordHash: await hashPassword(DEMO.password),
      passwordChangedAt: new Date(),
    })
    .returning();
  await t.ctx.db
    .insert(userTenants)
    .values({ userId: user?.id ?? '', tenantId: tenantAId, firmId: firm?.id ?? '', stocks: true });
  return (await login(t.app, email)).token;
}

async function list(query: Record<string, string>, token = demo.token) {
  const response = await request(t.app, {
    method: 'GET',
    url: `/api/Stock/List?${new URLSearchParams(query)}`,
    token,
  });
  return { status: response.statusCode, page: answerOf<StockPage>(response).data };
}
const codes = async (query: Record<string, string>, token = demo.token) =>
  (await list({ pageSize: '100', ...query }, token)).page.items.map((item) => item.code);

beforeAll(async () => {
  t = await buildTestApp();
  const [tenant] = await t.ctx.db
    .select()
    .from(tenants)
    .where(eq(tenants.paymentGuid, DEMO.tenantA.paymentGuid));
  tenantAId = tenant?.id ?? '';
  demo = await login(t.app);
  expect(statusesOf((await pushItems(t.app, 'stocks', TEST_ITEMS)).answer)).toEqual([
    'created',
    'created',
    'created',
  ]);
  groupB = await stockUser('9101', 'B');
  noRule = await stockUser('9102', null);
});
afterAll(async () => t.close());

describe('stocks', () => {
  it('searches code, name and barcode fragments, in code order', async () => {
    expect(await codes({ search: 'zzt-00' })).toEqual(['ZZT-001', 'ZZT-002', 'ZZT-003']);
    expect(await codes({ search: 'kablo makar' })).toEqual(['ZZT-001']);
    expect(await codes({ search: '00001234' })).toEqual(['ZZT-001']);
    expect(await codes({ search: '100%' })).toEqual([]);
    // The demo's 300 items are there too.
    expect((await list({})).page.total).toBeGreaterThanOrEqual(303);
  });

  it('filters by group, brand, warehouse and what is in stock', async () => {
    expect(await codes({ group: 'Test Grubu' })).toEqual(['ZZT-001', 'ZZT-002', 'ZZT-003']);
    expect(await codes({ group: 'Test Grubu', brand: 'Başkamarka' })).toEqual(['ZZT-002']);
    expect(await codes({ group: 'Test Grubu', inStockOnly: 'true' })).toEqual(['ZZT-001', 'ZZT-002']);
    expect(await codes({ group: 'Test Grubu', warehouse: 'IZM' })).toEqual(['ZZT-001', 'ZZT-002']);
    expect(await codes({ group: 'Test Grubu', warehouse: 'IZM', inStockOnly: 'true' })).toEqual(['ZZT-002']);
    expect(await codes({ group: 'Test Grubu', warehouse: 'MRK', inStockOnly: 'true' })).toEqual(['ZZT-001']);
    expect((await list({ inStockOnly: 'yes' })).status).toBe(406);
    const options = answerOf<StockFilterOptions>(
      await request(t.app, { method: 'GET', url: '/api/Stock/Filters', token: demo.token }),
    ).data;
    expect(options.groups).toEqual(expect.arrayContaining(['Kablolar', 'Test Grubu']));
    expect(options.brands).toEqual(expect.arrayContaining(['Başkamarka', 'Viko']));
    expect(options.warehouses.map((w) => w.code)).toEqual(['IZM', 'MRK']);
  });

  it("prices by the firm's own rule, else its group's, else the list price (half up to the kuruş)", async () => {
    const prices = async (token: string) => {
      const { page } = await list({ group: 'Test Grubu' }, token);
      return { pricing: page.pricing, prices: page.items.map((item) => [item.listPrice, item.firmPrice]) };
    };
    // Firm 1001 has its own 12.5 % though its group A has 10 %.
    expect(await prices(demo.token)).toEqual({
      pricing: { discountRate: '12.5', source: 'firm', availabilityDisplay: 'bands' },
      prices: [
        ['12.35', '10.81'],
        ['100.00', '87.50'],
        ['0.15', '0.13'],
      ],
    });
    expect(await prices(groupB)).toMatchObject({
      pricing: { discountRate: '5', source: 'group' },
      prices: [
        ['12.35', '11.73'],
        ['100.00', '95.00'],
        ['0.15', '0.14'],
      ],
    });
    expect(await prices(noRule)).toMatchObject({
      pricing: { discountRate: '0', source: 'none' },
      prices: [
        ['12.35', '12.35'],
        ['100.00', '100.00'],
        ['0.15', '0.15'],
      ],
    });
  });

  it('shows bands without quantities, or exact quantities, by the tenant setting', async () => {
    const first = async () => (await list({ search: 'ZZT-001' })).page.items[0];
    expect(await first()).toMatchObject({
      available: null,
      band: 'low',
      warehouses: [
        { code: 'MRK', quantity: null, band: 'low' },
        { code: 'IZM', quantity: null, band: 'out' },
      ],
    });
    await t.ctx.db.update(tenants).set({ stockLowThreshold: '10' }).where(eq(tenants.id, tenantAId));
    expect((await first())?.band).toBe('in_stock');
    await t.ctx.db
      .update(tenants)
      .set({ stockAvailabilityDisplay: 'exact' })
      .where(eq(tenants.id, tenantAId));
    expect(await first()).toMatchObject({
      available: '25',
      band: 'in_stock',
      warehouses: [
        { code: 'MRK', name: 'Merkez', quantity: '25', band: 'in_stock' },
        { code: 'IZM', quantity: '0', band: 'out' },
      ],
    });
    await t.ctx.db
      .update(tenants)
      .set({ stockAvailabilityDisplay: 'bands', stockLowThreshold: '25' })
      .where(eq(tenants.id, tenantAId));
  });

  it('pages by code without gaps or repeats; a bad cursor is refused', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const { page }: { page: StockPage } = await list({ pageSize: '100', ...(cursor ? { cursor } : {}) });
      seen.push(...page.items.map((item) => item.code));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(303);
    expect(new Set(seen).size).toBe(303);
    expect([...seen].sort()).toEqual(seen);
    expect((await list({ cursor: '%%%' })).status).toBe(406);
  });

  it('needs the stocks flag, and never shows another tenant’s items', async () => {
    const bayi = await login(t.app, DEMO.subFirmUser.email);
    expect((await list({}, bayi.token)).status).toBe(403);
    expect(
      (await request(t.app, { method: 'GET', url: '/api/Stock/ListExcel', token: bayi.token })).statusCode,
    ).toBe(403);
    const tenantB = await tenantBSession(t);
    const [tenantBRow] = await t.ctx.db
      .select()
      .from(tenants)
      .where(eq(tenants.paymentGuid, DEMO.tenantB.paymentGuid));
    await t.ctx.db.insert(stockItems).values({
      tenantId: tenantBRow?.id ?? '',
      code: 'ZZT-B-1',
      name: 'Deneme Kablo B',
      unit: 'Adet',
      listPrice: '5.00',
      vatRate: '20',
    });
    expect(await codes({ search: 'Deneme' }, tenantB.token)).toEqual(['ZZT-B-1']);
    expect(await codes({ search: 'Deneme' })).toEqual(['ZZT-001', 'ZZT-002', 'ZZT-003']);
    const [sameCode] = await t.ctx.db
      .select({ n: stockItems.code })
      .from(stockItems)
      .where(and(eq(stockItems.tenantId, tenantAId), eq(stockItems.code, 'ZZT-B-1')));
    expect(sameCode).toBeUndefined();
  });

  it('exports the filtered price list with the firm’s prices and a column per warehouse', async () => {
    const response = await request(t.app, {
      method: 'GET',
      url: '/api/Stock/ListExcel?group=Test%20Grubu',
      token: demo.token,
    });
    expect(response.statusCode).toBe(200);
    const rows = await readXlsxRows(response.rawPayload);
    expect(rows[0]).toEqual(
      expect.arrayContaining(['Stok kodu', 'Size özel fiyat', 'İzmir Bölge Depo', 'Merkez Depo (İstanbul)']),
    );
    expect(rows).toHaveLength(4);
    expect(rows[1]?.slice(0, 8)).toEqual([
      'ZZT-001',
      'Deneme Kablo Makarası',
      'Testmarka',
      'Test Grubu',
      'Adet',
      '8690000012345',
      '12.35',
      '10.81',
    ]);
    expect(rows[1]).toContain('Az');
  });
});
