import { type Collection, istanbulIsoDate, messages } from '@tahsilat/domain';
import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firms, posTransactions } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';

/**
 * Our card collections for the ERP (DESIGN 12): the tenant's feed in the order the collections were committed
 * (feed_seq, given by a trigger), and the ERP's acknowledgement of each one it posted.
 */

const CURSOR_PREFIX = 'c1.';

export function encodeCursor(seq: number): string {
  return Buffer.from(`${CURSOR_PREFIX}${seq}`, 'utf8').toString('base64url');
}

/** The feed position a cursor stands for; a cursor we did not make is the catalogue's 406. */
export function decodeCursor(cursor: string | undefined): number {
  if (cursor === undefined) {
    return 0;
  }
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const seq = text.startsWith(CURSOR_PREFIX) ? Number(text.slice(CURSOR_PREFIX.length)) : Number.NaN;
  if (!Number.isSafeInteger(seq) || seq < 0 || encodeCursor(seq) !== cursor) {
    throw AppError.validation([messages.listCursorInvalid]);
  }
  return seq;
}

const columns = {
  id: posTransactions.id,
  feedSeq: posTransactions.feedSeq,
  firmCode: firms.branchNumber,
  collectedAt: posTransactions.collectedAt,
  amount: posTransactions.amount,
  commission: posTransactions.commissionAmount,
  totalAmount: posTransactions.totalAmount,
  currencyCode: posTransactions.currencyCode,
  installmentCount: posTransactions.installmentCount,
  bankName: posTransactions.bankName,
  maskedCardNumber: posTransactions.maskedCardNumber,
  authCode: posTransactions.authCode,
  referenceNumber: posTransactions.referenceNumber,
  orderId: posTransactions.orderId,
  channel: posTransactions.channel,
  description: posTransactions.description,
  reversalState: posTransactions.reversalState,
  refundedAmount: posTransactions.refundedAmount,
  erpDocumentNo: posTransactions.erpDocumentNo,
  erpPostedAt: posTransactions.erpPostedAt,
};

function selectCollections(db: Db) {
  return db
    .select(columns)
    .from(posTransactions)
    .leftJoin(firms, and(eq(firms.tenantId, posTransactions.tenantId), eq(firms.id, posTransactions.firmId)))
    .$dynamic();
}

type CollectionRow = Awaited<ReturnType<typeof selectCollections>>[number];

export function presentCollection(row: CollectionRow): Collection {
  const collectedAt = row.collectedAt ?? new Date(0);
  return {
    id: row.id,
    firmCode: row.firmCode,
    date: istanbulIsoDate(collectedAt),
    authorisedAt: collectedAt.toISOString(),
    amount: row.amount,
    commission: row.commission,
    totalAmount: row.totalAmount,
    currencyCode: row.currencyCode,
    installmentCount: row.installmentCount,
    bankName: row.bankName,
    maskedCardNumber: row.maskedCardNumber,
    authCode: row.authCode,
    referenceNumber: row.referenceNumber,
    orderId: row.orderId,
    channel: row.channel,
    description: row.description,
    // A refund or void moves the collection to the end of the feed (migration 0015), with this status.
    status: row.reversalState ?? 'authorised',
    refundedAmount: row.refundedAmount,
    erpDocumentNo: row.erpDocumentNo,
    erpPostedAt: row.erpPostedAt?.toISOString() ?? null,
  };
}

export async function listCollections(
  db: Db,
  tenantId: string,
  query: { after?: string | undefined; limit: number },
) {
  const after = decodeCursor(query.after);
  const rows = await selectCollections(db)
    .where(and(eq(posTransactions.tenantId, tenantId), gt(posTransactions.feedSeq, after)))
    .orderBy(asc(posTransactions.feedSeq))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1)?.feedSeq ?? (after > 0 ? after : null);
  return {
    items: page.map(presentCollection),
    nextCursor: last === null ? null : encodeCursor(last),
    hasMore: rows.length > query.limit,
  };
}

export async function findCollection(db: Db, tenantId: string, id: string): Promise<CollectionRow | null> {
  const [row] = await selectCollections(db).where(
    and(
      eq(posTransactions.tenantId, tenantId),
      eq(posTransactions.id, id),
      isNotNull(posTransactions.feedSeq),
    ),
  );
  return row ?? null;
}

/**
 * The ERP posted a collection under its own document number. Acknowledging again with the same number changes
 * nothing; another number is refused, since a second posting would count the money twice in the ERP.
 */
export async function acknowledgeCollection(
  db: Db,
  tenantId: string,
  id: string,
  erpDocumentNo: string,
  actor: { keyId: string; ip: string },
): Promise<Collection> {
  const existing = await findCollection(db, tenantId, id);
  if (!existing) {
    throw AppError.notFound(messages.collectionNotFound);
  }
  if (existing.erpDocumentNo !== null && existing.erpDocumentNo !== erpDocumentNo) {
    throw new AppError('BAD_REQUEST', messages.collectionAlreadyAcknowledged);
  }
  const moved = await db
    .update(posTransactions)
    .set({ erpDocumentNo, erpPostedAt: sql`coalesce(${posTransactions.erpPostedAt}, now())` })
    .where(
      and(
        eq(posTransactions.tenantId, tenantId),
        eq(posTransactions.id, id),
        sql`(${posTransactions.erpDocumentNo} IS NULL OR ${posTransactions.erpDocumentNo} = ${erpDocumentNo})`,
      ),
    )
    .returning({ id: posTransactions.id });
  if (moved.length === 0) {
    // Another acknowledgement with a different number won the race.
    throw new AppError('BAD_REQUEST', messages.collectionAlreadyAcknowledged);
  }
  await recordAudit(db, {
    event: 'integration.ack',
    outcome: 'success',
    tenantId,
    ip: actor.ip,
    objectType: 'pos_transaction',
    objectId: id,
    details: { erpDocumentNo, keyId: actor.keyId },
  });
  const row = await findCollection(db, tenantId, id);
  return presentCollection(row as CollectionRow);
}
