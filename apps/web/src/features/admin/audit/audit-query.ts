import type { AuditLogFilter, AuditLogQuery, AuditOutcome } from '@tahsilat/domain';

/** The audit page's filter bar as the person set it. */
export interface AuditFilters {
  search: string;
  userId: string | undefined;
  event: string | undefined;
  outcome: AuditOutcome | undefined;
  from: string | undefined;
  to: string | undefined;
}

export const EMPTY_AUDIT_FILTERS: AuditFilters = {
  search: '',
  userId: undefined,
  event: undefined,
  outcome: undefined,
  from: undefined,
  to: undefined,
};

/** The filters as the server reads them (an empty text or choice is left out). */
export function toAuditFilter(filters: AuditFilters): Partial<AuditLogFilter> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text) {
      query[key] = text;
    }
  }
  return query as Partial<AuditLogFilter>;
}

export function toAuditQuery(
  filters: AuditFilters,
  limit: number,
  cursor: string | undefined,
): Partial<AuditLogQuery> {
  return { ...toAuditFilter(filters), limit, ...(cursor ? { cursor } : {}) };
}

export function narrowsAudit(filters: AuditFilters): boolean {
  return Object.keys(toAuditFilter(filters)).length > 0;
}

/** i18next reads dots as nesting: an event's label key has underscores ("tenant.settings.update"). */
export function eventKey(event: string): string {
  return `events.${event.replace(/[.-]/g, '_')}`;
}
