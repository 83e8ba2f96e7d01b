import type { ReportFirmOption, StatementPage, StatementPageQuery } from '@tahsilat/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import type { ApiResult } from '../../lib/api-client.js';
import { downloadFile } from '../../lib/download.js';

export const statementKeys = {
  all: ['statement'] as const,
  page: (query: StatementPageQuery) => [...statementKeys.all, 'page', query] as const,
};

class StatementLoadError extends Error {}

async function required<T>(promise: Promise<ApiResult<T>>): Promise<T> {
  const result = await promise;
  if (!result.success || result.data === null) {
    throw new StatementLoadError(result.message);
  }
  return result.data;
}

/** The firms the user may read: its own first, then a main firm's sub-firms. */
export function useReportFirms() {
  return useQuery({
    queryKey: ['reportFirms'],
    staleTime: 5 * 60_000,
    queryFn: () => required(api.get<ReportFirmOption[]>('/FirmReport/Firms')),
  });
}

/** One page of the statement; the previous one stays on screen while the next loads. */
export function useStatementPage(query: StatementPageQuery) {
  return useQuery({
    queryKey: statementKeys.page(query),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      required(api.get<StatementPage>('/FirmReport/Statement', { ...query }, { signal })),
  });
}

/** The .xlsx of exactly what the filters show. */
export function downloadStatementExcel(query: StatementPageQuery, fallbackName: string): Promise<boolean> {
  return downloadFile('/FirmReport/StatementExcel', { ...query }, fallbackName);
}
