import { randomBytes } from 'node:crypto';
import {
  type CreatePaymentRequest,
  CURRENCY_CODES,
  DEFAULT_VALIDITY_DAYS,
  formatAmount,
  formatTurkishMoney,
  isoDatePlusDays,
  isoToDottedDate,
  istanbulIsoDate,
  LIST_COUNT_CAP,
  MAX_VALIDITY_DAYS,
  messages,
  type PaymentRequestCreateOptions,
  type PaymentRequestFilter,
  type PaymentRequestItem,
  type PaymentRequestListQuery,
  type PaymentRequestPage,
  type PaymentRequestStatus,
  type PreAuthState,
  parseAmount,
  paymentRequestStatusOf,
} from '@tahsilat/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext, ClientInfo } from '../../context.js';
import type { Db } from '../../db/client.js';
import { decodeCursor } from '../../db/keyset.js';
import { paymentSets } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { type AuditEntry, auditRow, recordAudit } from '../../lib/audit.js';
import { paymentLinkMail, paymentLinkSms } from '../../lib/mail/templates.js';
import type { SessionAuth } from '../../types.js';
import { mailBrandingFor } from '../auth/branding.js';
import {
  CURSOR_KIND,
  cancelRequest,
  countMatching,
  extendRequest,
  findInScope,
  insertPaymentRequest,
  iterateRows,
  type LinkScope,
  listPage,
  markSent,
  type PaymentRequestRow,
  type PaymentRequestView,
  type SortDir,
  type SortKey,
  scopeFirms,
} from './payment-requests.repository.js';

/** Who changes a link: a firm user, or the tenant's administrator from the console. */
export type LinkActor = Pick<SessionAuth, 'tenantId' | 'userId'>;

