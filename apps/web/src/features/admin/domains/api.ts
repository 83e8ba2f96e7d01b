import type { AdminDomain } from '@tahsilat/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { required } from '../../../lib/required.js';

const keys = { all: ['admin', 'domains'] as const };
const path = (host: string) => `/admin/Domains/${encodeURIComponent(host)}`;

export function useDomains() {
  return useQuery({
    queryKey: keys.all,
    queryFn: ({ signal }) => required(api.get<AdminDomain[]>('/admin/Domains', undefined, { signal })),
  });
}

/** Adding, verifying and removing each tell the outcome in a notice and read the list again. */
function useDomainChange<T>(change: (host: string) => Promise<{ success: boolean; data: T | null }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export const useAddDomain = () =>
  useDomainChange((host) => api.post<AdminDomain>('/admin/Domains', { host }, { notify: true }));
export const useVerifyDomain = () =>
  useDomainChange((host) => api.post<AdminDomain>(`${path(host)}/Verify`, undefined, { notify: true }));
export const useRemoveDomain = () =>
  useDomainChange((host) => api.delete<null>(path(host), undefined, { notify: true }));
