import { createWriteStream, readFileSync, rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { DEMO } from '../apps/api/src/db/demo-data.js';
import { launchServer, prepareStore } from '../e2e/support/server.js';
import { movementRows } from './integration-support.js';

/**
 * Issue 15's import budget: a 100,000-row movements XLSX uploaded to the console's import, read streaming and
 * written in batches of 1,000, done ≤ 60 s on PostgreSQL with the server's RSS growing ≤ 300 MB. Beside it, in the
 * same run, the same rows (other keys, another firm) pushed through the integration API's batch route, the ratio.
 */
const ROWS = 100_000;
const SECONDS = 60;
const RSS_MB = 300;
const BATCH = 1000;
const COLUMNS = [
  'externalId',
  'firmCode',
  'date',
  'dueDate',
  'documentType',
  'documentNo',
  'description',
  'debit',
  'credit',
] as const;

export interface ImportBench {
  lines: { name: string; value: string; budget: string; pass: boolean; judged: boolean }[];
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function call<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  const body = (await response.json()) as { data: T };
  if (!response.ok) {
    throw new Error(
      `${init.method ?? 'GET'} ${url}: ${response.status} ${JSON.stringify(body).slice(0, 500)}`,
    );
  }
  return body.data;
}

const putItems = (baseUrl: string, entity: string, items: unknown[]) =>
  call<{ created: number; failed: number }>(`${baseUrl}/api/integration/v1/${entity}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${DEMO.integrationKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ items }),
  });

/** The file an administrator would upload: dates as date cells, amounts as numbers, streamed to disk. */
async function writeMovementsXlsx(file: string, rows: Record<string, unknown>[]): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: createWriteStream(file),
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Hareketler');
  sheet.addRow([...COLUMNS]).commit();
  for (const row of rows) {
    const cells = COLUMNS.map((key) => {
      const value = row[key];
      if ((key === 'date' || key === 'dueDate') && typeof value === 'string') {
        return new Date(`${value}T00:00:00Z`);
      }
      if ((key === 'debit' || key === 'credit') && typeof value === 'string') {
        return Number(value); // a spreadsheet's number cell, as Excel keeps amounts
      }
      return value ?? null;
    });
    const added = sheet.addRow(cells);
    added.getCell(3).numFmt = 'dd.mm.yyyy';
    added.getCell(4).numFmt = 'dd.mm.yyyy';
    added.commit();
  }
  sheet.commit();
  await workbook.commit();
}

type Status = { status: string; rowsRead: number; created: number; failed: number; error: string | null };

export async function benchImport(): Promise<ImportBench> {
  const postgres = Boolean(process.env.DATABASE_URL);
  const store = await prepareStore();
  const server = await launchServer(store, { LOG_LEVEL: 'warn', INTEGRATION_REQUESTS_PER_MINUTE: '1000000' });
  const file = path.join(tmpdir(), `tahsilat-bench-import-${process.pid}.xlsx`);
  try {
    await putItems(server.baseUrl, 'firms', [
      { code: 'BENCH-IMP', name: 'Bench bayi (import)', parentCode: '1001' },
      { code: 'BENCH-REF', name: 'Bench bayi (API)', parentCode: '1001' },
    ]);
    await writeMovementsXlsx(file, movementRows(ROWS, 'BENCH-IMP', 'IMP'));
    const { token } = await call<{ token: string }>(`${server.baseUrl}/api/FirmAuth/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: DEMO.tenantAdmin.email,
        password: DEMO.password,
        b2BDomainUrl: server.baseUrl,
      }),
    });
    const auth = { authorization: `Bearer ${token}` };

    const before = rssMb(server.pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(server.pid));
    }, 100);
    const started = performance.now();
    let status: Status;
    let answeredMs = 0;
    try {
      const { id } = await call<{ id: string }>(
        `${server.baseUrl}/api/admin/Import/Upload/movements?fileName=hareketler.xlsx`,
        {
          method: 'POST',
          headers: {
            ...auth,
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          },
          body: await readFile(file),
        },
      );
      answeredMs = performance.now() - started;
      for (;;) {
        status = await call<Status>(`${server.baseUrl}/api/admin/Import/${id}`, { headers: auth });
        if (status.status !== 'running') {
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    } finally {
      clearInterval(sampler);
    }
    const seconds = (performance.now() - started) / 1000;
    const growth = Math.max(peak, rssMb(server.pid)) - before;
    if (status.status !== 'done' || status.created !== ROWS) {
      throw new Error(`import ended ${JSON.stringify(status)}`);
    }

    // The reference: the same rows through the integration API's batch route, one PUT of 1,000 after another.
    const reference = movementRows(ROWS, 'BENCH-REF', 'REF');
    const refStarted = performance.now();
    for (let from = 0; from < ROWS; from += BATCH) {
      await putItems(server.baseUrl, 'movements', reference.slice(from, from + BATCH));
    }
    const refSeconds = (performance.now() - refStarted) / 1000;

    const sizeMb = statSync(file).size / 1024 / 1024;
    const judged = (pass: boolean) => (postgres ? pass : true);
    return {
      lines: [
        {
          name: `import a ${ROWS.toLocaleString('en-US')}-row movements XLSX (${sizeMb.toFixed(1)} MB)`,
          value: `${seconds.toFixed(1)} s, ${(ROWS / seconds).toFixed(0)} rows/s (answered in ${answeredMs.toFixed(0)} ms)`,
          budget: `≤ ${SECONDS} s`,
          pass: judged(seconds <= SECONDS),
          judged: postgres,
        },
        {
          name: 'server RSS growth during the import',
          value: `${growth.toFixed(0)} MB`,
          budget: `≤ ${RSS_MB} MB`,
          pass: judged(growth <= RSS_MB),
          judged: postgres,
        },
        {
          name: 'same rows through PUT /integration/v1/movements (100 × 1,000)',
          value: `${refSeconds.toFixed(1)} s; import ÷ API = ${(seconds / refSeconds).toFixed(2)}`,
          budget: 'reference',
          pass: true,
          judged: false,
        },
      ],
    };
  } finally {
    rmSync(file, { force: true });
    await server.stop();
    await store.drop();
  }
}

export function reportImport(bench: ImportBench): boolean {
  const width = Math.max(...bench.lines.map((line) => line.name.length));
  console.log('Admin import (judged on PostgreSQL; PGlite printed)');
  for (const line of bench.lines) {
    const verdict = line.judged ? (line.pass ? 'PASS' : 'FAIL') : 'printed';
    console.log(`  ${line.name.padEnd(width)}  ${line.value}  (${line.budget})  ${verdict}`);
  }
  return bench.lines.every((line) => line.pass);
}
