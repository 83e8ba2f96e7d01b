import type {
  AgingReport,
  CollectionsReport,
  ErpReportDefinition,
  ErpReportKind,
  PositionReport,
  TenorReport,
} from '@tahsilat/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import { downloadFile } from '../../lib/download.js';
import { required } from '../../lib/required.js';
import { REPORT_PATHS } from './erp-report-query.js';

/** Each report's answer, by the picker's key. */
export interface ReportAnswers {
  aging: AgingReport;
  position: PositionReport;
  tenor: TenorReport;
  collections: CollectionsReport;
}

/** One report's answer with its key, so the page renders the matching table and chart. */
export type ReportResult = { [K in ErpReportKind]: { key: K; data: ReportAnswers[K] } }[ErpReportKind];

export const erpReportKeys = {
  all: ['erpReport'] as const,
  definitions: () => [...erpReportKeys.all, 'definitions'] as const,
  report: (key: ErpReportKind, query: Record<string, string>) => [...erpReportKeys.all, key, query] as const,
};

/** The picker: the four reports with their parameters (they change only with a release). */
export function useReportDefinitions() {
  return useQuery({
    queryKey: erpReportKeys.definitions(),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) => required(api.get<ErpReportDefinition[]>('/ErpReport/Reports', {}, { signal })),
  });
}

/**
 * One report for the form's parameters; asked once the picker has said which parameters it takes. While new
 * parameters load, the same report's previous answer stays on screen (another report's never does).
 */
export function useReport(key: ErpReportKind, query: Record<string, string> | undefined) {
  return useQuery<ReportResult, Error, ReportResult, ReturnType<typeof erpReportKeys.report>>({
    queryKey: erpReportKeys.report(key, query ?? {}),
    enabled: query !== undefined,
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === key ? previous : undefined),
    queryFn: async ({ signal }): Promise<ReportResult> => {
      const data = await required(
        api.get<ReportAnswers[typeof key]>(`/ErpReport/${REPORT_PATHS[key]}`, query, { signal }),
      );
      return { key, data } as ReportResult;
    },
  });
}

/** The report as .xlsx or .pdf for exactly the parameters on screen, under the server's file name. */
export function downloadReport(
  key: ErpReportKind,
  kind: 'Excel' | 'Pdf',
  query: Record<string, string>,
  fallbackName: string,
): Promise<boolean> {
  return downloadFile(`/ErpReport/${REPORT_PATHS[key]}/${kind}`, query, fallbackName);
}
