import type { AuditLogFilter, AuditLogFilters, AuditLogPage, AuditLogQuery } from '@tahsilat/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { downloadFile } from '../../../lib/download.js';
import { required } from '../../../lib/required.js';

/** One page of the tenant's audit log, newest first; the previous page stays on screen while the next loads. */
export function useAuditLog(query: Partial<AuditLogQuery>) {
  return useQuery({
    queryKey: ['admin', 'audit', query],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => required(api.get<AuditLogPage>('/admin/AuditLog', { ...query }, { signal })),
  });
}

export function useAuditFilters() {
  return useQuery({
    queryKey: ['admin', 'audit', 'filters'],
    staleTime: 60_000,
    queryFn: ({ signal }) =>
      required(api.get<AuditLogFilters>('/admin/AuditLog/Filters', undefined, { signal })),
  });
}

export function downloadAuditLog(filter: Partial<AuditLogFilter>, fallbackName: string): Promise<boolean> {
  return downloadFile('/admin/AuditLog/Excel', { ...filter }, fallbackName);
}
