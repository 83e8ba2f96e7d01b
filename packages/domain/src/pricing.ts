/**
 * The zod-free half of the domain: money, commission, payment options, card checks, BINs and the
 * description policy. The payment screens load this with their first paint; the schemas (and zod) follow
 * when needed.
 */
export * from './aging.js';
export * from './allocation.js';
export * from './bins.js';
export * from './calendar.js';
export * from './callback-url.js';
export * from './card-checks.js';
export * from './codes.js';
export * from './collected.js';
export * from './commission.js';
export * from './description-policy.js';
export * from './iban-format.js';
export * from './installment-label.js';
export * from './money.js';
export * from './payment-options.js';
export * from './single-payment.js';
export * from './transfer-reference.js';
