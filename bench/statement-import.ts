import { type BankStatementImport, matchTransfer } from '@tahsilat/domain';
import pg from 'pg';
import { DEMO_BANK_ACCOUNTS } from '../apps/api/src/db/demo-bank-accounts.js';
import { DEMO } from '../apps/api/src/db/demo-data.js';
import { camtStatement, type TestMovement } from '../apps/api/test/statement-files.js';
import { launchServer, prepareStore, type ServerStore } from '../e2e/support/server.js';
import { runOnStore } from '../e2e/support/store-sql.js';
import {
  BOOK_OWN_IBAN,
  type BookFirm,
  type BookTransfer,
  generateTransferBook,
} from '../packages/domain/src/transfer-matching-book.js';
import { signIn, withRssSampling } from './statement-support.js';

/**
 * Issue 29's import budget: a 10,000-line camt.053 of demo tenant A's Garanti lira account, pushed through
 * `PUT /api/integration/v1/bank-statements` as an ERP or a bank connector does, read, stored and matched
 * against 1,000 dealers (the generated book of transfer-matching-book.ts) in ≤ 10 s on PostgreSQL, the
 * server's RSS growing ≤ 200 MB. Beside it, in the same run, the same rows written straight through the
 * driver as multi-row `INSERT … ON CONFLICT DO NOTHING` statements of 1,000 (the import's own shape).
 */
const TRANSFERS = 10_000;
const SECONDS = 10;
const RSS_MB = 200;
const BATCH = 1_000;
const SEED = 29;
const WARM_UP = 200;
const BRANCH = 'TB-'; // the bench firms' branch numbers: TB-F0001 …

export interface StatementImportBench {
  lines: { name: string; value: string; budget: string; pass: boolean; judged: boolean }[];
}

const SEED_FIRMS = `
  INSERT INTO firms (tenant_id, branch_number, name, tax_number)
  SELECT $1::uuid, $3 || f.id, f.name, f.tax
    FROM jsonb_to_recordset($2::jsonb) AS f(id text, name text, tax text)`;
const SEED_CODES = `
  INSERT INTO firm_transfer_references (tenant_id, firm_id, code)
  SELECT f.tenant_id, f.id, r.code FROM jsonb_to_recordset($2::jsonb) AS r(id text, code text)
    JOIN firms f ON f.tenant_id = $1::uuid AND f.branch_number = $3 || r.id`;
const SEED_IBANS = `
  INSERT INTO firm_sender_ibans (tenant_id, iban, firm_id, source)
  SELECT f.tenant_id, r.iban, f.id, 'erp' FROM jsonb_to_recordset($2::jsonb) AS r(id text, iban text)
    JOIN firms f ON f.tenant_id = $1::uuid AND f.branch_number = $3 || r.id`;

/** A book transfer as its bank writes it in camt.053 (no structured tax number: the test files have none). */
function movementOf(transfer: BookTransfer): TestMovement {
  const { facts } = transfer;
  return {
    amount: (transfer.amountMinor / 100).toFixed(2),
    direction: transfer.kind === 'credit' ? 'credit' : 'debit',
    reversal: transfer.kind === 'reversal',
    date: transfer.date,
    reference: transfer.bankReference,
    text: facts.description,
    ...(facts.counterpartyName ? { name: facts.counterpartyName } : {}),
    ...(facts.counterpartyIban ? { iban: facts.counterpartyIban } : {}),
  };
}

async function pushStatement(baseUrl: string, content: string): Promise<BankStatementImport> {
  const response = await fetch(`${baseUrl}/api/integration/v1/bank-statements`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${DEMO.integrationKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ format: 'camt.053', fileName: 'garanti-kasim.xml', content }),
  });
  const answer = (await response.json()) as { data: BankStatementImport };
  if (response.status !== 200) {
    throw new Error(`PUT bank-statements: ${response.status} ${JSON.stringify(answer).slice(0, 500)}`);
  }
  return answer.data;
}

/** The columns an import writes per movement (besides its import id), as the reference writes them too. */
const COLUMNS = [
  'tenant_id account_id transaction_key bank_reference owner_reference booking_date value_date amount',
  'currency_code direction is_reversal counterparty_name counterparty_iban counterparty_tax_number',
  'description match_state match_rule firm_id suggestions matched_at',
].flatMap((line) => line.split(' '));

