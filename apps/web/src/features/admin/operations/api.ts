import type {
  AdminCollectionPage,
  AdminCollectionQuery,
  AdminDiscountPage,
  AdminDiscountQuery,
  CollectionReversals,
  DiscountRequestView,
  PaymentRequestItem,
  PaymentRequestListQuery,
  PaymentRequestPage,
  Reversal,
} from '@tahsilat/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { downloadFile } from '../../../lib/download.js';
import { required } from '../../../lib/required.js';

/** The console's operations calls (issue 15, section 7): collections, payment links, discount requests. */

const keys = {
  collections: ['admin', 'ops', 'collections'] as const,
  links: ['admin', 'ops', 'links'] as const,
  discounts: ['admin', 'ops', 'discounts'] as const,
};
const idPath = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

export function useAdminCollections(query: Partial<AdminCollectionQuery>) {
  return useQuery({
    queryKey: [...keys.collections, 'list', query],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      required(api.get<AdminCollectionPage>('/admin/Collections', { ...query }, { signal })),
  });
}

export function useCollectionReversals(id: string | null) {
  return useQuery({
    queryKey: [...keys.collections, 'reversals', id],
    enabled: id !== null,
    queryFn: ({ signal }) =>
      required(
        api.get<CollectionReversals>(`${idPath('/admin/collections', id ?? '')}/refunds`, undefined, {
          signal,
        }),
      ),
  });
}

export interface ReversalIntent {
  id: string;
  kind: 'void' | 'refund';
  /** A refund's amount as the API reads it ("15.00"); the whole rest when absent. */
  amount?: string;
  reason: string;
  /** One key per intent: a double click or a retry sends the same key and gets the same reversal. */
  idempotencyKey: string;
}

/** A void or a refund; the list and the collection's reversals are read again whatever the answer. */
export function useReverseCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, kind, amount, reason, idempotencyKey }: ReversalIntent) =>
      api.post<{ reversal: Reversal; collection: CollectionReversals }>(
        `${idPath('/admin/collections', id)}/${kind === 'void' ? 'void' : 'refunds'}`,
        { reason, ...(amount ? { amount } : {}) },
        { headers: { 'Idempotency-Key': idempotencyKey } },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.collections }),
  });
}

export function useAdminLinks(query: Partial<PaymentRequestListQuery>) {
  return useQuery({
    queryKey: [...keys.links, 'list', query],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      required(api.get<PaymentRequestPage>('/admin/PaymentLinks', { ...query }, { signal })),
  });
}

export function useLinkAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      action: { id: string; kind: 'cancel' } | { id: string; kind: 'extend'; validityDate: string },
    ) =>
      action.kind === 'cancel'
        ? api.post<PaymentRequestItem>(`${idPath('/admin/PaymentLinks', action.id)}/Cancel`, undefined, {
            notify: true,
          })
        : api.post<PaymentRequestItem>(
            `${idPath('/admin/PaymentLinks', action.id)}/Extend`,
            { validityDate: action.validityDate },
            { notify: true },
          ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.links }),
  });
}

export function useAdminDiscounts(query: Partial<AdminDiscountQuery>) {
  return useQuery({
    queryKey: [...keys.discounts, 'list', query],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      required(api.get<AdminDiscountPage>('/admin/DiscountRequests', { ...query }, { signal })),
  });
}

export function useAdminDiscount(id: string | null) {
  return useQuery({
    queryKey: [...keys.discounts, 'one', id],
    enabled: id !== null,
    queryFn: ({ signal }) =>
      required(
        api.get<DiscountRequestView>(idPath('/admin/DiscountRequests', id ?? ''), undefined, { signal }),
      ),
  });
}

export function useDiscountDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      status,
      note,
    }: {
      id: string;
      status: 'approved' | 'paid' | 'rejected';
      note?: string;
    }) =>
      api.put<null>(
        `${idPath('/admin/discount-requests', id)}/status`,
        { status, ...(note ? { note } : {}) },
        { notify: true },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.discounts }),
  });
}

export function downloadDiscountPdf(id: string, fallbackName: string): Promise<boolean> {
  return downloadFile(`${idPath('/admin/DiscountRequests', id)}/Pdf`, {}, fallbackName);
}
