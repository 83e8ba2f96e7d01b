import { messages } from '@tahsilat/domain';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, buildTestApp, DEMO, POSTGRES_URL, type TestApp } from '../../../test/helpers.js';
import { integrationCall, movement, pushItems, statusesOf } from '../../../test/integration.js';
import { queryRows } from '../../db/query.js';
import { accountMovements } from '../../db/schema.js';

let t: TestApp;
let tenantA: string;

beforeAll(async () => {
  t = await buildTestApp();
  tenantA = (await t.ctx.tenants.requireByPaymentGuid(DEMO.tenantA.paymentGuid)).id;
});
afterAll(async () => t.close());

/** The stored movement sums of a firm against the movements themselves (the trigger-kept totals). */
async function totalsAgree(firmCode: string) {
  const [row] = await queryRows<{ kept: string; actual: string }>(
    t.ctx.db,
    sql`SELECT (SELECT coalesce(sum(debit - credit), 0) FROM firm_movement_totals x WHERE x.firm_id = f.id)::text AS kept,
               (SELECT coalesce(sum(debit - credit), 0) FROM account_movements m WHERE m.firm_id = f.id)::text AS actual
          FROM firms f WHERE f.tenant_id = ${tenantA} AND f.branch_number = ${firmCode}`,
  );
  expect(row?.kept).toBe(row?.actual);
}

