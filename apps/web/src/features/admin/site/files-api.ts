import type { SiteFileKind, SiteFiles } from '@tahsilat/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { createApiClient } from '../../../lib/api-client.js';
import { notifier } from '../../../lib/notify.js';
import { required } from '../../../lib/required.js';
import { clearCredentials, readValue } from '../../../lib/session.js';

export const siteFileKeys = { files: ['admin', 'site', 'files'] as const };

export function useSiteFiles() {
  return useQuery({
    queryKey: siteFileKeys.files,
    queryFn: ({ signal }) => required(api.get<SiteFiles>('/admin/Site/Files', undefined, { signal })),
  });
}

/**
 * The app's client with one difference: the request body is the file itself (the server reads its type from the
 * bytes). Answers, notices and the sign-in redirect are the shared client's.
 */
function fileClient(file: File) {
  return createApiClient({
    baseUrl: '/api',
    fetch: (input, init) =>
      window.fetch(input, {
        ...init,
        body: file,
        headers: {
          ...(init?.headers as Record<string, string>),
          'content-type': file.type || 'application/octet-stream',
        },
      }),
    getToken: () => readValue('token'),
    clearCredentials,
    goToSignin: () => window.location.assign('/signin'),
    notifier,
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
