import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cardNumbersIn, messages } from '@tahsilat/domain';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, DEMO, type TestApp } from '../../../test/helpers.js';
import { pushItems } from '../../../test/integration.js';
import { accountMovements } from '../../db/schema.js';

/**
 * docs/examples/erp-push-movements.mjs run the way an ERP developer runs it (its own process, the sample CSV), against
 * a listening server: the example in the documentation cannot drift from the API.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const script = path.join(repoRoot, 'docs/examples/erp-push-movements.mjs');
const sample = path.join(repoRoot, 'docs/examples/movements-sample.csv');
const HEADER = 'externalId;firmCode;date;dueDate;documentType;documentNo;description;debit;credit';

let t: TestApp;
let tenantA: string;
let scratch: string;

beforeAll(async () => {
  t = await buildTestApp({ listen: true });
  tenantA = (await t.ctx.tenants.requireByPaymentGuid(DEMO.tenantA.paymentGuid)).id;
  scratch = mkdtempSync(path.join(tmpdir(), 'tahsilat-erp-csv-'));
});
afterAll(async () => {
  await t.close();
  rmSync(scratch, { recursive: true, force: true });
});

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the example on a CSV file with a clean environment: only what the documentation tells an ERP to set. */
function runExample(csv: string, env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [script, csv],
      {
        cwd: repoRoot,
        timeout: 60_000,
        env: {
          PATH: process.env.PATH ?? '',
          TAHSILAT_URL: t.baseUrl,
          TAHSILAT_KEY: DEMO.integrationKey,
          ...env,
        },
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

function writeCsv(name: string, rows: string[]): string {
  const file = path.join(scratch, name);
  writeFileSync(file, `${[HEADER, ...rows].join('\n')}\n`, 'utf8');
  return file;
}

function storedMovements(prefix: string) {
  return t.ctx.db
    .select()
    .from(accountMovements)
    .where(and(eq(accountMovements.tenantId, tenantA), like(accountMovements.externalId, `${prefix}%`)))
    .orderBy(asc(accountMovements.externalId));
}

async function totalsOf(prefix: string) {
  const [row] = await t.ctx.db
    .select({
      count: sql<number>`count(*)::int`,
      debit: sql<string>`sum(${accountMovements.debit})::text`,
      credit: sql<string>`sum(${accountMovements.credit})::text`,
    })
    .from(accountMovements)
    .where(and(eq(accountMovements.tenantId, tenantA), like(accountMovements.externalId, `${prefix}%`)));
  return row;
}

describe('docs/examples/erp-push-movements.mjs', () => {
  it('reads Turkish amounts, dates and quoted fields (its exported helpers)', async () => {
    const example = await import(pathToFileURL(script).href);
    expect(
      ['1.250,50', '1250,5', '1.250', '1250.50', '12.345.678,9', ''].map((v) => example.toDecimal(v)),
    ).toEqual(['1250.50', '1250.5', '1250', '1250.50', '12345678.9', undefined]);
    expect(example.toDecimal('34,6964', 6)).toBe('34.6964');
    expect(example.toIsoDate('5.1.2026')).toBe('2026-01-05');
    expect(example.parseCsv('a;b\r\n"x; ""y""";"iki\nsatır"\r\n\r\n')).toEqual([
      { row: 1, fields: ['a', 'b'] },
      { row: 2, fields: ['x; "y"', 'iki\nsatır'] },
    ]);
  });

  it('the sample file carries no number that looks like a card', () => {
    expect(cardNumbersIn(readFileSync(sample, 'utf8'))).toEqual([]);
  });

  it('pushes the sample file: every row stored as the ERP meant it', async () => {
    const run = await runExample(sample);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('movements-sample.csv: 15 rows in 1 batch(es)');
    expect(run.stdout).toContain('batch 1/1 (rows 2–16): created 15, updated 0, unchanged 0, failed 0');
    expect(await totalsOf('EXP-')).toEqual({ count: 15, debit: '113398.25', credit: '40840.00' });
    const byKey = new Map((await storedMovements('EXP-')).map((row) => [row.externalId, row]));
    expect(byKey.get('EXP-1002-0002')).toMatchObject({
      movementDate: '2026-01-08',
      dueDate: '2026-02-07',
      documentType: 'invoice',
      documentNo: 'DTA2026000000041',
      description: 'Toptan satış faturası; kablo ve anahtar-priz',
      debit: '8260.00',
      credit: '0.00',
      currencyCode: 'TRY',
    });
    expect(byKey.get('EXP-1002-0006')?.description).toBe('Toptan satış faturası, "Karre" priz serisi');
    expect(byKey.get('EXP-1002-0007')).toMatchObject({
      debit: '34696.40',
      currencyCode: 'USD',
      fxAmount: '1000.00',
      fxRate: '34.696400',
    });
    expect(byKey.get('EXP-1002-0009')?.documentType).toBe('debit_note');
    expect(byKey.get('EXP-1003-0003')).toMatchObject({
      documentType: 'payment',
      credit: '20000.00',
      dueDate: null,
    });
  });

  it('a second run of the same file is answered from the first and writes nothing twice', async () => {
    const before = await storedMovements('EXP-');
    const run = await runExample(sample);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('created 0, updated 0, unchanged 15, failed 0 (sent before');
    expect(run.stdout).toContain('done: created 0, updated 0, unchanged 15, failed 0');
    // Not rewritten either: the rows are the very same, updated_at included.
    expect(await storedMovements('EXP-')).toEqual(before);
    expect(await totalsOf('EXP-')).toEqual({ count: 15, debit: '113398.25', credit: '40840.00' });
  });

  it('the same rows in another file (Excel line ends) are unchanged on the server itself', async () => {
    const crlf = path.join(scratch, 'movements-crlf.csv');
    writeFileSync(crlf, readFileSync(sample, 'utf8').replaceAll('\n', '\r\n'));
    const run = await runExample(crlf);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('batch 1/1 (rows 2–16): created 0, updated 0, unchanged 15, failed 0\n');
    expect(await totalsOf('EXP-')).toEqual({ count: 15, debit: '113398.25', credit: '40840.00' });
  });

  it('a bad row fails alone with its Turkish message, the others are written, and the run exits 1', async () => {
    const file = writeCsv('bad-row.csv', [
      'BAD-1;1002;03.03.2026;;Fatura;DTA2026000000101;Toptan satış faturası;1.500,00;',
      'BAD-2;1002;04.03.2026;;Fatura;DTA2026000000102;Borç ve alacak birlikte;100,00;100,00',
      'BAD-3;9999;05.03.2026;;Tahsilat;HVL-0305;Tanımsız cari;;250,00',
      'BAD-4;1003;06.03.2026;;Tahsilat;HVL-0306;Havale ile ödeme;;2.750,25',
    ]);
    const run = await runExample(file);
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toContain('created 2, updated 0, unchanged 0, failed 2');
    expect(run.stdout).toContain(`  row 3 (BAD-2) failed:\n    credit: ${messages.debitAndCredit}\n`);
    expect(run.stdout).toContain(`  row 4 (BAD-3) failed:\n    firmCode: ${messages.firmNotInTenant}\n`);
    expect((await storedMovements('BAD-')).map((row) => [row.externalId, row.debit, row.credit])).toEqual([
      ['BAD-1', '1500.00', '0.00'],
      ['BAD-4', '0.00', '2750.25'],
    ]);

    // The firm arrives; a re-run of the same file is not answered from the first run but writes the row now.
    await pushItems(t.app, 'firms', [{ code: '9999', name: 'Yeni Bayi Ltd. Şti.', parentCode: '1001' }]);
    const again = await runExample(file);
    expect(again.code, again.stderr).toBe(1);
    expect(again.stdout).toContain('batch 1/1 (rows 2–5): created 1, updated 0, unchanged 2, failed 1\n');
    expect(again.stdout).not.toContain('BAD-3');
    expect((await storedMovements('BAD-')).map((row) => row.externalId)).toEqual(['BAD-1', 'BAD-3', 'BAD-4']);
  });

  it('waits as a throttled server asks (Retry-After), retries a failing one, with the same Idempotency-Key', async () => {
    const seen: { status: number; key: string }[] = [];
    const flaky = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', async () => {
        const key = String(request.headers['idempotency-key']);
        const refusals = [
          { status: 429, headers: { 'retry-after': '1' }, message: messages.tooManyIntegrationCalls },
          { status: 503, headers: {}, message: messages.serviceUnavailable },
        ];
        const refusal = refusals[seen.length];
        if (refusal) {
          seen.push({ status: refusal.status, key });
          response.writeHead(refusal.status, { 'content-type': 'application/json', ...refusal.headers });
          response.end(JSON.stringify({ success: false, message: refusal.message, data: null }));
          return;
        }
        const upstream = await fetch(`${t.baseUrl}${request.url}`, {
          method: request.method,
          headers: {
            authorization: String(request.headers.authorization),
            'content-type': 'application/json',
            'idempotency-key': key,
          },
          body: Buffer.concat(chunks),
        });
        seen.push({ status: upstream.status, key });
        response.writeHead(upstream.status, { 'content-type': 'application/json' });
        response.end(await upstream.text());
      });
    });
    await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
    try {
      const file = writeCsv('retry.csv', [
        'RETRY-1;1002;07.03.2026;;Fatura;DTA2026000000103;Satış faturası;99,90;',
      ]);
      const { port } = flaky.address() as AddressInfo;
      const run = await runExample(file, { TAHSILAT_URL: `http://127.0.0.1:${port}` });
      expect(run.code, run.stderr).toBe(0);
      expect(run.stderr).toContain(`HTTP 429: ${messages.tooManyIntegrationCalls}; retrying in 1 s`);
      expect(run.stderr).toContain('HTTP 503');
      expect(run.stdout).toContain('created 1, updated 0, unchanged 0, failed 0');
      expect(seen.map((call) => call.status)).toEqual([429, 503, 200]);
      expect(new Set(seen.map((call) => call.key)).size).toBe(1);
      expect(seen[0]?.key).toMatch(/^csv-[0-9a-f]{32}-1$/);
    } finally {
      flaky.closeAllConnections();
      await new Promise<void>((resolve) => flaky.close(() => resolve()));
    }
  });

  it("stops with the server's message on a wrong key or another company's key", async () => {
    const file = writeCsv('key.csv', ['KEY-1;1002;08.03.2026;;Fatura;F-1;Satış faturası;10,00;']);
    const wrong = await runExample(file, { TAHSILAT_KEY: `thk_wrong_${'x'.repeat(32)}` });
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain(`HTTP 401: ${messages.integrationKeyInvalid}`);
    const otherTenant = await runExample(file, { TAHSILAT_TENANT: DEMO.tenantB.paymentGuid });
    expect(otherTenant.code).toBe(2);
    expect(otherTenant.stderr).toContain(`HTTP 401: ${messages.integrationTenantMismatch}`);
    expect(await storedMovements('KEY-')).toEqual([]);
  });
});
