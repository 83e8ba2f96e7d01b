import { type AUDIT_EVENTS, maskCardNumbersIn } from '@tahsilat/domain';
import type { Db } from '../db/client.js';
import { auditLog } from '../db/schema.js';

/** Security events recorded in the append-only audit log (SECURITY.md, PCI 10.2); the list is the domain's. */
export type AuditEvent = (typeof AUDIT_EVENTS)[number];

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

/**
 * Every text of the details with card numbers masked: details carry what a user typed (a search, a filter), and a
 * card number typed there must not be kept (SECURITY.md Card data).
 */
function withoutCardNumbers(value: unknown): unknown {
  if (typeof value === 'string') {
    return maskCardNumbersIn(value);
  }
  if (Array.isArray(value)) {
    return value.map(withoutCardNumbers);
  }
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutCardNumbers(item)]));
  }
  return value;
}

/** Who did it in the console: the administrator and where from (the fields every console change is audited with). */
export function adminAuditRow(
  by: { tenantId: string; userId: string },
  client: { ip: string | null },
  entry: Pick<AuditEntry, 'event' | 'objectType' | 'objectId' | 'details'> & {
    outcome?: AuditEntry['outcome'];
  },
): typeof auditLog.$inferInsert {
  return auditRow({ outcome: 'success', ...entry, tenantId: by.tenantId, userId: by.userId, ip: client.ip });
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
    objectId: entry.objectId ? maskCardNumbersIn(entry.objectId) : null,
    details: entry.details ? (withoutCardNumbers(entry.details) as Record<string, unknown>) : null,
  };
}

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(auditRow(entry));
}

/**
 * A console user changed the tenant's settings (brand and site, files, the single-payment choice): one audit shape
 * for every settings page, with the fields before and after.
 */
export function recordTenantSettingsChange(
  db: Db,
  by: { tenantId: string; userId: string; ip: string | null },
  details: { before: Record<string, unknown>; after: Record<string, unknown> },
): Promise<void> {
  return recordAudit(db, {
    event: 'tenant.settings.update',
    outcome: 'success',
    tenantId: by.tenantId,
    userId: by.userId,
    ip: by.ip,
    objectType: 'tenant',
    objectId: by.tenantId,
    details,
  });
}
