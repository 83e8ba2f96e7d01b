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

/** The .xlsx or .pdf of exactly what the filters show. */
export function downloadStatement(
  kind: 'Excel' | 'Pdf',
  query: StatementPageQuery,
  fallbackName: string,
): Promise<boolean> {
  return downloadFile(`/FirmReport/Statement${kind}`, { ...query }, fallbackName);
}

/** The statement's PDF by e-mail to the firm's own address; answers where it went, or null (notice shown). */
export async function mailStatement(query: StatementPageQuery): Promise<string | null> {
  const result = await api.post<{ to: string }>('/FirmReport/StatementMail', { ...query });
  return result.success && result.data ? result.data.to : null;
}
