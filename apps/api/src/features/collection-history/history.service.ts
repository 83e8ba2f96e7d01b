import {
  type CollectionChannel,
  type CollectionDetail,
  type CollectionHistoryExportQuery,
  type CollectionHistoryFilter,
  type CollectionHistoryPage,
  type CollectionHistoryQuery,
  type CollectionRow,
  type CollectionStatus,
  collectedNetText,
  formatMoneyText,
  isCountedCollection,
  messages,
  REVERSAL_STATUS_LABELS,
} from '@tahsilat/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { decodeCursor } from '../../db/keyset.js';
import { callbackEvents, firms, posTransactions, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionAuth } from '../../types.js';
import { readableFirms, resolveFirm } from '../firm-report/firm-scope.js';
import { listReversals } from '../refunds/refunds.repository.js';
import {
  type HistoryDbRow,
  type HistoryScope,
  type HistorySort,
  historyColumns,
  readHistoryPage,
  readHistoryPageAndCount,
} from './history.repository.js';

export const DEFAULT_HISTORY_PAGE_SIZE = 20;

/** The firms whose payments the user reads: the one named (own or a dealer, else 404), or all it may read. */
export async function historyScope(ctx: AppContext, auth: SessionAuth, firmId: string | undefined) {
  if (firmId) {
    const firm = await resolveFirm(ctx.db, auth, firmId);
    return { tenantId: auth.tenantId, firmIds: [firm.id] };
  }
  const readable = await readableFirms(ctx.db, auth);
  return { tenantId: auth.tenantId, firmIds: readable.map((firm) => firm.id) };
}

/**
 * A payment as the history, its Excel file and the console list it. The net is what it counts for in every report
 * (collectedNet): what the firm receives less what refunds gave back; nothing for a voided, failed or pending one.
 */
export function presentRow(row: HistoryDbRow): CollectionRow {
  const status = row.historyStatus as CollectionStatus;
  const isCollection = isCountedCollection(status);
  const posted = Boolean(row.erpDocumentNo || row.erpRecordedAt);
  return {
    id: row.id,
    createdAt: row.createdAtText,
    orderId: row.orderId,
    referenceNumber: row.referenceNumber,
    firm:
      row.firmId && row.firmCode && row.firmName
        ? { id: row.firmId, code: row.firmCode, name: row.firmName }
        : null,
    channel: row.channel as CollectionChannel,
    bankId: row.bankId,
    bankName: row.bankName,
    maskedCardNumber: row.maskedCardNumber,
    cardHolderName: row.cardHolderName,
    installmentCount: row.installmentCount,
    extraInstallmentCount: row.extraInstallmentCount,
    amount: row.amount,
    commissionAmount: row.commissionAmount,
    totalAmount: row.totalAmount,
    netAmount: collectedNetText(status, row.netAmount, row.refundedAmount),
    refundedAmount: row.refundedAmount,
    currencyCode: row.currencyCode,
    status,
    bankMessage: status === 'failed' ? row.message : null,
    erpState: isCollection ? (posted ? 'posted' : 'waiting') : null,
    erpDocumentNo: row.erpDocumentNo,
    userName: row.userName,
  };
}

function sortOf(query: { sortBy?: HistorySort | undefined; sortDir?: 'asc' | 'desc' | undefined }) {
  return { sortBy: query.sortBy ?? 'createdAt', sortDir: query.sortDir ?? 'desc' } as const;
}

export async function historyPage(
  ctx: AppContext,
  auth: SessionAuth,
  query: CollectionHistoryQuery,
): Promise<CollectionHistoryPage> {
  const { cursor: cursorText, pageSize, sortBy: _sortBy, sortDir: _sortDir, ...filter } = query;
  const sort = sortOf(query);
  const cursor = cursorText
    ? decodeCursor(cursorText, sort.sortBy === 'createdAt' ? 'instant' : 'amount')
    : null;
  if (cursorText && !cursor) {
    throw AppError.validation([messages.cursorInvalid]);
  }
  const scope = await historyScope(ctx, auth, filter.firmId);
  const { page, total } = await readHistoryPageAndCount(ctx.db, scope, {
    filter,
    ...sort,
    pageSize: Number(pageSize ?? DEFAULT_HISTORY_PAGE_SIZE),
    cursor,
  });
  return { items: page.rows.map(presentRow), nextCursor: page.nextCursor, total };
}

