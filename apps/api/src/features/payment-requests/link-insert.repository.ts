import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog, paymentRequests } from '../../db/schema.js';
import type { NewPaymentRequest, PaymentRequestRow } from './payment-requests.repository.js';

/** Making a link: the row and its audit row in one statement. */

type AuditInsert = typeof auditLog.$inferInsert;

const LINK_COLUMNS = [
  'id',
  'tenantId',
  'firmId',
  'code',
  'referenceNumber',
  'amount',
  'currencyCode',
  'description',
  'validityDate',
  'paymentSetId',
  'paymentMethodId',
  'paymentMethod',
  'isPreAuth',
  'customerName',
  'customerEmail',
  'customerPhone',
  'language',
  'maxPayments',
  'createdBy',
  'createdByName',
] as const;
const AUDIT_COLUMNS = [
  'event',
  'outcome',
  'tenantId',
  'userId',
  'ip',
  'objectType',
  'objectId',
  'details',
] as const;

/** The statement, prepared once per database: building it is most of a create's own work. */
function prepareInsert(db: Db) {
  const audited = db.$with('audited').as(
    db
      .insert(auditLog)
      .values(
        Object.fromEntries(
          AUDIT_COLUMNS.map((c) => [c, sql.placeholder(`audit_${c}`)]),
        ) as unknown as AuditInsert,
      )
      .returning({ id: auditLog.id }),
  );
  return db
    .with(audited)
    .insert(paymentRequests)
    .values(
      Object.fromEntries(LINK_COLUMNS.map((c) => [c, sql.placeholder(c)])) as unknown as NewPaymentRequest,
    )
    .returning({ createdAt: paymentRequests.createdAt, updatedAt: paymentRequests.updatedAt })
    .prepare('insert_payment_request');
}
const preparedInserts = new WeakMap<Db, ReturnType<typeof prepareInsert>>();

/** The link and its audit row in one statement (a data-modifying CTE): one round trip, one commit. */
export async function insertPaymentRequest(
  db: Db,
  row: NewPaymentRequest & Required<Pick<NewPaymentRequest, (typeof LINK_COLUMNS)[number]>>,
  audit: AuditInsert,
): Promise<PaymentRequestRow> {
  let prepared = preparedInserts.get(db);
  if (!prepared) {
    prepared = prepareInsert(db);
    preparedInserts.set(db, prepared);
  }
  const values: Record<string, unknown> = {};
  for (const column of LINK_COLUMNS) {
    values[column] = row[column] ?? null;
  }
  for (const column of AUDIT_COLUMNS) {
    values[`audit_${column}`] = audit[column] ?? null;
  }
  const rows = await prepared.execute(values);
  const written = rows[0];
  if (!written) {
    throw new Error('payment request not inserted');
  }
  return {
    ...(Object.fromEntries(LINK_COLUMNS.map((c) => [c, row[c] ?? null])) as Pick<
      PaymentRequestRow,
      (typeof LINK_COLUMNS)[number]
    >),
    claimedCount: 0,
    paidCount: 0,
    state: 'open',
    paidAt: null,
    lastTransactionId: null,
    createdAt: written.createdAt,
    updatedAt: written.updatedAt,
    cancelledAt: null,
    cancelledBy: null,
    lastSentAt: null,
  };
}
