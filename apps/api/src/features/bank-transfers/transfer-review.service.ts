import {
  type BankTransferPage,
  type BankTransferQuery,
  type BankTransferRow,
  type BankTransferView,
  messages,
  parseIban,
} from '@tahsilat/domain';
import type { z } from 'zod';
import type { AppContext, ClientInfo } from '../../context.js';
import { decodeCursor } from '../../db/keyset.js';
import { auditLog } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { adminAuditRow } from '../../lib/audit.js';
import type { AdminAuth } from '../../types.js';
import {
  countTransferStates,
  decideTransfer,
  forgetLearntIban,
  learnSenderIban,
  readFirmsById,
  readTransfer,
  readTransferPage,
  type TransferDbRow,
  VIEW_STATES,
} from './transfer-review.repository.js';

type Query = z.output<typeof BankTransferQuery>;
type Firms = Awaited<ReturnType<typeof readFirmsById>>;

function present(row: TransferDbRow, firms: Firms): BankTransferRow {
  const { firmId, firmCode, firmName, suggestions, matchedAt, ...rest } = row;
  return {
    ...rest,
    firm:
      firmId && firmCode !== null && firmName !== null
        ? { id: firmId, code: firmCode, name: firmName }
        : null,
    suggestions: (suggestions ?? []).flatMap((suggestion) => {
      const firm = firms.get(suggestion.firmId);
      return firm ? [{ ...firm, reason: suggestion.reason }] : [];
    }),
    matchedAt: matchedAt?.toISOString() ?? null,
  };
}

async function presentRows(
  ctx: AppContext,
  tenantId: string,
  rows: TransferDbRow[],
): Promise<BankTransferRow[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.suggestions ?? []).map((s) => s.firmId)))];
  const firms = await readFirmsById(ctx.db, tenantId, ids);
  return rows.map((row) => present(row, firms));
}

/** One view of the review page, with the count of every view for its tabs. */
export async function listTransfers(
  ctx: AppContext,
  admin: AdminAuth,
  query: Query,
): Promise<BankTransferPage> {
  const cursor = query.cursor ? decodeCursor(query.cursor, 'day') : null;
  if (query.cursor && !cursor) {
    throw AppError.validation([messages.cursorInvalid]);
  }
  const [page, states] = await Promise.all([
    readTransferPage(ctx.db, admin.tenantId, query.view, query.pageSize, cursor),
    countTransferStates(ctx.db, admin.tenantId),
  ]);
  const count = (view: BankTransferView) =>
    VIEW_STATES[view].reduce((sum, state) => sum + (states.get(state) ?? 0), 0);
  return {
    items: await presentRows(ctx, admin.tenantId, page.rows),
    nextCursor: page.nextCursor,
    counts: { review: count('review'), matched: count('matched'), other: count('other') },
  };
}

type Decision = 'match' | 'dismiss' | 'undo';

async function requireIncoming(ctx: AppContext, admin: AdminAuth, id: string): Promise<TransferDbRow> {
  const row = await readTransfer(ctx.db, admin.tenantId, id);
  if (!row) {
    throw AppError.notFound(messages.transferNotFound);
  }
  if (row.direction !== 'credit' || row.isReversal) {
    throw new AppError('BAD_REQUEST', messages.transferNotIncoming);
  }
  return row;
}

/**
 * A sender IBAN worth learning: the bank's structured field only (an IBAN a payer wrote in the text is the payer's
 * claim, never learnt), valid, and not the account it came into (nor any other of the tenant's, see learnSenderIban).
 */
function learnableIban(row: TransferDbRow): string | null {
  const parsed = row.counterpartyIban ? parseIban(row.counterpartyIban) : null;
  return parsed?.ok && parsed.value.iban !== row.accountIban ? parsed.value.iban : null;
}

/**
 * Applies a person's decision in one transaction with its audit row: match to a firm (teaching the sender IBAN),
 * not a collection, or undo (back to review, forgetting what a person's match taught). A decision on a transfer
 * whose state changed meanwhile is refused, so two people never both decide it.
 */
async function decide(
  ctx: AppContext,
  admin: AdminAuth,
  client: ClientInfo,
  row: TransferDbRow,
  decision: Decision,
  firmId: string | null,
): Promise<BankTransferRow> {
  const iban = learnableIban(row);
  await ctx.db.transaction(async (tx) => {
    const base = { tenantId: admin.tenantId, id: row.id, firmWas: row.firmId };
    const changed =
      decision === 'match'
        ? await decideTransfer(
            tx,
            { ...base, from: ['suggested', 'unmatched'] },
            {
              matchState: 'matched',
              matchRule: 'manual',
              firmId,
              matchedAt: new Date(),
              matchedByUserId: admin.userId,
            },
          )
        : await decideTransfer(
            tx,
            {
              ...base,
              from: decision === 'dismiss' ? ['suggested', 'unmatched'] : ['matched', 'not_collection'],
            },
            {
              matchState:
                decision === 'dismiss'
                  ? 'not_collection'
                  : (row.suggestions ?? []).length > 0
                    ? 'suggested'
                    : 'unmatched',
              matchRule: null,
              firmId: null,
              matchedAt: null,
              matchedByUserId: decision === 'dismiss' ? admin.userId : null,
            },
          );
    if (!changed) {
      throw new AppError('BAD_REQUEST', messages.transferDecisionStale);
    }
    if (iban && decision === 'match' && firmId) {
      await learnSenderIban(tx, admin.tenantId, iban, firmId);
    }
    if (iban && decision === 'undo' && row.matchRule === 'manual' && row.firmId) {
      await forgetLearntIban(tx, admin.tenantId, iban, row.firmId);
    }
    await tx.insert(auditLog).values(
      adminAuditRow(admin, client, {
        event:
          decision === 'match'
            ? 'bank-transfer.match'
            : decision === 'dismiss'
              ? 'bank-transfer.dismiss'
              : 'bank-transfer.undo',
        objectType: 'bank_transaction',
        objectId: row.id,
        details: {
          amount: row.amount,
          currencyCode: row.currencyCode,
          from: row.matchState,
          firmId: firmId ?? row.firmId,
        },
      }),
    );
  });
  const after = await readTransfer(ctx.db, admin.tenantId, row.id);
  const [presented] = await presentRows(ctx, admin.tenantId, after ? [after] : []);
  if (!presented) {
    throw AppError.notFound(messages.transferNotFound);
  }
  return presented;
}

export async function matchTransferToFirm(
  ctx: AppContext,
  admin: AdminAuth,
  id: string,
  firmId: string,
  client: ClientInfo,
): Promise<BankTransferRow> {
  const row = await requireIncoming(ctx, admin, id);
  if (!(await readFirmsById(ctx.db, admin.tenantId, [firmId])).has(firmId)) {
    throw AppError.notFound(messages.transferFirmNotFound);
  }
  return decide(ctx, admin, client, row, 'match', firmId);
}

export async function dismissTransfer(ctx: AppContext, admin: AdminAuth, id: string, client: ClientInfo) {
  return decide(ctx, admin, client, await requireIncoming(ctx, admin, id), 'dismiss', null);
}

export async function undoTransferDecision(
  ctx: AppContext,
  admin: AdminAuth,
  id: string,
  client: ClientInfo,
) {
  return decide(ctx, admin, client, await requireIncoming(ctx, admin, id), 'undo', null);
}
