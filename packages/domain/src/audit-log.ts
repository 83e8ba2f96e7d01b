import { z } from 'zod';
import { isIsoCalendarDate } from './calendar.js';
import { answerOf } from './envelope.js';
import { messages } from './messages.js';

/**
 * The tenant administrator's audit log viewer (issue 15; SECURITY.md, PCI 10.2): the tenant's own entries,
 * filtered by who, what and when, newest first in keyset pages, and as an Excel file.
 */

/** Every event the audit log records; apps/api/src/lib/audit.ts types its entries from this list. */
export const AUDIT_EVENTS = [
  'login',
  'logout',
  'account.locked',
  'tenant.change',
  'tenant.settings.update',
  'screen.settings.update',
  'password.change',
  'password.reset.request',
  'password.reset',
  'password.create',
  'payment.callback.rejected',
  'payment.callback.unconfirmed',
  'payment.late-charge',
  'exchange-rate.set',
  'params-key.create',
  'params-key.rotate',
  'payment-link.create',
  'payment-link.cancel',
  'payment-link.extend',
  'payment-link.capture',
  'payment-link.release',
  'payment-link.race-void',
  'integration.auth',
  'integration.call',
  'integration.push',
  'integration.delete',
  'integration.ack',
  'integration-key.create',
  'integration-key.revoke',
  'webhook.create',
  'webhook.delete',
  'webhook.test',
  'webhook.retry',
  'statement.mail',
  'receipt.mail',
  'collection.remind',
  'collection.void.requested',
  'collection.refund.requested',
  'collection.void',
  'collection.refund',
  'collection.reversal.reconciled',
  'subfirm.create',
  'subfirm.update',
  'subfirm.status',
  'subfirm.user.invite',
  'subfirm.user.update',
  'subfirm.user.status',
  'subfirm.user.resend',
  'subfirm.act-as.start',
  'subfirm.act-as.end',
  'discount.request',
  'discount.status',
  'admin.user.invite',
  'admin.user.update',
  'admin.user.status',
  'admin.user.reset',
  'admin.role.grant',
  'admin.role.revoke',
  'admin.import',
  'commission.create',
  'commission.update',
  'bank.create',
  'bank.update',
  'bank.test',
  'bank-account.create',
  'bank-account.update',
  'bank-statement.import',
  'bank-transfer.match',
  'bank-transfer.dismiss',
  'bank-transfer.undo',
  'domain.add',
  'domain.verify',
  'domain.remove',
  'payment-set.create',
  'payment-set.update',
  'payment-method.create',
  'payment-method.update',
  'exchange-rate.clear',
  'discount-terms.update',
  'discount-terms.stop',
  'discount-rate.set',
  'discount-rate.remove',
  // Reading the log is itself audited (PCI 10.2.1.3).
  'audit-log.read',
  'audit-log.export',
] as const;
export type AuditEventName = (typeof AUDIT_EVENTS)[number];

export const AUDIT_OUTCOMES = ['success', 'failure'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/** The most rows one Excel file of the log holds; the file says so in its first row when there were more. */
export const AUDIT_EXPORT_CAP = 10_000;

export const AUDIT_PAGE_LIMIT_DEFAULT = 50;

const Day = z.string().max(10).refine(isIsoCalendarDate, messages.dateInvalid);

const AuditLogFields = z.strictObject({
  userId: z.uuid({ error: messages.auditLogUserInvalid }).optional().describe('Only this user’s entries'),
  event: z.enum(AUDIT_EVENTS, { error: messages.auditLogEventInvalid }).optional(),
  outcome: z.enum(AUDIT_OUTCOMES).optional(),
  from: Day.optional().describe('First day (YYYY-MM-DD, Istanbul), inclusive'),
  to: Day.optional().describe('Last day (YYYY-MM-DD, Istanbul), inclusive'),
  search: z.string().trim().max(100).optional().describe('Part of the object id or the client IP address'),
});

const rangeOk = (filter: { from?: string | undefined; to?: string | undefined }) =>
  !filter.from || !filter.to || filter.from <= filter.to;
const rangeIssue = { message: messages.dateRangeInvalid, path: ['to'] };

// GET /admin/AuditLog/Excel
export const AuditLogFilter = AuditLogFields.refine(rangeOk, rangeIssue);
export type AuditLogFilter = z.output<typeof AuditLogFilter>;

// GET /admin/AuditLog
export const AuditLogQuery = AuditLogFields.extend({
  cursor: z.string().max(200).optional().describe('nextCursor of the previous page'),
  limit: z.coerce
    .number({ error: messages.auditLogLimitInvalid })
    .int(messages.auditLogLimitInvalid)
    .min(1, messages.auditLogLimitInvalid)
    .max(100, messages.auditLogLimitInvalid)
    .default(AUDIT_PAGE_LIMIT_DEFAULT)
    .describe('Entries per page, 1–100 (50)'),
}).refine(rangeOk, rangeIssue);
export type AuditLogQuery = z.output<typeof AuditLogQuery>;

export const AuditLogRow = z.object({
  id: z.string().describe('The entry’s number (a 64-bit integer, as text)'),
  occurredAt: z.string().describe('When it happened (ISO instant, UTC)'),
  event: z.string(),
  outcome: z.enum(AUDIT_OUTCOMES),
  userId: z.string().nullable(),
  userEmail: z.string().nullable(),
  userName: z.string().nullable(),
  ip: z.string().nullable(),
  objectType: z.string().nullable(),
  objectId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable().describe('What the event wrote, as stored'),
});
export type AuditLogRow = z.infer<typeof AuditLogRow>;

export const AuditLogPage = z.object({
  items: z.array(AuditLogRow),
  nextCursor: z.string().nullable().describe('Pass as cursor for the next (older) page; null on the last'),
});
export type AuditLogPage = z.infer<typeof AuditLogPage>;
export const AuditLogPageAnswer = answerOf(AuditLogPage);

// GET /admin/AuditLog/Filters
export const AuditLogUser = z.object({ id: z.string(), email: z.string(), name: z.string() });
export type AuditLogUser = z.infer<typeof AuditLogUser>;

export const AuditLogFilters = z.object({
  users: z.array(AuditLogUser).describe('The users who appear in the tenant’s log, by name'),
  events: z.array(z.enum(AUDIT_EVENTS)),
  outcomes: z.array(z.enum(AUDIT_OUTCOMES)),
});
export type AuditLogFilters = z.infer<typeof AuditLogFilters>;
export const AuditLogFiltersAnswer = answerOf(AuditLogFilters);