/** Every matching payment in the list's order, in batches (the Excel file of the filtered list). */
export async function* historyRows(
  ctx: AppContext,
  auth: SessionAuth,
  query: CollectionHistoryExportQuery,
  batchSize = 1000,
): AsyncGenerator<CollectionRow> {
  const { sortBy: _sortBy, sortDir: _sortDir, ...filter } = query;
  const sort = sortOf(query);
  const scope: HistoryScope = await historyScope(ctx, auth, filter.firmId);
  let cursor = null;
  for (;;) {
    const page = await readHistoryPage(ctx.db, scope, {
      filter: filter as CollectionHistoryFilter,
      ...sort,
      pageSize: batchSize,
      cursor,
    });
    yield* page.rows.map(presentRow);
    if (!page.nextCursor) {
      return;
    }
    cursor = decodeCursor(page.nextCursor, sort.sortBy === 'createdAt' ? 'instant' : 'amount');
  }
}

type Timeline = CollectionDetail['timeline'];

/** Approved reversals and one still at the bank, as the dealer's timeline shows them (the amount and why). */
async function reversalEvents(ctx: AppContext, transactionId: string): Promise<Timeline> {
  const rows = await listReversals(ctx.db, transactionId);
  return rows
    .filter(({ refund }) => refund.status !== 'declined')
    .map(({ refund }) => {
      const amount = formatMoneyText(refund.amount, refund.currencyCode);
      const state = refund.status === 'processing' ? ` · ${REVERSAL_STATUS_LABELS.processing}` : '';
      return {
        at: (refund.settledAt ?? refund.createdAt).toISOString(),
        event: refund.kind === 'void' ? 'voided' : 'refunded',
        text: `${amount}${state} · ${refund.reason}`,
      };
    });
}

/** One payment with its timeline: started, the bank's 3-D answer, the outcome, the ERP's side. */
export async function historyDetail(
  ctx: AppContext,
  auth: SessionAuth,
  id: string,
): Promise<CollectionDetail> {
  const scope = await historyScope(ctx, auth, undefined);
  const x = posTransactions;
  const [row] = await ctx.db
    .select({
      ...historyColumns,
      commissionRate: x.commissionRate,
      description: x.description,
      customerEmail: x.customerEmail,
      mobilePhone: x.mobilePhone,
      authCode: x.authCode,
      hostRefNum: x.hostRefNum,
      createdAt: x.createdAt,
      completedAt: x.completedAt,
      preAuthSettledAt: x.preAuthSettledAt,
      preAuthState: x.preAuthState,
      erpPostedAt: x.erpPostedAt,
      status: x.status,
    })
    .from(x)
    .leftJoin(firms, eq(firms.id, x.firmId))
    .leftJoin(users, eq(users.id, x.userId))
    .where(and(eq(x.tenantId, auth.tenantId), eq(x.id, id)))
    .limit(1);
  if (!row?.firmId || !scope.firmIds.includes(row.firmId)) {
    throw AppError.notFound(messages.notFound);
  }
  const callbacks = await ctx.db
    .select({
      at: callbackEvents.receivedAt,
      accepted: callbackEvents.accepted,
      mdStatus: callbackEvents.mdStatus,
    })
    .from(callbackEvents)
    .where(and(eq(callbackEvents.tenantId, auth.tenantId), eq(callbackEvents.transactionId, id)))
    .orderBy(asc(callbackEvents.receivedAt));
  const presented = presentRow(row);
  const timeline: Timeline = [{ at: row.createdAt.toISOString(), event: 'created', text: null }];
  for (const callback of callbacks) {
    timeline.push({
      at: callback.at.toISOString(),
      event: 'threeD',
      // A post we refused (a wrong hash, another amount) says so; an accepted one needs no words.
      text: callback.accepted ? null : 'Bankadan gelen yanıt doğrulanamadı; dikkate alınmadı.',
    });
  }
  if (row.completedAt) {
    const event =
      row.status === 'authorised' ? 'authorised' : row.status === 'expired' ? 'expired' : 'failed';
    timeline.push({
      at: row.completedAt.toISOString(),
      event,
      text: event === 'authorised' ? null : row.message,
    });
  }
  if (row.preAuthSettledAt && row.preAuthState === 'released') {
    timeline.push({ at: row.preAuthSettledAt.toISOString(), event: 'voided', text: null });
  }
  timeline.push(...(await reversalEvents(ctx, id)));
  if (row.erpRecordedAt) {
    timeline.push({ at: row.erpRecordedAt.toISOString(), event: 'erpRecorded', text: null });
  }
  if (row.erpPostedAt) {
    timeline.push({ at: row.erpPostedAt.toISOString(), event: 'erpPosted', text: row.erpDocumentNo });
  }
  timeline.sort((a, b) => a.at.localeCompare(b.at));
  return {
    ...presented,
    commissionRate: Number(row.commissionRate),
    description: row.description,
    customerEmail: row.customerEmail,
    mobilePhone: row.mobilePhone,
    authCode: row.authCode,
    hostRefNum: row.hostRefNum,
    timeline,
  };
}