describe('PUT /movements', () => {
  it('creates, leaves an equal item unchanged, updates a changed one', async () => {
    const first = await pushItems(t.app, 'movements', [
      movement(1),
      movement(2, { credit: '40.00', debit: '0' }),
    ]);
    expect(first.status).toBe(200);
    expect(first.answer.data).toMatchObject({ created: 2, updated: 0, unchanged: 0, failed: 0 });
    const again = await pushItems(t.app, 'movements', [
      movement(1),
      movement(2, { credit: '40', debit: '0.00' }),
    ]);
    expect(again.answer.data).toMatchObject({ created: 0, updated: 0, unchanged: 2, failed: 0 });
    const changed = await pushItems(t.app, 'movements', [
      movement(1, { debit: '125.50' }),
      movement(2, { credit: '40.00', debit: '0' }),
    ]);
    expect(statusesOf(changed.answer)).toEqual(['updated', 'unchanged']);
    const [stored] = await t.ctx.db
      .select()
      .from(accountMovements)
      .where(and(eq(accountMovements.tenantId, tenantA), eq(accountMovements.externalId, 'T-MOV-1')));
    expect(stored).toMatchObject({
      debit: '125.50',
      credit: '0.00',
      movementDate: '2026-03-10',
      currencyCode: 'TRY',
    });
    await totalsAgree('1002');
  });

  it('answers each bad item with its Turkish message and writes the good ones', async () => {
    const items = [
      movement('ok-1'),
      movement('bad-firm', { firmCode: '9999' }),
      movement('both', { debit: '10.00', credit: '5.00' }),
      movement('decimals', { debit: '10.005' }),
      movement('date', { date: '2026-02-30' }),
      movement('long', { description: 'x'.repeat(10_000) }),
      movement('nul', { description: 'Fatura\u0000 12' }),
      movement('card', { description: 'Kart 4546 7112 3456 7894 ile ödendi' }),
      movement('unknown', { debitt: '1.00' }),
      movement('neither', { debit: '0' }),
      movement('fx', { currencyCode: 'USD' }),
      { firmCode: '1002' },
      movement('ok-2', { description: 'E-fatura DTC2026000000128 (13 haneli belge no kart değildir)' }),
    ];
    const { status, answer } = await pushItems(t.app, 'movements', items);
    expect(status).toBe(200);
    expect(answer.data).toMatchObject({ created: 2, failed: items.length - 2 });
    const byKey = new Map(answer.data.results.map((r) => [r.key, r]));
    const messagesOf = (key: string) => byKey.get(key)?.errors.map((e) => e.message) ?? [];
    expect(messagesOf('T-MOV-bad-firm')).toEqual([messages.firmNotInTenant]);
    expect(messagesOf('T-MOV-both')).toEqual([messages.debitAndCredit]);
    expect(messagesOf('T-MOV-decimals')).toEqual([messages.decimalInvalid]);
    expect(messagesOf('T-MOV-date')).toEqual([messages.dateInvalid]);
    expect(messagesOf('T-MOV-long')).toEqual(["'description' alanı en fazla 500 karakter olabilir."]);
    expect(messagesOf('T-MOV-nul')).toEqual([messages.nulCharacter]);
    expect(messagesOf('T-MOV-card')).toEqual([messages.cardNumberInText]);
    expect(messagesOf('T-MOV-unknown')).toEqual(["Tanınmayan alan: 'debitt'."]);
    expect(messagesOf('T-MOV-neither')).toEqual([messages.debitOrCreditRequired]);
    expect(messagesOf('T-MOV-fx')).toEqual([messages.fxAmountRequired]);
    expect(answer.data.results[11]).toMatchObject({ index: 11, key: null, status: 'failed' });
    expect(answer.data.results[11]?.errors.map((e) => e.field).sort()).toEqual(
      ['date', 'documentType', 'externalId'].sort(),
    );
    const written = await t.ctx.db
      .select({ id: accountMovements.externalId })
      .from(accountMovements)
      .where(
        sql`${accountMovements.externalId} LIKE 'T-MOV-%' AND ${accountMovements.externalId} NOT IN ('T-MOV-1', 'T-MOV-2')`,
      );
    expect(written.map((r) => r.id).sort()).toEqual(['T-MOV-ok-1', 'T-MOV-ok-2']);
  });

  it('refuses two items with one key, both of them', async () => {
    const { answer } = await pushItems(t.app, 'movements', [
      movement('dup'),
      movement('dup', { debit: '1.00' }),
      movement('solo'),
    ]);
    expect(statusesOf(answer)).toEqual(['failed', 'failed', 'created']);
    expect(answer.data.results[0]?.errors[0]?.message).toBe(messages.duplicateKeyInBatch);
  });

  it('refuses a malformed body or more than 1,000 items with a 406 and writes nothing', async () => {
    const notArray = await integrationCall(t.app, 'PUT', '/movements', { payload: { items: 'x' } });
    expect(notArray.statusCode).toBe(406);
    const extra = await integrationCall(t.app, 'PUT', '/movements', {
      payload: { items: [movement('e')], tenantId: 'x' },
    });
    expect(extra.statusCode).toBe(406);
    const many = Array.from({ length: 1001 }, (_, n) => movement(`many-${n}`));
    const tooMany = await pushItems(t.app, 'movements', many);
    expect(tooMany.status).toBe(406);
    expect(tooMany.answer.data).toEqual(["'items' listesinde en fazla 1000 öğe olabilir."]);
    const empty = await pushItems(t.app, 'movements', []);
    expect(empty.status).toBe(406);
    const [count] = await queryRows<{ n: number }>(
      t.ctx.db,
      sql`SELECT count(*)::int AS n FROM account_movements WHERE external_id LIKE 'T-MOV-many-%'`,
    );
    expect(count?.n).toBe(0);
  });

  it('takes 1,000 items (about 250 KB) but refuses a body over 2 MB with a 413', async () => {
    const thousand = Array.from({ length: 1000 }, (_, n) =>
      movement(`k-${n}`, {
        description: 'Satış faturası, mal teslim tarihi ve irsaliye numarası ile birlikte',
      }),
    );
    const ok = await pushItems(t.app, 'movements', thousand);
    expect(ok.status).toBe(200);
    expect(ok.answer.data.created).toBe(1000);
    const huge = thousand.map((item) => ({ ...item, description: 'y'.repeat(2_500) }));
    const refused = await pushItems(t.app, 'movements', huge);
    expect(refused.status).toBe(413);
    await totalsAgree('1002');
  });

  it('a malformed JSON body is the catalogue 400', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/integration/v1/movements',
      headers: { authorization: `Bearer ${DEMO.integrationKey}`, 'content-type': 'application/json' },
      payload: '{"items": [',
    });
    expect(response.statusCode).toBe(400);
    expect(answerOf(response).message).toBe(messages.malformedBody);
  });

  it('takes an e-invoice style key whose 13-digit run passes Luhn, and deletes it by that key', async () => {
    const item = movement('x', { externalId: 'DTC2026000000128' });
    const { answer } = await pushItems(t.app, 'movements', [item]);
    expect(answer.data.results[0]).toMatchObject({ key: 'DTC2026000000128', status: 'created' });
    const deleted = await integrationCall(t.app, 'DELETE', '/movements/DTC2026000000128');
    expect(answerOf(deleted).data).toEqual({ key: 'DTC2026000000128', deleted: true });
  });

  it('takes a Luhn-valid order number that is no card as key and text; a card number stays refused', async () => {
    // 1732812345673 passes Luhn, but no card scheme starts with 1.
    const { answer } = await pushItems(t.app, 'movements', [
      movement('luhn', { externalId: '1732812345673', description: 'Kabul POS 1732812345673' }),
      movement('card-text', { description: 'Kabul POS 1732812345673, kart 5406 6754 0667 5403' }),
      movement('card-key', { externalId: '5406675406675403' }),
    ]);
    expect(statusesOf(answer)).toEqual(['created', 'failed', 'failed']);
    for (const refused of answer.data.results.slice(1)) {
      expect(refused.errors.map((e) => e.message)).toEqual([messages.cardNumberInText]);
    }
    const [stored] = await t.ctx.db
      .select({ description: accountMovements.description })
      .from(accountMovements)
      .where(and(eq(accountMovements.tenantId, tenantA), eq(accountMovements.externalId, '1732812345673')));
    expect(stored?.description).toBe('Kabul POS 1732812345673');
    const deleted = await integrationCall(t.app, 'DELETE', '/movements/1732812345673');
    expect(answerOf(deleted).data).toEqual({ key: '1732812345673', deleted: true });
  });

  it('deletes by key; a second delete answers deleted: false', async () => {
    await pushItems(t.app, 'movements', [movement('del', { debit: '77.00' })]);
    const first = await integrationCall(t.app, 'DELETE', '/movements/T-MOV-del');
    expect(first.statusCode).toBe(200);
    expect(answerOf(first).data).toEqual({ key: 'T-MOV-del', deleted: true });
    const second = await integrationCall(t.app, 'DELETE', '/movements/T-MOV-del');
    expect(answerOf(second).data).toEqual({ key: 'T-MOV-del', deleted: false });
    await totalsAgree('1002');
  });
});

