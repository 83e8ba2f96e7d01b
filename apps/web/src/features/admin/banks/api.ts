import type { AdminBank, AdminBankForm } from '@tahsilat/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { required } from '../../../lib/required.js';

const keys = { all: ['admin', 'banks'] as const };

export function useBanks() {
  return useQuery({
    queryKey: keys.all,
    queryFn: ({ signal }) => required(api.get<AdminBank[]>('/admin/Banks', undefined, { signal })),
  });
}

/** Adds (id null, with the provider id) or changes an account; the list and the commission page read again. */
export function useSaveBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: AdminBankForm & { bankId?: number } }) =>
      id
        ? api.put<AdminBank>(`/admin/Banks/${encodeURIComponent(id)}`, { ...body }, { notify: true })
        : api.post<AdminBank>('/admin/Banks', { ...body }, { notify: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
