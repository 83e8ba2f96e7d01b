import {
  formatTurkishAmount,
  istanbulIsoDate,
  messages,
  PaymentCode,
  type PublicPaymentRequest,
  parseAmount,
  type SalesRequestWithCode,
} from '@tahsilat/domain';
import type { AppContext, ClientInfo } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { availableProviders, findFirm } from '../pay-without-login/pay-without-login.service.js';
import { startCardPayment } from '../payments/sales.service.js';
import { presentPublicTenant } from '../tenants/tenants.presenter.js';
import { statusOf } from './link-present.js';
import { findByCode, type PaymentRequestRow } from './payment-requests.repository.js';

/** The link behind a code; an unknown or malformed code is simply not found. */
async function requestByCode(ctx: AppContext, code: string): Promise<PaymentRequestRow> {
  const row = PaymentCode.safeParse(code).success ? await findByCode(ctx.db, code) : null;
  if (!row) {
    throw AppError.notFound(messages.paymentRequestNotFound);
  }
  return row;
}

/** POST /PaymentRequest/GetByPaymentRequestId: what the link page shows, in whatever state the link is. */
export async function publicPaymentRequest(ctx: AppContext, code: string): Promise<PublicPaymentRequest> {
  const row = await requestByCode(ctx, code);
  const [config, firm] = await Promise.all([
    ctx.paymentConfig.get(row.tenantId),
    findFirm(ctx, row.tenantId, { id: row.firmId }).catch(() => null),
  ]);
  const tenant = config.tenant;
  const status = statusOf(row);
  return {
    isPaid: status === 'paid',
    status,
    amountString: formatTurkishAmount(parseAmount(row.amount) ?? 0n),
    amount: row.amount,
    description: row.description,
    referenceNumber: row.referenceNumber,
    tenantName: tenant.name,
    tenantId: tenant.id,
    tenantLogoUrl: tenant.logoPath,
    paymentGuid: tenant.paymentGuid,
    firmId: row.firmId,
    firmName: firm?.name ?? '',
    paymentSetId: row.paymentSetId,
    currencyCode: row.currencyCode,
    validityDate: row.validityDate,
    paymentMethod: row.paymentMethod,
    isPreAuth: row.isPreAuth,
    language: row.language,
    // They fill the payment form in; once the link takes no payment, whoever holds it does not need them.
    customerName: status === 'waiting' ? row.customerName : null,
    customerEmail: status === 'waiting' ? row.customerEmail : null,
    customerPhone: status === 'waiting' ? row.customerPhone : null,
    paidAt: row.paidAt?.toISOString() ?? null,
    tenant: presentPublicTenant(tenant),
    // A paid, cancelled or expired link offers no way to pay.
    providers: status === 'waiting' ? availableProviders(config) : [],
  };
}

/** Why a link takes no payment now, or null when it does. */
export function closedReason(row: PaymentRequestRow, today: string = istanbulIsoDate()): string | null {
  switch (statusOf(row, today)) {
    case 'paid':
      return messages.paymentRequestPaid;
    case 'cancelled':
      return messages.paymentRequestCancelled;
    case 'expired':
      return messages.paymentRequestExpired;
    case 'waiting':
      return row.claimedCount >= row.maxPayments ? messages.paymentRequestBusy : null;
  }
}

/**
 * POST /PosCollection/SalesRequestWithCode: a card payment of a link. The link fixes the amount, currency,
 * firm, payment set, method, description, reference and Auth or PreAuth; the browser's values may only
 * repeat them. Whether the link still has a payment left is decided again when the bank answers
 * (claimPayment), so two customers paying one single-use link at once are charged once.
 */
export async function startLinkPayment(
  ctx: AppContext,
  body: SalesRequestWithCode,
  client: ClientInfo,
): Promise<{ transactionId: string; content: string }> {
  const { paymentCode, isUsePreAuth: _ignored, ...sale } = body;
  const row = await requestByCode(ctx, paymentCode);
  const closed = closedReason(row);
  if (closed) {
    throw new AppError('BAD_REQUEST', closed);
  }
  if (sale.currencyCode !== row.currencyCode || parseAmount(sale.netAmount) !== parseAmount(row.amount)) {
    throw new AppError('BAD_REQUEST', messages.amountMismatch);
  }
  // A link never returns to a shop: only a shop's sealed pay-with-params link sets a return address.
  if (sale.callbackUrl) {
    throw new AppError('BAD_REQUEST', messages.callbackNotAllowed);
  }
  if (
    (sale.firmId && sale.firmId !== row.firmId) ||
    (sale.paymentSetId && sale.paymentSetId !== row.paymentSetId)
  ) {
    throw new AppError('BAD_REQUEST', messages.paymentRequestNotFound);
  }
  const config = await ctx.paymentConfig.get(row.tenantId);
  const firm = await findFirm(ctx, row.tenantId, { id: row.firmId });
  return startCardPayment(
    ctx,
    config,
    {
      ...sale,
      firmId: row.firmId,
      paymentSetId: row.paymentSetId,
      paymentMethod: row.paymentMethod ?? undefined,
      description: row.description,
      language: sale.language ?? row.language,
    },
    {
      channel: 'payment_link',
      screen: 5,
      type: row.isPreAuth ? 'PreAuth' : 'Auth',
      firm: { id: firm.id, groupCode: firm.groupCode },
      referenceNumber: row.referenceNumber,
      callbackUrl: null,
      callbackMethod: null,
      withParams: false,
      paramsKeyId: null,
      paymentRequestId: row.id,
    },
    client,
  );
}
