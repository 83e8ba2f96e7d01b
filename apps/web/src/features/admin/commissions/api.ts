import type {
  AdminCommissionDefinition,
  AdminCommissions,
  CommissionDefinitionForm,
  CommissionPreview,
} from '@tahsilat/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { required } from '../../../lib/required.js';

const keys = { all: ['admin', 'commissions'] as const };

export function useCommissions() {
  return useQuery({
    queryKey: keys.all,
    queryFn: ({ signal }) => required(api.get<AdminCommissions>('/admin/Commissions', undefined, { signal })),
  });
}

/** Creates (id null) or changes a definition; the list is read again after. */
export function useSaveCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: CommissionDefinitionForm }) =>
      id
        ? api.put<AdminCommissionDefinition>(
            `/admin/Commissions/${encodeURIComponent(id)}`,
            { ...body },
            { notify: true },
          )
        : api.post<AdminCommissionDefinition>('/admin/Commissions', { ...body }, { notify: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export type PreviewQuestion = Omit<CommissionDefinitionForm, 'cardName'> & { amount: string };

/** The instalment table for the form as it stands (null: nothing to ask yet); the last table stays while typing. */
export function useCommissionPreview(question: Record<string, unknown> | null) {
  return useQuery({
    queryKey: [...keys.all, 'preview', question],
    enabled: question !== null,
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: ({ signal }) =>
      required(
        api.post<CommissionPreview>('/admin/Commissions/Preview', question ?? {}, {
          signal,
          quietStatuses: [404, 406],
        }),
      ),
  });
}
