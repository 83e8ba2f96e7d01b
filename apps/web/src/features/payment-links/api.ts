import type {
  CreatePaymentRequest,
  PaymentRequestCreateOptions,
  PaymentRequestItem,
  PaymentRequestListQuery,
  PaymentRequestPage,
} from '@tahsilat/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import { downloadFile } from '../../lib/download.js';
import { required } from '../../lib/required.js';

export const paymentLinkKeys = {
  all: ['paymentLinks'] as const,
  createOptions: () => [...paymentLinkKeys.all, 'createOptions'] as const,
  lists: () => [...paymentLinkKeys.all, 'list'] as const,
  list: (query: PaymentRequestListQuery) => [...paymentLinkKeys.lists(), query] as const,
};

/** What the create form offers: firms, currencies, payment sets and methods, limits and defaults. */
export function useCreateOptions() {
  return useQuery({
    queryKey: paymentLinkKeys.createOptions(),
    staleTime: 5 * 60_000,
    queryFn: () => required(api.get<PaymentRequestCreateOptions>('/PaymentRequest/CreateOptions')),
  });
}

/** One page of links; the previous page stays on screen while the next one loads. */
export function usePaymentLinks(query: PaymentRequestListQuery) {
  return useQuery({
    queryKey: paymentLinkKeys.list(query),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      required(api.get<PaymentRequestPage>('/PaymentRequest/List', { ...query }, { signal })),
  });
}

/** Every change to a link refreshes the lists that may show it. */
function useLinkMutation<TVariables extends Record<string, unknown>>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) => api.post<PaymentRequestItem>(path, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentLinkKeys.lists() }),
  });
}

export const useCreateLink = () => useLinkMutation<CreatePaymentRequest>('/PaymentRequest/Create');
export const useCancelLink = () => useLinkMutation<{ id: string }>('/PaymentRequest/Cancel');
export const useExtendLink = () =>
  useLinkMutation<{ id: string; validityDate: string }>('/PaymentRequest/Extend');
export const useSendLink = () =>
  useLinkMutation<{ id: string; channel: 'email' | 'sms'; to?: string }>('/PaymentRequest/Send');
export const useCapturePreAuth = () => useLinkMutation<{ id: string }>('/PaymentRequest/CapturePreAuth');
export const useReleasePreAuth = () => useLinkMutation<{ id: string }>('/PaymentRequest/ReleasePreAuth');

/** The .xlsx of the filtered list, saved under the server's file name. */
export function exportPaymentLinks(query: PaymentRequestListQuery, fallbackName: string): Promise<boolean> {
  return downloadFile('/PaymentRequest/Export', { ...query }, fallbackName);
}
