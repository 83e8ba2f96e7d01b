import type { SiteSettings, SiteSettingsInput } from '@tahsilat/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { required } from '../../../lib/required.js';

export const siteKeys = { settings: ['admin', 'site'] as const };

export function useSiteSettings() {
  return useQuery({
    queryKey: siteKeys.settings,
    queryFn: ({ signal }) => required(api.get<SiteSettings>('/admin/Site', undefined, { signal })),
  });
}

/** Saves the whole form; the answer (the settings as stored) replaces the cached ones. */
export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SiteSettingsInput) =>
      api.put<SiteSettings>('/admin/Site', { ...body }, { notify: true }),
    onSuccess: (result) => {
      if (result.success && result.data) {
        queryClient.setQueryData(siteKeys.settings, result.data);
      }
    },
  });
}
