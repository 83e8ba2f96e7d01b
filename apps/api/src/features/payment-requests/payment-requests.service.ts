import { randomBytes } from 'node:crypto';
import {
  type CreatePaymentRequest,
  CURRENCY_CODES,
  DEFAULT_VALIDITY_DAYS,
  formatAmount,
  isoDatePlusDays,
  istanbulIsoDate,
  LIST_COUNT_CAP,
  MAX_VALIDITY_DAYS,
  messages,
  type PaymentRequestCreateOptions,
  type PaymentRequestFilter,
  type PaymentRequestItem,
  type PaymentRequestListQuery,
  type PaymentRequestPage,
  parseAmount,
} from '@tahsilat/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext, ClientInfo } from '../../context.js';
import { decodeCursor } from '../../db/keyset.js';
import { paymentSets } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { auditRow } from '../../lib/audit.js';
import type { SessionAuth } from '../../types.js';
import { linkAudit, queueLinkMessage } from './link-changes.service.js';
import { insertPaymentRequest } from './link-insert.repository.js';
import {
  CURSOR_KIND,
  countMatching,
  iterateRows,
  listPage,
  type SortDir,
  type SortKey,
} from './link-list.repository.js';
import { presentItem, scopeOf } from './link-present.js';
import { type LinkScope, markSent, scopeFirms } from './payment-requests.repository.js';

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

/** The firms a session may create links for: its own and, for a main firm, its active sub-firms. */
function firmsOf(ctx: AppContext, auth: SessionAuth) {
  return scopeFirms(ctx.db, auth.tenantId, auth.firmId, auth.isSubFirm);
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
