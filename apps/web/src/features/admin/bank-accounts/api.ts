import type { TenantBankAccount, TenantBankAccountInput } from '@tahsilat/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { required } from '../../../lib/required.js';

const keys = { all: ['admin', 'bankAccounts'] as const };

export function useBankAccounts() {
  return useQuery({
    queryKey: keys.all,
    queryFn: ({ signal }) =>
      required(api.get<TenantBankAccount[]>('/admin/BankAccounts', undefined, { signal })),
  });
}

/** Adds (no id) or changes an account; the answer's notice tells the outcome, the list is read again. */
export function useSaveBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: TenantBankAccountInput }) =>
      id
        ? api.put<TenantBankAccount>(`/admin/BankAccounts/${id}`, { ...input }, { notify: true })
        : api.post<TenantBankAccount>('/admin/BankAccounts', { ...input }, { notify: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
