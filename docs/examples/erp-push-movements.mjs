// An ERP pushes its account movements (cari hareketler) to Tahsilat from a CSV export (docs/erp-integration.md).
// Node.js 20 or newer, no dependencies:
//   TAHSILAT_KEY=thk_… node docs/examples/erp-push-movements.mjs movements.csv
// TAHSILAT_URL defaults to http://localhost:3000; TAHSILAT_TENANT (the tenant's payment guid) makes the server
// refuse a key of another company; CSV_ENCODING reads e.g. windows-1254 exports (default utf-8).
//
// The CSV: semicolon-separated with a header row, as Excel writes it in Turkish; quoted fields may hold ; and "".
// Columns by header name (others are ignored):
//   externalId     the ERP's own id of the row, unique (e.g. LOGO-001-01-18245); firmCode: the portal's firm code
//   date, dueDate  15.01.2026 or 2026-01-15; dueDate may be empty
//   documentType   opening, invoice, return, payment, transfer, card, cheque, note, debit_note, credit_note, other,
//                  or a Turkish name of TYPES below
//   documentNo, description, and collectionId when the row records one of Tahsilat's card collections
//   debit, credit  TRY amounts, one of them per row: 1.250,50 or 1250,50 or 1250.50
//   currencyCode   TRY (the default), USD or EUR; then fxAmount (1.000,00) and fxRate (34,6964)
// Each batch (at most 1,000 rows) carries an Idempotency-Key made of the file's hash and the batch number, so a
// re-run of the same file within 24 hours is answered with the first answers and writes nothing again (a batch
// that had failed rows is sent again, under a new key, for them).
// Exit code: 0 every row written or unchanged, 1 some rows failed (listed), 2 the run could not complete.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';

const BATCH_SIZE = 1000;
const ATTEMPTS = 6;
const REQUIRED = ['externalId', 'firmCode', 'date', 'documentType'];
const COUNTS = ['created', 'updated', 'unchanged', 'failed'];
const summary = (counts) => COUNTS.map((name) => `${name} ${counts[name]}`).join(', ');

/** Document types as Turkish exports name them (lower case), mapped to the API's values. */
export const TYPES = {
  devir: 'opening',
  fatura: 'invoice',
  iade: 'return',
  tahsilat: 'payment',
  virman: 'transfer',
  'kredi kartı': 'card',
  çek: 'cheque',
  senet: 'note',
  'borç dekontu': 'debit_note',
  'alacak dekontu': 'credit_note',
};

/** Splits CSV text into records with their row number as Excel shows it (a quoted field may hold line breaks). */
export function parseCsv(text, separator = ';') {
  const records = [];
  let fields = [];
  let field = '';
  let quoted = false;
  let row = 0;
  const endRecord = () => {
    fields.push(field);
    row += 1;
    if (fields.some((value) => value.trim() !== '')) {
      records.push({ row, fields });
    }
    fields = [];
    field = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (char === '"' && (quoted || field === '')) {
      quoted = !quoted;
    } else if (!quoted && char === separator) {
      fields.push(field);
      field = '';
    } else if (!quoted && (char === '\n' || char === '\r')) {
      i += char === '\r' && text[i + 1] === '\n' ? 1 : 0;
      endRecord();
    } else {
      field += char;
    }
  }
  endRecord();
  return records;
}

/**
 * A Turkish amount as the API's decimal string: "1.250,50" → "1250.50", "1.250" → "1250"; "1250.50" stays.
 * Anything else is sent as it is, and the server answers the row with its own message.
 */
export function toDecimal(raw, decimals = 2) {
  const value = (raw ?? '').replace(/\s/g, '');
  if (value === '') {
    return undefined;
  }
  if (value.includes(',')) {
    return value.replaceAll('.', '').replace(',', '.');
  }
  if (!new RegExp(`^\\d+\\.\\d{1,${decimals}}$`).test(value) && /^\d{1,3}(\.\d{3})+$/.test(value)) {
    return value.replaceAll('.', '');
  }
  return value;
}

/** "15.01.2026" → "2026-01-15"; an ISO date or anything else is sent as it is. */
export function toIsoDate(raw) {
  const [, day, month, year] = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(raw?.trim() ?? '') ?? [];
  return year ? `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}` : raw?.trim() || undefined;
}

/** One CSV row (header name → text) as a movement item; empty cells are left out, which stores them empty. */
export function movementOf(row) {
  const text = (name) => row[name]?.trim() || undefined;
  const type = text('documentType');
  return {
    externalId: text('externalId'),
    firmCode: text('firmCode'),
    date: toIsoDate(row.date),
    dueDate: toIsoDate(row.dueDate),
    documentType: type && (TYPES[type.toLocaleLowerCase('tr')] ?? type),
    documentNo: text('documentNo'),
    description: text('description'),
    debit: toDecimal(row.debit),
    credit: toDecimal(row.credit),
    currencyCode: text('currencyCode')?.toUpperCase(),
    fxAmount: toDecimal(row.fxAmount),
    fxRate: toDecimal(row.fxRate, 6),
    collectionId: text('collectionId'),
  };
}