/**
 * The reference: the rows the import stored, read back as text and written again under other keys with a
 * new import row, 1,000 to a multi-row `INSERT … ON CONFLICT DO NOTHING`, in one transaction as the import.
 */
async function driverReference(client: pg.Client, importId: string): Promise<number> {
  const { rows } = await client.query<Record<string, unknown>>(
    `SELECT ${COLUMNS.map((column) => `${column}::text AS ${column}`).join(', ')} FROM bank_transactions
      WHERE import_id = $1 ORDER BY bank_reference`,
    [importId],
  );
  const started = performance.now();
  await client.query('BEGIN');
  const { rows: imported } = await client.query<{ id: string }>(
    `INSERT INTO bank_statement_imports (tenant_id, account_id, source, file_name, format, counts)
     SELECT tenant_id, account_id, 'api', 'driver-reference.xml', 'camt.053', '{}' FROM bank_statement_imports
      WHERE id = $1 RETURNING id`,
    [importId],
  );
  for (let from = 0; from < rows.length; from += BATCH) {
    const values: unknown[] = [];
    const tuples = rows.slice(from, from + BATCH).map((row) => {
      const base = values.length;
      values.push(
        imported[0]?.id,
        ...COLUMNS.map((column) => (column === 'transaction_key' ? `REF-${row[column]}` : row[column])),
      );
      return `(${Array.from({ length: COLUMNS.length + 1 }, (_, i) => `$${base + i + 1}`).join(', ')})`;
    });
    await client.query(
      `INSERT INTO bank_transactions (import_id, ${COLUMNS.join(', ')}) VALUES ${tuples.join(', ')}
       ON CONFLICT (tenant_id, account_id, transaction_key) DO NOTHING`,
      values,
    );
  }
  await client.query('COMMIT');
  return (performance.now() - started) / 1000;
}

/** Automatic matches stored for another firm than the one that really paid (the book's truth). */
async function wrongMatches(client: pg.Client, importId: string, transfers: BookTransfer[]): Promise<number> {
  const truth = new Map(transfers.map((transfer) => [transfer.bankReference, transfer.senderId]));
  const { rows } = await client.query<{ reference: string; branch: string }>(
    `SELECT t.bank_reference AS reference, f.branch_number AS branch FROM bank_transactions t
       JOIN firms f ON f.id = t.firm_id WHERE t.import_id = $1 AND t.match_state = 'matched'`,
    [importId],
  );
  return rows.filter((row) => `${BRANCH}${truth.get(row.reference)}` !== row.branch).length;
}

type Line = StatementImportBench['lines'][number];
/** A line of the report: judged when `pass` is a verdict, printed beside the others when it is null. */
const line = (name: string, value: string, budget: string, pass: boolean | null): Line => ({
  name,
  value,
  budget,
  pass: pass ?? true,
  judged: pass !== null,
});

/** The book's dealers, codes and known sender IBANs in tenant A, written while no server holds the store. */
async function seedBook(store: ServerStore, book: ReturnType<typeof generateTransferBook>): Promise<void> {
  const server = await launchServer(store, { LOG_LEVEL: 'warn' });
  const { tenantId } = await signIn(server.baseUrl);
  await server.stop();
  const rows = <T>(make: (firm: BookFirm) => T[]) => JSON.stringify(book.firms.flatMap(make));
  await runOnStore(store, [
    {
      sql: SEED_FIRMS,
      values: [tenantId, rows((f) => [{ id: f.id, name: f.name, tax: f.taxNumber }]), BRANCH],
    },
    { sql: SEED_CODES, values: [tenantId, rows((f) => [{ id: f.id, code: f.referenceCode }]), BRANCH] },
    {
      sql: SEED_IBANS,
      values: [tenantId, rows((f) => f.senderIbans.map((iban) => ({ id: f.id, iban }))), BRANCH],
    },
    { sql: 'ANALYZE firms, firm_transfer_references, firm_sender_ibans' },
  ]);
}

