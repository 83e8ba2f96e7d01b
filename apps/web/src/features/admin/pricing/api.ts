import type {
  AdminExchangeRate,
  AdminPaymentMethod,
  AdminPaymentSet,
  AdminPricing,
  AdminSinglePayment,
  PaymentMethodInput,
  PaymentSetInput,
  SinglePaymentSettingsInput,
} from '@tahsilat/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { required } from '../../../lib/required.js';

const keys = {
  all: ['admin', 'pricing'] as const,
  singlePayment: ['admin', 'pricing', 'single-payment'] as const,
};

export function usePricing() {
  return useQuery({
    queryKey: keys.all,
    queryFn: ({ signal }) => required(api.get<AdminPricing>('/admin/Pricing', undefined, { signal })),
  });
}

/** Each change tells its outcome in a notice and reads the page's data again. */
function usePricingChange<V, T>(change: (variables: V) => Promise<{ success: boolean; data: T | null }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export const useSavePaymentSet = () =>
  usePricingChange(({ id, body }: { id: string | null; body: PaymentSetInput }) =>
    id
      ? api.put<AdminPaymentSet>(`/admin/Pricing/PaymentSets/${id}`, { ...body }, { notify: true })
      : api.post<AdminPaymentSet>('/admin/Pricing/PaymentSets', { ...body }, { notify: true }),
  );

export const useSavePaymentMethod = () =>
  usePricingChange(({ id, body }: { id: string | null; body: PaymentMethodInput }) =>
    id
      ? api.put<AdminPaymentMethod>(`/admin/Pricing/PaymentMethods/${id}`, { ...body }, { notify: true })
      : api.post<AdminPaymentMethod>('/admin/Pricing/PaymentMethods', { ...body }, { notify: true }),
  );

export const useSetRate = () =>
  usePricingChange(({ code, value }: { code: 'USD' | 'EUR'; value: string }) =>
    api.put<AdminExchangeRate>(`/admin/Pricing/Rates/${code}`, { bankNoteSell: value }, { notify: true }),
  );

export const useClearRate = () =>
  usePricingChange((code: 'USD' | 'EUR') =>
    api.delete<AdminExchangeRate>(`/admin/Pricing/Rates/${code}`, undefined, { notify: true }),
  );

/** "Tek çekim fiyatı" (issue 27): which account prices the single payment the pay pages show first. */
export function useSinglePayment() {
  return useQuery({
    queryKey: keys.singlePayment,
    queryFn: ({ signal }) =>
      required(api.get<AdminSinglePayment>('/admin/Pricing/SinglePayment', undefined, { signal })),
  });
}

export const useSaveSinglePayment = () =>
  usePricingChange((body: SinglePaymentSettingsInput) =>
    api.put<AdminSinglePayment>('/admin/Pricing/SinglePayment', { ...body }, { notify: true }),
  );
