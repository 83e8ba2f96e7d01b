import { randomUUID } from 'node:crypto';
import { PERMISSION_KEYS, type PermissionFlags } from '@tahsilat/domain';
import type { Database } from '../apps/api/src/db/client.js';
import { insertSale } from '../apps/api/src/features/payments/sale-items.js';
import { findTransaction } from '../apps/api/src/features/payments/transactions.repository.js';
import { payingFirm } from '../apps/api/src/features/pos-collection/pos-collection.service.js';
import type { SessionAuth } from '../apps/api/src/types.js';
import { type DriverRows, judged } from './harness.js';
import { driverLatencies } from './integration-support.js';
import { cardSale, measureSales, SALES_P99_MS } from './payments.js';
import { signIn } from './statement-support.js';

/** The signed-in SalesRequest (issue 12) and its driver-level reference, on the history bench's store. */

const WORKERS = 20;

/**
 * POST /PosCollection/SalesRequest at 20 connections: firm 1001's user pays for its own firm, as the /pos-collection
 * page sends it (no tenant guid: the session's tenant); no bank wait, the answer is the bank's 3-D form. Beside it
 * (PostgreSQL) the statements the sale makes after the cached session check, from 20 workers through drizzle: the
 * paying firm's read (payingFirm) and the payment's insert (insertSale), with a copy of a payment the API has just
 * stored (a new id and order id each time). The pricing, the card checks and the 3-D form are the API's alone.
 */
export async function measurePortalSale(
  bench: DriverRows & { extra: string[] },
  context: { apiUrl: string; database: Database | null; seconds: number },
): Promise<void> {
  const { apiUrl, database, seconds } = context;
  const { token, tenantId } = await signIn(apiUrl);
  const headers = { authorization: `Bearer ${token}` };
  const body = { ...(await cardSale(apiUrl)), description: 'Ödeme planı ödemesi' };
  const url = `${apiUrl}/api/PosCollection/SalesRequest`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const started = (await response.json()) as { data: { transactionId: string } | null };
  if (!response.ok || !started.data) {
    throw new Error(`POST ${url}: ${response.status} ${JSON.stringify(started)}`);
  }
  const name = 'POST /PosCollection/SalesRequest, signed in (no bank wait)';
  const row = await measureSales(name, url, body, seconds, headers);
  let driver: DriverRows['rows'][number]['driver'] = null;
  if (database) {
    const stored = await findTransaction(database.db, started.data.transactionId);
    if (!stored?.firmId || !stored.userId) {
      throw new Error('the signed-in sale was not stored with its firm and user');
    }
    const auth: SessionAuth = {
      jti: '',
      userId: stored.userId,
      userName: '',
      tenantId,
      firmId: stored.firmId,
      firmName: '',
      firmBranchNumber: '1001',
      parentFirmId: null,
      isSubFirm: false,
      permissions: Object.fromEntries(PERMISSION_KEYS.map((key) => [key, true])) as PermissionFlags,
      acting: null,
    };
    let n = 0;
    const sale = async () => {
      await payingFirm(database.db, auth, undefined);
      n += 1;
      const now = new Date();
      await insertSale(
        database.db,
        { ...stored, id: randomUUID(), orderId: `B${Date.now()}${n}`, createdAt: now, updatedAt: now },
        null,
      );
    };
    await driverLatencies(WORKERS, 2000, sale);
    const reference = await driverLatencies(WORKERS, seconds * 2000, sale);
    driver = { p95: reference.p95, perSecond: reference.count / (seconds * 2) };
    bench.extra.push(
      `${name}: p99 ${row.p99.toFixed(1)} ms; its firm read and insert through the driver from ${WORKERS} workers: p99 ${reference.p99.toFixed(1)} ms (API ÷ driver ${(row.p99 / Math.max(reference.p99, 0.01)).toFixed(1)}×)`,
    );
  }
  bench.rows.push({ measurement: row, driver });
  bench.budgets.set(
    name,
    judged(`p99 ≤ ${SALES_P99_MS} ms at 20 connections`, row.p99 <= SALES_P99_MS && row.non2xx === 0),
  );
}
