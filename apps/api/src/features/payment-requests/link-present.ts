import {
  istanbulIsoDate,
  messages,
  type PaymentRequestItem,
  type PaymentRequestStatus,
  type PreAuthState,
  paymentRequestStatusOf,
} from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionAuth } from '../../types.js';
import {
  findInScope,
  type LinkScope,
  type PaymentRequestRow,
  type PaymentRequestView,
} from './payment-requests.repository.js';

/** How a payment link is shown: its address, state and the tracking row, in the scope of the one asking. */

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
