/**
 * The database schema, one file per feature under schema/. Drizzle (client and drizzle-kit) reads this module;
 * migrations are generated from it into apps/api/drizzle.
 */
export * from './schema/admin-imports.js';
export * from './schema/auth.js';
export * from './schema/bank-statements.js';
export * from './schema/bank-transfers.js';
export * from './schema/discount.js';
export * from './schema/erp.js';
export * from './schema/firms.js';
export * from './schema/integration.js';
export * from './schema/jobs.js';
export * from './schema/payment-requests.js';
export * from './schema/platform.js';
export * from './schema/pos-accounts.js';
export * from './schema/refunds.js';
export * from './schema/reminders.js';
export * from './schema/stock-prices.js';
export * from './schema/tenants.js';
export * from './schema/transactions.js';
