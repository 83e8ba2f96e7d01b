import type { PaymentRequestItem, PaymentRequestListQuery, PaymentRequestPage } from '@tahsilat/domain';
import type { AppContext, ClientInfo } from '../../context.js';
import type { AdminAuth } from '../../types.js';
import { cancelPaymentRequest, extendPaymentRequest } from '../payment-requests/link-changes.service.js';
import type { LinkScope } from '../payment-requests/payment-requests.repository.js';
import { listPaymentRequests } from '../payment-requests/payment-requests.service.js';

/**
 * The console's payment links: the link services themselves (their rules, audit and count cache) with the
 * tenant-wide scope, so an administrator sees and acts on every firm's links and never another tenant's.
 */

function tenantScope(admin: AdminAuth): LinkScope {
  return { tenantId: admin.tenantId, firmId: '', isSubFirm: false, allFirms: true };
}

export function adminLinkPage(
  ctx: AppContext,
  admin: AdminAuth,
  query: PaymentRequestListQuery,
): Promise<PaymentRequestPage> {
  return listPaymentRequests(ctx, tenantScope(admin), query);
}

export function adminCancelLink(
  ctx: AppContext,
  admin: AdminAuth,
  id: string,
  client: ClientInfo,
): Promise<PaymentRequestItem> {
  return cancelPaymentRequest(ctx, admin, id, client, tenantScope(admin));
}

export function adminExtendLink(
  ctx: AppContext,
  admin: AdminAuth,
  id: string,
  validityDate: string,
  client: ClientInfo,
): Promise<PaymentRequestItem> {
  return extendPaymentRequest(ctx, admin, { id, validityDate }, client, tenantScope(admin));
}