/** The audit entry of a change to a link (SECURITY.md audit log: payment link create/cancel and the rest). */
function linkAudit(
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

/** How long a tracking count is reused (`AppContext.linkCounts`). */
export const LINK_COUNT_TTL_MS = 10_000;

/** 18 random bytes (144 bits), base64url: 24 characters. */
export function newPaymentCode(): string {
  return randomBytes(18).toString('base64url');
}

/** A reference people can read out on the phone: LNK-yymmdd-XXXXXX. */
function newReference(): string {
  const day = istanbulIsoDate().slice(2).replaceAll('-', '');
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const random = [...randomBytes(6)].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `LNK-${day}-${random}`;
}

export function linkOf(publicUrl: string, code: string): string {
  return `${publicUrl}/paymentPage?d=${code}`;
}

/** The links a session may see and act on (the SQL is in the queries themselves). */
export function scopeOf(auth: SessionAuth): LinkScope {
  return { tenantId: auth.tenantId, firmId: auth.firmId, isSubFirm: auth.isSubFirm };
}

/** The stored hold as tracking shows it: a capture or release still at the bank is one state, `settling`. */
const PRE_AUTH_SHOWN: Record<NonNullable<PaymentRequestView['preAuthState']>, PreAuthState> = {
  held: 'held',
  capturing: 'settling',
  releasing: 'settling',
  captured: 'captured',
  released: 'released',
};

/** The firms a session may create links for: its own and, for a main firm, its active sub-firms. */
function firmsOf(ctx: AppContext, auth: SessionAuth) {
  return scopeFirms(ctx.db, auth.tenantId, auth.firmId, auth.isSubFirm);
}

export function presentItem(view: PaymentRequestView, publicUrl: string, today: string): PaymentRequestItem {
  const row = view.request;
  return {
    id: row.id,
    code: row.code,
    link: linkOf(publicUrl, row.code),
    referenceNumber: row.referenceNumber,
    firmId: row.firmId,
    firmName: view.firmName,
    firmBranchNumber: view.firmBranchNumber,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    amount: row.amount,
    currencyCode: row.currencyCode,
    description: row.description,
    validityDate: row.validityDate,
    status: statusOf(row, today),
    language: row.language,
    isPreAuth: row.isPreAuth,
    preAuthState: row.isPreAuth && view.preAuthState ? PRE_AUTH_SHOWN[view.preAuthState] : 'none',
    maxPayments: row.maxPayments,
    paidCount: row.paidCount,
    paidAt: row.paidAt?.toISOString() ?? null,
    paidAmount: view.paidTotal,
    transactionId: row.lastTransactionId,
    paymentSetId: row.paymentSetId,
    paymentMethod: row.paymentMethod,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdByName,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
  };
}

export function statusOf(row: PaymentRequestRow, today: string = istanbulIsoDate()): PaymentRequestStatus {
  return paymentRequestStatusOf(
    { isPaid: row.state === 'paid', isCancelled: row.state === 'cancelled', validityDate: row.validityDate },
    today,
  );
}

export async function viewOrNotFound(
  ctx: AppContext,
  scope: LinkScope,
  id: string,
): Promise<PaymentRequestView> {
  const view = await findInScope(ctx.db, scope, id);
  if (!view) {
    throw AppError.notFound(messages.paymentRequestNotFound);
  }
  return view;
}

export async function presentById(
  ctx: AppContext,
  scope: LinkScope,
  id: string,
): Promise<PaymentRequestItem> {
  return presentItem(await viewOrNotFound(ctx, scope, id), ctx.config.publicUrl, istanbulIsoDate());
}

/** GET /PaymentRequest/CreateOptions: what the create form may offer this user. */
export async function createOptions(
  ctx: AppContext,
  auth: SessionAuth,
): Promise<PaymentRequestCreateOptions> {
  const [firms, config, sets] = await Promise.all([
    firmsOf(ctx, auth),
    ctx.paymentConfig.get(auth.tenantId),
    ctx.db
      .select({ id: paymentSets.id, name: paymentSets.name })
      .from(paymentSets)
      .where(and(eq(paymentSets.tenantId, auth.tenantId), eq(paymentSets.isActive, true)))
      .orderBy(asc(paymentSets.sortOrder), asc(paymentSets.name)),
  ]);
  return {
    firms,
    currencies: CURRENCY_CODES.filter((code) => config.currencies.includes(code)),
    paymentSets: sets,
    paymentMethods: config.paymentMethods,
    isPreAuthAllowed: config.tenant.isPreAuthAllowed,
    defaultLanguage: config.tenant.b2bPayWithLinkDefaultLanguageOption === 1 ? 'en' : 'tr',
    defaultValidityDate: isoDatePlusDays(DEFAULT_VALIDITY_DAYS),
    maxValidityDate: isoDatePlusDays(MAX_VALIDITY_DAYS),
    smsEnabled: true,
  };
}

/** The link's message in its own language, queued on `tx` with the change that sends it. */
async function queueLinkMessage(
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

/** POST /PaymentRequest/Create */
export async function createPaymentRequest(
  ctx: AppContext,
  auth: SessionAuth,
  body: CreatePaymentRequest,
  client: ClientInfo,
): Promise<PaymentRequestItem> {
  // The user's own firm comes with the session; a sub-firm is looked up (and must be under the user's firm).
  const own = !body.firmId || body.firmId === auth.firmId;
  const [firms, config] = await Promise.all([
    own
      ? [{ id: auth.firmId, name: auth.firmName, branchNumber: auth.firmBranchNumber }]
      : firmsOf(ctx, auth),
    ctx.paymentConfig.get(auth.tenantId),
  ]);
  const firm = firms.find((candidate) => candidate.id === (body.firmId ?? auth.firmId));
  if (!firm) {
    throw AppError.notFound(messages.firmNotFound);
  }
  if (!config.currencies.includes(body.currencyCode)) {
    throw new AppError('BAD_REQUEST', messages.currencyNotAllowed);
  }
  if (body.isPreAuth && !config.tenant.isPreAuthAllowed) {
    throw new AppError('BAD_REQUEST', messages.preAuthNotAllowed);
  }
  const method = body.paymentMethodId
    ? config.paymentMethods.find((candidate) => candidate.id === body.paymentMethodId)
    : null;
  if (body.paymentMethodId && !method) {
    throw new AppError('BAD_REQUEST', messages.paymentMethodNotFound);
  }
  const paymentSetId = body.paymentSetId ?? method?.paymentSetId ?? null;
  if (paymentSetId) {
    const set = await ctx.db
      .select({ id: paymentSets.id })
      .from(paymentSets)
      .where(and(eq(paymentSets.tenantId, auth.tenantId), eq(paymentSets.id, paymentSetId)))
      .limit(1);
    if (set.length === 0 || (method?.paymentSetId && method.paymentSetId !== paymentSetId)) {
      throw new AppError('BAD_REQUEST', messages.paymentSetNotFound);
    }
  }
  const amount = parseAmount(body.amount);
  if (amount === null) {
    throw AppError.validation([messages.amountInvalid]);
  }
  const id = crypto.randomUUID();
  const row = {
    id,
    tenantId: auth.tenantId,
    firmId: firm.id,
    code: newPaymentCode(),
    referenceNumber: body.referenceNumber ?? newReference(),
    amount: formatAmount(amount),
    currencyCode: body.currencyCode,
    description: body.description,
    validityDate: body.validityDate ?? isoDatePlusDays(DEFAULT_VALIDITY_DAYS),
    paymentSetId,
    paymentMethodId: method?.id ?? null,
    paymentMethod: method?.name ?? null,
    isPreAuth: body.isPreAuth ?? false,
    customerName: body.customerName ?? null,
    customerEmail: body.customerEmail ?? null,
    customerPhone: body.customerPhone ?? null,
    language: body.language ?? (config.tenant.b2bPayWithLinkDefaultLanguageOption === 1 ? 'en' : 'tr'),
    maxPayments: body.maxPayments ?? 1,
    createdBy: auth.userId,
    createdByName: auth.userName,
  } satisfies Parameters<typeof insertPaymentRequest>[1];
  const audit = auditRow(
    linkAudit(auth, client, 'payment-link.create', id, {
      amount: row.amount,
      currencyCode: row.currencyCode,
      firmId: firm.id,
      isPreAuth: row.isPreAuth,
    }),
  );
  const sends = [
    ...(body.sendEmail && row.customerEmail ? [['email', row.customerEmail] as const] : []),
    ...(body.sendSms && row.customerPhone ? [['sms', row.customerPhone] as const] : []),
  ];

  // Without a message to send, the link and its audit row are one statement; with one, the message is
  // queued in the same transaction as the link.
  const stored =
    sends.length === 0
      ? await insertPaymentRequest(ctx.db, row, audit)
      : await ctx.db.transaction(async (tx) => {
          const inserted = await insertPaymentRequest(tx, row, audit);
          for (const [channel, to] of sends) {
            await queueLinkMessage(ctx, tx, inserted, firm.name, channel, to);
          }
          await markSent(tx, id);
          return { ...inserted, lastSentAt: new Date() };
        });
  ctx.linkCounts.invalidate();
  if (sends.length > 0) {
    ctx.outbox.kick();
  }
  return presentItem(
    {
      request: stored,
      firmName: firm.name,
      firmBranchNumber: firm.branchNumber,
      paidTotal: null,
      preAuthState: null,
    },
    ctx.config.publicUrl,
    istanbulIsoDate(),
  );
}

function sortOf(query: { sortBy?: SortKey | undefined; sortDir?: SortDir | undefined }) {
  return { sortBy: query.sortBy ?? 'createdAt', sortDir: query.sortDir ?? 'desc' } as const;
}

/** GET /PaymentRequest/List */
export async function listPaymentRequests(
  ctx: AppContext,
  scope: LinkScope,
  query: PaymentRequestListQuery,
): Promise<PaymentRequestPage> {
  const { sortBy, sortDir } = sortOf(query);
  const cursor = query.cursor ? decodeCursor(query.cursor, CURSOR_KIND[sortBy]) : null;
  if (query.cursor && !cursor) {
    throw AppError.validation([messages.listCursorInvalid]);
  }
  const today = istanbulIsoDate();
  const filter = filterOf(query);
  // The count of a filter is reused for a few seconds: paging through a list asks for it on every page.
  const countKey = JSON.stringify([scope, filter, today]);
  const [page, total] = await Promise.all([
    listPage(ctx.db, scope, { filter, sortBy, sortDir, pageSize: query.pageSize ?? 20, cursor, today }),
    ctx.linkCounts.getOrLoad(countKey, () => countMatching(ctx.db, scope, filter, today)),
  ]);
  return {
    items: page.rows.map((view) => presentItem(view, ctx.config.publicUrl, today)),
    nextCursor: page.nextCursor,
    total: Math.min(total, LIST_COUNT_CAP),
    totalIsCapped: total > LIST_COUNT_CAP,
  };
}

function filterOf(query: PaymentRequestFilter): PaymentRequestFilter {
  const { createdFrom, createdTo, status, firmId, amountMin, amountMax, search } = query;
  return { createdFrom, createdTo, status, firmId, amountMin, amountMax, search };
}

/** The filtered list, row by row, for the Excel export. */
export async function* exportRows(
  ctx: AppContext,
  auth: SessionAuth,
  query: PaymentRequestFilter & { sortBy?: SortKey | undefined; sortDir?: SortDir | undefined },
): AsyncGenerator<PaymentRequestItem> {
  const scope = scopeOf(auth);
  const today = istanbulIsoDate();
  for await (const view of iterateRows(ctx.db, scope, { filter: filterOf(query), ...sortOf(query), today })) {
    yield presentItem(view, ctx.config.publicUrl, today);
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
