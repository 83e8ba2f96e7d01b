import { cardNumbersIn, cardNumbersInErpText, passesLuhn } from '@tahsilat/domain';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from './helpers.js';
import { CARDS } from './payments.js';

/** The canary's rules are the product's own (packages/domain card-checks). */
export { cardNumbersIn, cardNumbersInErpText, passesLuhn };

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
 * The canary (SECURITY.md): no table and no log line of the test app holds a test card number (plain, spaced,
 * URL-encoded), any Luhn-valid 13–19 digit run, or a CVV beside its key.
 */
export async function expectNoCardDataAtRest(t: TestApp): Promise<void> {
  const tables = await t.ctx.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public'`,
  );
  const names = (tables as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
  expect(names).toContain('pos_transactions');
  const rowsOfAllTables: unknown[] = [];
  for (const name of names) {
    const rows = await t.ctx.db.execute(sql.raw(`select * from "${name}"`));
    rowsOfAllTables.push((rows as unknown as { rows: unknown[] }).rows);
  }
  const everything = `${JSON.stringify(rowsOfAllTables)}\n${t.logs.join('')}`;
  // Text values only: numbers such as epoch-millisecond times are not card data.
  const texts = [
    ...stringValues(rowsOfAllTables),
    ...t.logs.flatMap((line) => stringValues(JSON.parse(line))),
  ];
  for (const card of Object.values(CARDS)) {
    expect(everything).not.toContain(card);
    expect(everything).not.toContain(card.replace(/(\d{4})(?=\d)/g, '$1 '));
    expect(everything).not.toContain(card.replace(/(\d{4})(?=\d)/g, '$1%20'));
  }
  expect(texts.flatMap(cardNumbersIn)).toEqual([]);
  expect(everything).not.toMatch(/"(cvv|cv2)"\s*:\s*"\d{3,4}"/i);
  expect(everything).not.toMatch(/(cvv|cv2)=\d{3,4}/i);
}