describe('a batch cut off half-way (PostgreSQL: its connection killed mid-statement)', () => {
  it.runIf(POSTGRES_URL)('writes nothing of it; the retry writes it whole', async () => {
    const admin = new pg.Client({ connectionString: t.testDb.url ?? '' });
    await admin.connect();
    try {
      // Row 250 of the batch sleeps, so the batch is surely half-written when its connection dies.
      await admin.query(`CREATE FUNCTION test_slow_row() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.external_id = 'T-MOV-crash-250' THEN PERFORM pg_sleep(10); END IF; RETURN NEW; END $$`);
      await admin.query(
        'CREATE TRIGGER test_slow_row BEFORE INSERT ON account_movements FOR EACH ROW EXECUTE FUNCTION test_slow_row()',
      );
      const batch = Array.from({ length: 500 }, (_, n) => movement(`crash-${String(n).padStart(3, '0')}`));
      const pushing = pushItems(t.app, 'movements', batch);
      let killed = 0;
      for (let tries = 0; tries < 100 && killed === 0; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const result = await admin.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE wait_event = 'PgSleep' AND pid <> pg_backend_pid()",
        );
        killed = result.rowCount ?? 0;
      }
      expect(killed).toBe(1);
      expect((await pushing).status).toBeGreaterThanOrEqual(500);
      const written = await admin.query(
        "SELECT count(*)::int AS n FROM account_movements WHERE external_id LIKE 'T-MOV-crash-%'",
      );
      expect(written.rows[0]?.n).toBe(0);
      await admin.query('DROP TRIGGER test_slow_row ON account_movements');
      const retry = await pushItems(t.app, 'movements', batch);
      expect(retry.answer.data.created).toBe(500);
      await totalsAgree('1002');
    } finally {
      await admin.end();
    }
  });
});

describe('Idempotency-Key', () => {
  it('answers a retry with the first answer, and refuses the key with another body', async () => {
    const headers = { 'idempotency-key': 'erp-batch-0001' };
    const first = await pushItems(t.app, 'movements', [movement('idem')], { headers });
    expect(first.answer.data.created).toBe(1);
    const retry = await pushItems(t.app, 'movements', [movement('idem')], { headers });
    expect(retry.answer.data).toEqual(first.answer.data);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const other = await pushItems(t.app, 'movements', [movement('idem', { debit: '5.00' })], { headers });
    expect(other.status).toBe(400);
    expect(other.answer.message).toBe(messages.idempotencyKeyReused);
    const bad = await pushItems(t.app, 'movements', [movement('idem')], {
      headers: { 'idempotency-key': 'a b' },
    });
    expect(bad.status).toBe(406);
  });

  it('two identical batches at once end in one state, without duplicates', async () => {
    const batch = Array.from({ length: 200 }, (_, n) => movement(`race-${n}`, { debit: `${n + 1}.00` }));
    const [a, b] = await Promise.all([
      pushItems(t.app, 'movements', batch),
      pushItems(t.app, 'movements', batch),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.answer.data.created + b.answer.data.created).toBe(200);
    expect(a.answer.data.unchanged + b.answer.data.unchanged).toBe(200);
    const [count] = await queryRows<{ n: number }>(
      t.ctx.db,
      sql`SELECT count(*)::int AS n FROM account_movements WHERE external_id LIKE 'T-MOV-race-%'`,
    );
    expect(count?.n).toBe(200);
    await totalsAgree('1002');
  });
});
