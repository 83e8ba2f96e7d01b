import type {
  DiscountInvoices,
  DiscountPreviewView,
  DiscountRequestSummary,
  DiscountRequestView,
  DiscountSelection,
} from '@tahsilat/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import { LoadError, required } from '../../lib/required.js';

export const discountKeys = {
  all: ['invoiceDiscount'] as const,
  invoices: (firmId: string | undefined) => [...discountKeys.all, 'invoices', firmId ?? 'own'] as const,
  preview: (selection: DiscountSelection) => [...discountKeys.all, 'preview', selection] as const,
  requests: (firmId: string | undefined) => [...discountKeys.all, 'requests', firmId ?? 'own'] as const,
  request: (id: string) => [...discountKeys.all, 'request', id] as const,
};

const firmQuery = (firmId: string | undefined) => (firmId ? { firmId } : undefined);

/** The firm's open discountable invoices and the terms it gets (null terms: the tenant offers no discounting). */
export function useDiscountInvoices(firmId: string | undefined) {
  return useQuery({
    queryKey: discountKeys.invoices(firmId),
    queryFn: ({ signal }) =>
      required(api.get<DiscountInvoices>('/InvoiceDiscount/Invoices', firmQuery(firmId), { signal })),
  });
}

/** What the server answers for a preview: its figures, or its refusal shown beside the selection. */
export type PreviewAnswer =
  | { preview: DiscountPreviewView; refusal: null }
  | { preview: null; refusal: string };

/**
 * The server's figures for the chosen invoices; the previous ones stay on screen while the next load. A 400 is
 * shown inline (the selection may simply have gone stale), not as a notice on every change.
 */
export function useDiscountPreview(selection: DiscountSelection | null) {
  return useQuery({
    queryKey: discountKeys.preview(selection ?? { invoiceIds: [] }),
    enabled: selection !== null,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<PreviewAnswer> => {
      const result = await api.post<DiscountPreviewView>(
        '/InvoiceDiscount/Preview',
        { ...selection },
        { signal, quietStatuses: [400] },
      );
      if (result.status === 400) {
        return { preview: null, refusal: result.message };
      }
      if (!result.success || !result.data) {
        throw new LoadError(result.message);
      }
      return { preview: result.data, refusal: null };
    },
  });
}

export function useDiscountRequests(firmId: string | undefined) {
  return useQuery({
    queryKey: discountKeys.requests(firmId),
    queryFn: ({ signal }) =>
      required(api.get<DiscountRequestSummary[]>('/InvoiceDiscount/Requests', firmQuery(firmId), { signal })),
  });
}

export function useDiscountRequest(id: string | null) {
  return useQuery({
    queryKey: discountKeys.request(id ?? ''),
    enabled: id !== null,
    queryFn: ({ signal }) =>
      required(
        api.get<DiscountRequestView>(`/InvoiceDiscount/Requests/${encodeURIComponent(id ?? '')}`, undefined, {
          signal,
        }),
      ),
  });
}

/** A request changes which invoices are held and adds to the list: both are fetched again. */
export function useCreateDiscountRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (selection: DiscountSelection) =>
      api.post<DiscountRequestView>('/InvoiceDiscount/Requests', { ...selection }),
    onSuccess: (result) => {
      if (result.success && result.data) {
        queryClient.setQueryData(discountKeys.request(result.data.id), result.data);
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...discountKeys.all, 'invoices'] }),
        queryClient.invalidateQueries({ queryKey: [...discountKeys.all, 'requests'] }),
        queryClient.removeQueries({ queryKey: [...discountKeys.all, 'preview'] }),
      ]),
  });
}
