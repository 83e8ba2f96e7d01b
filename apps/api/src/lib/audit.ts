import type { Db } from '../db/client.js';
import { auditLog } from '../db/schema.js';

/** Security events recorded in the append-only audit log (SECURITY.md, PCI 10.2). */
export type AuditEvent =
  | 'login'
  | 'logout'
  | 'account.locked'
  | 'tenant.change'
  | 'password.change'
  | 'password.reset.request'
  | 'password.reset'
  | 'password.create'
  | 'payment.callback.rejected'
  | 'exchange-rate.set'
  | 'params-key.create'
  | 'params-key.rotate'
  | 'payment-link.create'
  | 'payment-link.cancel'
  | 'payment-link.extend'
  | 'payment-link.capture'
  | 'payment-link.release'
  | 'payment-link.race-void'
  | 'integration.auth'
  | 'integration.call'
  | 'integration.push'
  | 'integration.delete'
  | 'integration.ack'
  | 'integration-key.create'
  | 'integration-key.revoke'
  | 'webhook.create'
  | 'webhook.delete'
  | 'statement.mail'
  | 'receipt.mail'
  | 'collection.remind'
  | 'collection.void.requested'
  | 'collection.refund.requested'
  | 'collection.void'
  | 'collection.refund'
  | 'collection.reversal.reconciled'
  | 'subfirm.create'
  | 'subfirm.update'
  | 'subfirm.status'
  | 'subfirm.user.invite'
  | 'subfirm.user.update'
  | 'subfirm.user.status'
  | 'subfirm.user.resend'
  | 'subfirm.act-as.start'
  | 'subfirm.act-as.end'
  | 'discount.request'
  | 'discount.status';

export interface AuditEntry {
  event: AuditEvent;
  outcome: 'success' | 'failure';
  tenantId?: string | null;
  userId?: string | null;
  ip?: string | null;
  objectType?: string;
  objectId?: string;
  details?: Record<string, unknown>;
}

/** The audit row of an entry (for a statement that writes it beside its cause). */
export function auditRow(entry: AuditEntry): typeof auditLog.$inferInsert {
  return {
    event: entry.event,
    outcome: entry.outcome,
    tenantId: entry.tenantId ?? null,
    userId: entry.userId ?? null,
    ip: entry.ip ?? null,
    objectType: entry.objectType ?? null,
    objectId: entry.objectId ?? null,
    details: entry.details ?? null,
  };
}

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(auditRow(entry));
}