export async function benchStatementImport(): Promise<StatementImportBench> {
  const postgres = Boolean(process.env.DATABASE_URL);
  const [account, warmUpAccount] = DEMO_BANK_ACCOUNTS.tenantA;
  if (account.iban !== BOOK_OWN_IBAN) {
    throw new Error(`the book's transfers arrive at ${BOOK_OWN_IBAN}, not ${account.iban}`);
  }
  const book = generateTransferBook(SEED, 1_000, TRANSFERS);
  const movements = book.transfers.map(movementOf);
  const content = camtStatement(account.iban, movements);
  const store = await prepareStore();
  try {
    await seedBook(store, book);
    const server = await launchServer(store, { LOG_LEVEL: 'warn' });
    try {
      // A first, small statement of the other lira account, so the measured push finds the route warm.
      await pushStatement(server.baseUrl, camtStatement(warmUpAccount.iban, movements.slice(0, WARM_UP)));
      const push = await withRssSampling(server.pid, () => pushStatement(server.baseUrl, content));
      const again = await withRssSampling(server.pid, () => pushStatement(server.baseUrl, content));
      const answer = push.result;
      if (answer.imported !== TRANSFERS || again.result.duplicates !== TRANSFERS) {
        throw new Error(`import answered ${JSON.stringify(answer)}, then ${JSON.stringify(again.result)}`);
      }
      // What the matcher makes of the same facts in this process (the file carries no structured tax number).
      const expected = { matched: 0, suggested: 0, unmatched: 0, ignored: 0 };
      for (const transfer of book.transfers) {
        const facts = { ...transfer.facts, counterpartyTaxNumber: null };
        expected[transfer.kind === 'credit' ? matchTransfer(facts, book.matchBook).state : 'ignored'] += 1;
      }
      const states = ['matched', 'suggested', 'unmatched', 'ignored'] as const;
      const same = states.every((state) => answer[state] === expected[state]);
      const counts = states.map((state) => `${answer[state]} ${state}`).join(', ');
      const decisions = `${counts}${same ? '' : ` (expected ${JSON.stringify(expected)})`}`;
      const size = `${(content.length / 1024 / 1024).toFixed(1)} MB`;
      const rate = `${push.seconds.toFixed(2)} s, ${(TRANSFERS / push.seconds).toFixed(0)} lines/s`;
      const [rss, onPostgres] = [push.growthMb, (pass: boolean) => (postgres ? pass : null)];
      const lines = [
        line(
          `import a 10,000-line camt.053 (${size}), HTTP PUT`,
          rate,
          '≤ 10 s',
          onPostgres(push.seconds <= SECONDS),
        ),
        line(
          'server RSS growth during the import',
          `${rss.toFixed(0)} MB`,
          '≤ 200 MB',
          onPostgres(rss <= RSS_MB),
        ),
        line('its decisions, beside the matcher run in this process', decisions, 'the same', same),
        line('the same file again, every line a duplicate', `${again.seconds.toFixed(2)} s`, '—', null),
      ];
      if (store.env.DATABASE_URL) {
        const client = new pg.Client({ connectionString: store.env.DATABASE_URL });
        await client.connect();
        try {
          const wrong = await wrongMatches(client, answer.importId, book.transfers);
          lines.push(
            line('automatic matches to another firm than the one that paid', `${wrong}`, '0', wrong === 0),
          );
          const seconds = await driverReference(client, answer.importId);
          const ratio = `${seconds.toFixed(2)} s; import ÷ driver = ${(push.seconds / seconds).toFixed(1)}×`;
          const name =
            'reference: the same rows through the driver, 10 × INSERT … ON CONFLICT DO NOTHING of 1,000';
          lines.push(line(name, ratio, 'reference', null));
        } finally {
          await client.end();
        }
      }
      return { lines };
    } finally {
      await server.stop();
    }
  } finally {
    await store.drop();
  }
}

export function reportStatementImport(bench: StatementImportBench): boolean {
  const width = Math.max(...bench.lines.map((entry) => entry.name.length));
  console.log('Bank statement import (judged on PostgreSQL; PGlite printed)');
  for (const entry of bench.lines) {
    const verdict = entry.judged ? (entry.pass ? 'PASS' : 'FAIL') : 'printed';
    console.log(`  ${entry.name.padEnd(width)}  ${entry.value}  (${entry.budget})  ${verdict}`);
  }
  return bench.lines.every((entry) => entry.pass);
}
