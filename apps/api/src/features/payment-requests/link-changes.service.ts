import {
  formatTurkishMoney,
  isoToDottedDate,
  messages,
  type PaymentRequestItem,
  parseAmount,
} from '@tahsilat/domain';
import type { AppContext, ClientInfo } from '../../context.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { type AuditEntry, recordAudit } from '../../lib/audit.js';
import { paymentLinkMail, paymentLinkSms } from '../../lib/mail/templates.js';
import type { SessionAuth } from '../../types.js';
import { mailBrandingFor } from '../auth/branding.js';
import { linkOf, presentById, scopeOf, statusOf, viewOrNotFound } from './link-present.js';
import {
  cancelRequest,
  extendRequest,
  type LinkScope,
  markSent,
  type PaymentRequestRow,
} from './payment-requests.repository.js';

/** Changes to a link after it is made: cancel, extend, send again; each audited, each message queued with it. */

/** Who changes a link: a firm user, or the tenant's administrator from the console. */
export type LinkActor = Pick<SessionAuth, 'tenantId' | 'userId'>;

/** The audit entry of a change to a link (SECURITY.md audit log: payment link create/cancel and the rest). */
export function linkAudit(
  auth: LinkActor,
  client: ClientInfo,
  event: 'payment-link.create' | 'payment-link.cancel' | 'payment-link.extend',
  id: string,
  details: Record<string, unknown>,
): AuditEntry {
  return {
    event,
    outcome: 'success',
    tenantId: auth.tenantId,
    userId: auth.userId,
    ip: client.ip,
    objectType: 'payment_request',
    objectId: id,
    details,
  };
}

/** The link's message in its own language, queued on `tx` with the change that sends it. */
export async function queueLinkMessage(
  ctx: AppContext,
  tx: Db,
  row: PaymentRequestRow,
  firmName: string,
  channel: 'email' | 'sms',
  to: string,
): Promise<void> {
  const brand = await mailBrandingFor(ctx, row.tenantId);
  const language = row.language;
  const amount = formatTurkishMoney(parseAmount(row.amount) ?? 0n, row.currencyCode);
  const validityDate = isoToDottedDate(row.validityDate);
  const link = linkOf(ctx.config.publicUrl, row.code);
  if (channel === 'email') {
    const mail = paymentLinkMail(brand, language, {
      customerName: row.customerName,
      firmName,
      amount,
      description: row.description,
      validityDate,
      link,
      referenceNumber: row.referenceNumber,
    });
    await ctx.outbox.enqueue(tx, { tenantId: row.tenantId, to, ...mail });
  } else {
    const text = paymentLinkSms(language, { tenantName: brand.tenantName, amount, link, validityDate });
    await ctx.outbox.enqueueSms(tx, { tenantId: row.tenantId, to, text });
  }
}

/**
 * POST /PaymentRequest/Cancel: only a waiting link with no payment at the bank; audit-logged. The console passes
 * its administrator and the tenant-wide scope.
 */
export async function cancelPaymentRequest(
  ctx: AppContext,
  auth: LinkActor,
  id: string,
  client: ClientInfo,
  scope: LinkScope,
): Promise<PaymentRequestItem> {
  const current = await viewOrNotFound(ctx, scope, id);
  const cancelled = await ctx.db.transaction(async (tx) => {
    const row = await cancelRequest(tx, scope, id, auth.userId);
    if (row) {
      await recordAudit(
        tx,
        linkAudit(auth, client, 'payment-link.cancel', id, {
          referenceNumber: row.referenceNumber,
          before: { state: 'open' },
          after: { state: 'cancelled' },
        }),
      );
    }
    return row;
  });
  ctx.linkCounts.invalidate();
  if (!cancelled) {
    const row = current.request;
    throw new AppError(
      'BAD_REQUEST',
      row.state === 'open' && row.claimedCount > row.paidCount
        ? messages.paymentRequestBusy
        : messages.paymentRequestNotOpen,
    );
  }
  return presentById(ctx, scope, id);
}

/** POST /PaymentRequest/Extend: a waiting or expired link gets a new last day. */
export async function extendPaymentRequest(
  ctx: AppContext,
  auth: LinkActor,
  body: { id: string; validityDate: string },
  client: ClientInfo,
  scope: LinkScope,
): Promise<PaymentRequestItem> {
  const current = await viewOrNotFound(ctx, scope, body.id);
  const extended = await ctx.db.transaction(async (tx) => {
    const row = await extendRequest(tx, scope, body.id, body.validityDate);
    if (row) {
      await recordAudit(
        tx,
        linkAudit(auth, client, 'payment-link.extend', body.id, {
          validityDate: body.validityDate,
          before: { validityDate: current.request.validityDate },
          after: { validityDate: body.validityDate },
        }),
      );
    }
    return row;
  });
  ctx.linkCounts.invalidate();
  if (!extended) {
    throw new AppError('BAD_REQUEST', messages.paymentRequestNotOpen);
  }
  return presentById(ctx, scope, body.id);
}

/** POST /PaymentRequest/Send: the link again, by e-mail or SMS, to the customer or another address. */
export async function sendPaymentRequest(
  ctx: AppContext,
  auth: SessionAuth,
  body: { id: string; channel: 'email' | 'sms'; to?: string | undefined },
): Promise<PaymentRequestItem> {
  const scope = scopeOf(auth);
  const view = await viewOrNotFound(ctx, scope, body.id);
  const row = view.request;
  if (statusOf(row) !== 'waiting') {
    throw new AppError('BAD_REQUEST', messages.paymentRequestNotOpen);
  }
  const to = body.to ?? (body.channel === 'email' ? row.customerEmail : row.customerPhone);
  if (!to) {
    throw new AppError('BAD_REQUEST', messages.sendTargetMissing);
  }
  await ctx.db.transaction(async (tx) => {
    await queueLinkMessage(ctx, tx, row, view.firmName, body.channel, to);
    await markSent(tx, row.id);
  });
  ctx.outbox.kick();
  return presentById(ctx, scope, body.id);
}
