import type { SiteFileKind, SiteFiles } from '@tahsilat/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, fileClient } from '../../../lib/api.js';
import { required } from '../../../lib/required.js';

export const siteFileKeys = { files: ['admin', 'site', 'files'] as const };

export function useSiteFiles() {
  return useQuery({
    queryKey: siteFileKeys.files,
    queryFn: ({ signal }) => required(api.get<SiteFiles>('/admin/Site/Files', undefined, { signal })),
  });
}

function useStoreAnswer() {
  const queryClient = useQueryClient();
  return (result: { success: boolean; data: SiteFiles | null }) => {
    if (result.success && result.data) {
      queryClient.setQueryData(siteFileKeys.files, result.data);
    }
  };
}

export function useUploadSiteFile() {
  const onSuccess = useStoreAnswer();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: SiteFileKind; file: File }) =>
      fileClient(file).put<SiteFiles>(`/admin/Site/Files/${kind}`, undefined, { notify: true }),
    onSuccess,
  });
}

export function useRemoveSiteFile() {
  const onSuccess = useStoreAnswer();
  return useMutation({
    mutationFn: (kind: SiteFileKind) =>
      api.delete<SiteFiles>(`/admin/Site/Files/${kind}`, undefined, { notify: true }),
    onSuccess,
  });
}
