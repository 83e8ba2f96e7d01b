import { cardNumbersIn, passesLuhn } from '@tahsilat/domain';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from './helpers.js';
import { CARDS } from './payments.js';

/** The canary's rule is the product's own (packages/domain card-numbers.ts, docs/card-numbers.md). */
export { cardNumbersIn, passesLuhn };

/** Every string value of a JSON document (numbers such as epoch-ms expiries are not card data). */
export function stringValues(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    out.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) {
      stringValues(item, out);
    }
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) {
      stringValues(item, out);
    }
  }
  return out;
}

/**
 * A run of 32 or more hex digits is a digest or a random name (a key's SHA-256, a domain's verification token, an
 * uploaded file's stem), not card data: now and then a SHA-256 hex string holds a card-shaped run by chance, and
 * the fuzz suite makes many keys. The test's own cards are still looked for everywhere, as
 * they are. The product's own check (`cardNumbersIn` on what people type) keeps no such exception.
 */
export function cardNumbersOutsideHex(text: string): string[] {
  return cardNumbersIn(text.replace(/[0-9a-f]{32,}/gi, ' '));
}

/**
 * The canary (SECURITY.md): no table and no log line of the test app holds a test card number (plain, spaced,
 * URL-encoded), any card number by the product's rule (`cardNumbersIn`), or a CVV beside its key.
 */
export async function expectNoCardDataAtRest(t: TestApp): Promise<void> {
  const tables = await t.ctx.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public'`,
  );
  const names = (tables as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
  expect(names).toContain('pos_transactions');
  const rowsOfAllTables: unknown[] = [];
  // Where each text came from, so a failure names the table and row or the log line (written out only then).
  const sources: { where: () => string; text: string }[] = [];
  for (const name of names) {
    const rows = (await t.ctx.db.execute(sql.raw(`select * from "${name}"`))) as unknown as {
      rows: unknown[];
    };
    rowsOfAllTables.push(rows.rows);
    for (const row of rows.rows) {
      const where = () => `table ${name}, row ${JSON.stringify(row).slice(0, 300)}`;
      sources.push(...stringValues(row).map((text) => ({ where, text })));
    }
  }
  for (const line of t.logs) {
    sources.push(
      ...stringValues(JSON.parse(line)).map((text) => ({ where: () => `log ${line.slice(0, 300)}`, text })),
    );
  }
  const everything = `${JSON.stringify(rowsOfAllTables)}\n${t.logs.join('')}`;
  // Text values only: numbers such as epoch-millisecond times are not card data.
  const found = sources.flatMap(({ where, text }) =>
    cardNumbersOutsideHex(text).map((card) => `${card} in ${where()}: ${text.slice(0, 200)}`),
  );
  for (const card of Object.values(CARDS)) {
    expect(everything).not.toContain(card);
    expect(everything).not.toContain(card.replace(/(\d{4})(?=\d)/g, '$1 '));
    expect(everything).not.toContain(card.replace(/(\d{4})(?=\d)/g, '$1%20'));
  }
  expect(found).toEqual([]);
  expect(everything).not.toMatch(/"(cvv|cv2)"\s*:\s*"\d{3,4}"/i);
  expect(everything).not.toMatch(/(cvv|cv2)=\d{3,4}/i);
}
