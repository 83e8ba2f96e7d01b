import {
  formatAmount,
  istanbulIsoDate,
  messages,
  type PosCollectionDueItems,
  type PosCollectionSalesRequest,
  type PosCollectionSetup,
  totalOpen,
} from '@tahsilat/domain';
import type { AppContext, ClientInfo } from '../../context.js';
import type { Db } from '../../db/client.js';
import { firms } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionAuth } from '../../types.js';
import { readableFirms, readableFirmWhere, resolveFirm } from '../firm-report/firm-scope.js';
import { availableProviders, currencies } from '../pay-without-login/pay-without-login.service.js';
import { readLinesForPayment } from '../payment-plan/line-payments.js';
import { presentLine } from '../payment-plan/payment-plan.service.js';
import { openForPayment } from '../payments/sale-items.js';
import { type SaleContext, startCardPayment } from '../payments/sales.service.js';

/** The payment form's screen settings: the public form's (screen 6), as on the pay-without-login page. */
const SCREEN = 6;

/**
 * The firm a signed-in payment is for: the user's own, or one of its sub-firms for a main firm's user (anything
 * else is not found), and it must be active. One read: the report rule's condition with the payment's columns.
 */
export async function payingFirm(db: Db, auth: SessionAuth, firmId: string | undefined) {
  const [firm] = await db
    .select({
      id: firms.id,
      code: firms.branchNumber,
      name: firms.name,
      email: firms.email,
      groupCode: firms.groupCode,
      isActive: firms.isActive,
    })
    .from(firms)
    .where(readableFirmWhere(auth, firmId))
    .limit(1);
  if (!firm) {
    throw AppError.notFound(messages.firmNotFound);
  }
  if (!firm.isActive) {
    throw new AppError('BAD_REQUEST', messages.firmInactive);
  }
  return firm;
}

export async function posCollectionSetup(ctx: AppContext, auth: SessionAuth): Promise<PosCollectionSetup> {
  const [config, tenant, readable] = await Promise.all([
    ctx.paymentConfig.get(auth.tenantId),
    ctx.tenants.require(auth.tenantId),
    readableFirms(ctx.db, auth),
  ]);
  return {
    tenantId: tenant.id,
    tenantName: tenant.name,
    logoPath: tenant.logoPath,
    screen: config.screens[SCREEN],
    providers: availableProviders(config),
    currencies: currencies(config),
    firms: readable.filter((firm) => firm.isActive),
  };
}

/** The lines a prefilled payment names, as the plan shows them, and what they leave open together. */
export async function dueItemsForPayment(
  ctx: AppContext,
  auth: SessionAuth,
  query: { firmId?: string | undefined; items: string[] },
): Promise<PosCollectionDueItems> {
  const firm = await resolveFirm(ctx.db, auth, query.firmId);
  const lines = await readLinesForPayment(
    ctx.db,
    { tenantId: auth.tenantId, firmId: firm.id, ids: query.items },
    false,
  );
  const [first] = lines;
  if (!first || lines.length !== query.items.length) {
    throw AppError.notFound(messages.dueItemNotFound);
  }
  if (lines.some((line) => line.currency_code !== first.currency_code)) {
    throw new AppError('BAD_REQUEST', messages.dueItemsCurrencyMismatch);
  }
  const today = istanbulIsoDate();
  return {
    items: lines.map((line) => presentLine(line, today, null)),
    currencyCode: first.currency_code,
    open: formatAmount(totalOpen(lines.map((line) => ({ id: line.id, open: openForPayment(line) })))),
  };
}

/** Starts a signed-in card payment: tenant and firm from the session, the plan lines checked as it is stored. */
export async function startPortalPayment(
  ctx: AppContext,
  auth: SessionAuth,
  body: PosCollectionSalesRequest,
  client: ClientInfo,
) {
  const { items, firmId, ...fields } = body;
  const [config, firm] = await Promise.all([
    ctx.paymentConfig.get(auth.tenantId),
    payingFirm(ctx.db, auth, firmId),
  ]);
  const sale: SaleContext = {
    channel: 'pos_collection',
    screen: SCREEN,
    type: 'Auth',
    firm: { id: firm.id, groupCode: firm.groupCode },
    referenceNumber: null,
    callbackUrl: null,
    callbackMethod: null,
    withParams: false,
    paramsKeyId: null,
    paymentRequestId: null,
    userId: auth.userId,
    dueItemIds: items ?? null,
  };
  return startCardPayment(ctx, config, { ...fields, firmId: firm.id }, sale, client);
}
