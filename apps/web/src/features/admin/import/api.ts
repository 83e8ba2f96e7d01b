import type { ImportFormat, ImportStatus, ImportSummary, IntegrationEntity } from '@tahsilat/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, fileClient } from '../../../lib/api.js';
import { downloadFile } from '../../../lib/download.js';
import { required } from '../../../lib/required.js';

/** The console's XLSX/CSV import (issue 15, section 6): templates, uploads, progress and the refused rows. */

const keys = { all: ['admin', 'import'] as const };
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** A running import is read again every second (the progress bar); a finished one no more. */
const POLL_MS = 1000;

export function useImports() {
  return useQuery({
    queryKey: [...keys.all, 'list'],
    queryFn: ({ signal }) => required(api.get<ImportSummary[]>('/admin/Import', undefined, { signal })),
  });
}

export function useImportStatus(id: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...keys.all, 'status', id],
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      const status = await required(api.get<ImportStatus>(`/admin/Import/${id}`, undefined, { signal }));
      if (status.status !== 'running') {
        // The list shows the end too.
        void queryClient.invalidateQueries({ queryKey: [...keys.all, 'list'] });
      }
      return status;
    },
    refetchInterval: (query) => (query.state.data?.status === 'running' ? POLL_MS : false),
  });
}

export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ entity, file }: { entity: IntegrationEntity; file: File }) => {
      const path = `/admin/Import/Upload/${entity}?fileName=${encodeURIComponent(file.name)}`;
      return required(
        fileClient(file, file.name.toLowerCase().endsWith('.xlsx') ? XLSX_TYPE : 'text/csv').post<{
          id: string;
        }>(path),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...keys.all, 'list'] }),
  });
}

export const downloadTemplate = (entity: IntegrationEntity, format: ImportFormat) =>
  downloadFile(`/admin/Import/Template/${entity}`, { format }, `sablon-${entity}.${format}`);

export const downloadErrors = (id: string, format: ImportFormat) =>
  downloadFile(`/admin/Import/${id}/Errors`, { format }, `ice-aktarma-hatalari.${format}`);
