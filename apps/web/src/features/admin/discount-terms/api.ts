import type { AdminDiscountTerms, AdminFirmDiscountRate, DiscountTermsInput } from '@tahsilat/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { required } from '../../../lib/required.js';

const keys = { all: ['admin', 'discount-terms'] as const };
const firmPath = (firmId: string) => `/admin/DiscountTerms/Firms/${encodeURIComponent(firmId)}`;

export function useDiscountTerms() {
  return useQuery({
    queryKey: keys.all,
    queryFn: ({ signal }) =>
      required(api.get<AdminDiscountTerms>('/admin/DiscountTerms', undefined, { signal })),
  });
}

/** Each change tells its outcome in a notice and reads the page's data again. */
function useTermsChange<V, T>(change: (variables: V) => Promise<{ success: boolean; data: T | null }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export const useSaveTerms = () =>
  useTermsChange((body: DiscountTermsInput) =>
    api.put<AdminDiscountTerms>('/admin/DiscountTerms', { ...body }, { notify: true }),
  );

export const useStopTerms = () =>
  useTermsChange(() => api.delete<AdminDiscountTerms>('/admin/DiscountTerms', undefined, { notify: true }));

export const useSaveFirmRate = () =>
  useTermsChange(({ firmId, annualRate }: { firmId: string; annualRate: string }) =>
    api.put<AdminFirmDiscountRate>(firmPath(firmId), { annualRate }, { notify: true }),
  );

export const useRemoveFirmRate = () =>
  useTermsChange((firmId: string) => api.delete<null>(firmPath(firmId), undefined, { notify: true }));
