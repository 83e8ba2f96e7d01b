// First: it decides how zod builds the schemas the modules below make.
import './zod-setup.js';
import { configureZodMessages } from './zod-messages.js';

configureZodMessages();

export * from './aging.js';
export * from './allocation.js';
export * from './auth.js';
export * from './bins.js';
export * from './calendar.js';
export * from './callback-url.js';
export * from './codes.js';
export * from './collection-history.js';
export * from './collection-plan.js';
export * from './commission.js';
export * from './description-policy.js';
export * from './envelope.js';
export * from './firm-report.js';
export * from './home.js';
export * from './integration-api.js';
export * from './integration-fields.js';
export * from './integration-items.js';
export * from './late-interest.js';
export * from './messages.js';
export * from './money.js';
export * from './password-policy.js';
export * from './pay-without-login.js';
export * from './payment-options.js';
export * from './payment-plan.js';
export * from './payment-request.js';
export * from './payment-validators.js';
export * from './permissions.js';
export * from './pos-collection.js';
export * from './statement.js';
export * from './system.js';
export * from './tax-number.js';
export * from './text.js';
export { configureZodMessages, fieldIssues, formatIssues } from './zod-messages.js';
