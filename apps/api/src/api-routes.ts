import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.js';
import { registerAdminAuditRoutes } from './features/admin-audit/audit.routes.js';
import { registerAdminBankRoutes } from './features/admin-banks/banks.routes.js';
import { registerAdminCommissionRoutes } from './features/admin-commissions/commissions.routes.js';
import { registerAdminDiscountTermsRoutes } from './features/admin-discount-terms/discount-terms.routes.js';
import { registerAdminDomainRoutes } from './features/admin-domains/domains.routes.js';
import { registerAdminImportRoutes } from './features/admin-import/import.routes.js';
import { registerAdminIntegrationRoutes } from './features/admin-integration/integration-admin.routes.js';
import { registerAdminOperationsRoutes } from './features/admin-operations/operations.routes.js';
import { registerAdminPricingRoutes } from './features/admin-pricing/pricing.routes.js';
import { registerAdminSiteRoutes } from './features/admin-site/site.routes.js';
import { registerAdminUserRoutes } from './features/admin-users/users.routes.js';
import { registerAuthRoutes } from './features/auth/auth.routes.js';
import { registerPasswordRoutes } from './features/auth/passwords.routes.js';
import { registerBankTransferRoutes } from './features/bank-transfers/bank-transfers.routes.js';
import { registerTransferReviewRoutes } from './features/bank-transfers/transfer-review.routes.js';
import { registerCollectionHistoryRoutes } from './features/collection-history/history.routes.js';
import { registerCollectionPlanRoutes } from './features/collection-plan/collection-plan.routes.js';
import { registerDbsInvoiceRoutes } from './features/dbs-invoices/dbs-invoices.routes.js';
import { registerDevMailboxRoutes } from './features/dev-mailbox/dev-mailbox.routes.js';
import { registerErpReportRoutes } from './features/erp-report/erp-report.routes.js';
import { registerExchangeRateRoutes } from './features/exchange-rates/exchange-rates.routes.js';
import { registerFirmReportRoutes } from './features/firm-report/firm-report.routes.js';
import { registerHealthRoutes } from './features/health/health.routes.js';
import { registerHomeRoutes } from './features/home/home.routes.js';
import { registerIntegrationRoutes } from './features/integration/integration.routes.js';
import { integrationKeyAdminRoute } from './features/integration/integration-cli.js';
import { registerDiscountRoutes } from './features/invoice-discount/discount.routes.js';
import type { Metrics } from './features/metrics/metrics.js';
import { registerMetricsRoutes } from './features/metrics/metrics.routes.js';
import { paramsAdminRoutes } from './features/pay-params/pay-params.routes.js';
import { registerPayWithoutLoginRoutes } from './features/pay-without-login/pay-without-login.routes.js';
import { registerPaymentPlanRoutes } from './features/payment-plan/payment-plan.routes.js';
import { registerPaymentRequestRoutes } from './features/payment-requests/payment-requests.routes.js';
import { registerBankCallbackRoute } from './features/payments/bank-callback.routes.js';
import { registerPosCollectionRoutes } from './features/pos-collection/pos-collection.routes.js';
import { registerReceiptRoutes } from './features/receipts/receipts.routes.js';
import { registerAdminRoutes } from './features/refunds/refunds.routes.js';
import { registerStatementRoutes } from './features/statement/statement.routes.js';
import { registerStockRoutes } from './features/stocks/stocks.routes.js';
import { registerSubFirmRoutes } from './features/sub-firms/sub-firms.routes.js';
import { registerTenantRoutes } from './features/tenants/tenants.routes.js';
import type { ZodApp } from './lib/http.js';
import { registerLocalAdminRoutes } from './lib/local-admin.js';

/** Every route under /api, in one place: the OpenAPI document and the route-table tests read them from here. */
export async function registerApiRoutes(
  api: FastifyInstance,
  ctx: AppContext,
  metrics: Metrics,
): Promise<void> {
  const { config } = ctx;
  const zodApi = api as unknown as ZodApp;
  registerHealthRoutes(zodApi, ctx);
  registerMetricsRoutes(zodApi, ctx, metrics);
  registerTenantRoutes(zodApi, ctx);
  registerAuthRoutes(zodApi, ctx);
  registerPasswordRoutes(zodApi, ctx);
  registerPayWithoutLoginRoutes(zodApi, ctx);
  registerPaymentRequestRoutes(zodApi, ctx);
  registerExchangeRateRoutes(zodApi, ctx);
  registerFirmReportRoutes(zodApi, ctx);
  registerHomeRoutes(zodApi, ctx);
  registerStatementRoutes(zodApi, ctx);
  registerPaymentPlanRoutes(zodApi, ctx);
  registerCollectionPlanRoutes(zodApi, ctx);
  registerPosCollectionRoutes(zodApi, ctx);
  registerCollectionHistoryRoutes(zodApi, ctx);
  registerDbsInvoiceRoutes(zodApi, ctx);
  registerSubFirmRoutes(zodApi, ctx);
  registerStockRoutes(zodApi, ctx);
  registerDiscountRoutes(zodApi, ctx);
  registerErpReportRoutes(zodApi, ctx);
  registerReceiptRoutes(zodApi, ctx);
  registerAdminRoutes(zodApi, ctx);
  registerAdminSiteRoutes(zodApi, ctx);
  registerAdminBankRoutes(zodApi, ctx);
  registerAdminDomainRoutes(zodApi, ctx);
  registerBankTransferRoutes(zodApi, ctx);
  registerTransferReviewRoutes(zodApi, ctx);
  registerAdminAuditRoutes(zodApi, ctx);
  registerAdminUserRoutes(zodApi, ctx);
  registerAdminCommissionRoutes(zodApi, ctx);
  registerAdminPricingRoutes(zodApi, ctx);
  registerAdminDiscountTermsRoutes(zodApi, ctx);
  registerAdminIntegrationRoutes(zodApi, ctx);
  await registerAdminImportRoutes(api, ctx);
  registerAdminOperationsRoutes(zodApi, ctx);
  await registerIntegrationRoutes(api, ctx);
  await registerBankCallbackRoute(api, ctx);
  // The command-line tools' loopback way in while this server holds the embedded database.
  await registerLocalAdminRoutes(api, config.dataKey, [
    ...paramsAdminRoutes(ctx),
    integrationKeyAdminRoute(ctx),
  ]);
  if (!config.isProduction) {
    registerDevMailboxRoutes(zodApi, ctx);
  }
}
