import type { StatementPage, StatementPageQuery } from '@tahsilat/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import { downloadFile } from '../../lib/download.js';
import { required } from '../../lib/required.js';

export const statementKeys = {
  all: ['statement'] as const,
  page: (query: StatementPageQuery) => [...statementKeys.all, 'page', query] as const,
};

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