const backoff = (attempt) => Math.min(60_000, 1000 * 2 ** (attempt - 1)) + Math.floor(Math.random() * 250);

/** PUTs one batch; retries 429, 5xx and network errors (the Idempotency-Key makes a retry harmless). */
async function putBatch(config, items, idempotencyKey) {
  for (let attempt = 1; ; attempt += 1) {
    let response;
    let problem;
    try {
      response = await fetch(`${config.url}/api/integration/v1/movements`, {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${config.key}`,
          'content-type': 'application/json',
          'idempotency-key': idempotencyKey,
          ...(config.tenant ? { 'tahsilat-tenant': config.tenant } : {}),
        },
        body: JSON.stringify({ items }),
        signal: AbortSignal.timeout(120_000),
      });
    } catch (error) {
      problem = `no answer (${error.cause?.code ?? error.cause?.message ?? error.message})`;
    }
    const answer = response ? await response.json().catch(() => null) : null;
    if (response?.ok && answer?.data) {
      return { result: answer.data, replayed: response.headers.get('idempotent-replayed') === 'true' };
    }
    if (response && response.status !== 429 && response.status < 500) {
      const details = Array.isArray(answer?.data) ? answer.data.map((text) => `\n  ${text}`).join('') : '';
      throw new Error(`HTTP ${response.status}: ${answer?.message ?? response.statusText}${details}`);
    }
    problem ??= `HTTP ${response.status}${answer?.message ? `: ${answer.message}` : ''}`;
    if (attempt >= ATTEMPTS) {
      throw new Error(`${problem}; gave up after ${ATTEMPTS} attempts`);
    }
    const retryAfter = Number(response?.headers.get('retry-after'));
    const delay = retryAfter > 0 ? retryAfter * 1000 : backoff(attempt);
    console.error(`  ${problem}; retrying in ${Math.ceil(delay / 1000)} s`);
    await sleep(delay);
  }
}

export async function pushFile(file, env = process.env) {
  const url = (env.TAHSILAT_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
  const config = { url, key: env.TAHSILAT_KEY, tenant: env.TAHSILAT_TENANT };
  if (!file || !config.key) {
    console.error('usage: TAHSILAT_KEY=thk_… [TAHSILAT_URL=…] node erp-push-movements.mjs <movements.csv>');
    return 2;
  }
  const bytes = readFileSync(file);
  const text = new TextDecoder(env.CSV_ENCODING ?? 'utf-8').decode(bytes).replace(/^\uFEFF/, '');
  const [header, ...records] = parseCsv(text);
  const names = header?.fields.map((name) => name.trim()) ?? [];
  const missing = REQUIRED.filter((name) => !names.includes(name));
  if (missing.length > 0) {
    console.error(`${file}: the header row lacks ${missing.join(', ')}`);
    return 2;
  }
  const rows = records.map(({ row, fields }) => ({
    row,
    item: movementOf(Object.fromEntries(names.map((name, n) => [name, fields[n] ?? '']))),
  }));
  const fileHash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const batches = Math.ceil(rows.length / BATCH_SIZE);
  console.log(`${basename(file)}: ${rows.length} rows in ${batches} batch(es) to ${config.url}`);
  const total = { created: 0, updated: 0, unchanged: 0, failed: 0 };
  for (let n = 0; n < batches; n += 1) {
    const batch = rows.slice(n * BATCH_SIZE, (n + 1) * BATCH_SIZE);
    const items = batch.map((row) => row.item);
    const key = `csv-${fileHash}-${n + 1}`;
    let { result, replayed } = await putBatch(config, items, key);
    if (replayed && result.failed > 0) {
      // Rows that failed then may pass now (their firm was pushed since): send the batch again, under a new key.
      ({ result, replayed } = await putBatch(config, items, `${key}-${Date.now()}`));
    }
    // A replayed answer is the first run's: this run wrote nothing, so what that run wrote is unchanged now.
    const written = result.created + result.updated + result.unchanged;
    const counts = replayed ? { created: 0, updated: 0, unchanged: written, failed: result.failed } : result;
    const range = `rows ${batch[0].row}–${batch.at(-1).row}`;
    const note = replayed ? ' (sent before: the first answer was replayed, nothing written again)' : '';
    console.log(`batch ${n + 1}/${batches} (${range}): ${summary(counts)}${note}`);
    for (const failure of result.results.filter((r) => r.status === 'failed')) {
      console.log(`  row ${batch[failure.index].row} (${failure.key ?? 'no externalId'}) failed:`);
      for (const error of failure.errors) {
        console.log(`    ${error.field || 'row'}: ${error.message}`);
      }
    }
    for (const name of COUNTS) {
      total[name] += counts[name];
    }
  }
  console.log(`done: ${summary(total)}`);
  return total.failed > 0 ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await pushFile(process.argv[2]).catch((error) => {
    console.error(error.message);
    return 2;
  });
}
