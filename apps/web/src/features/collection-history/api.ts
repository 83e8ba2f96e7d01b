import type {
  CollectionDetail,
  CollectionHistoryExportQuery,
  CollectionHistoryPage,
  CollectionHistoryQuery,
  PosCollectionSetup,
} from '@tahsilat/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import { downloadFile } from '../../lib/download.js';
import { required } from '../../lib/required.js';

export const historyKeys = {
  all: ['collectionHistory'] as const,
  banks: () => [...historyKeys.all, 'banks'] as const,
  page: (query: CollectionHistoryQuery) => [...historyKeys.all, 'page', query] as const,
  detail: (id: string) => [...historyKeys.all, 'detail', id] as const,
};

/** One page of card payments; the previous page stays on screen while the next one loads. */
export function useCollectionHistory(query: CollectionHistoryQuery) {
  return useQuery({
    queryKey: historyKeys.page(query),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      required(api.get<CollectionHistoryPage>('/PosCollection/History', { ...query }, { signal })),
  });
}

/** One payment with its events, fetched when its drawer opens. */
export function useCollectionDetail(id: string | null) {
  return useQuery({
    queryKey: historyKeys.detail(id ?? ''),
    enabled: id !== null,
    queryFn: ({ signal }) =>
      required(
        api.get<CollectionDetail>(`/PosCollection/History/${encodeURIComponent(id ?? '')}`, {}, { signal }),
      ),
  });
}

/** The banks of the bank filter: the tenant's payment providers (the payment form's setup, read once). */
export function useHistoryBanks() {
  return useQuery({
    queryKey: historyKeys.banks(),
    staleTime: 5 * 60_000,
    queryFn: async () => {
      const setup = await required(api.get<PosCollectionSetup>('/PosCollection/Setup'));
      return setup.providers.map((provider) => ({ id: provider.id, name: provider.name }));
    },
  });
}

/** The .xlsx of exactly the filtered payments, in the list's order, saved under the server's file name. */
export function downloadCollectionHistory(
  query: CollectionHistoryExportQuery,
  fallbackName: string,
): Promise<boolean> {
  return downloadFile('/PosCollection/HistoryExcel', { ...query }, fallbackName);
}

/** A successful payment's receipt (PDF), saved under the server's file name. */
export function downloadReceipt(id: string, fallbackName: string): Promise<boolean> {
  return downloadFile(`/PosCollection/Receipt/${encodeURIComponent(id)}`, {}, fallbackName);
}

/** E-mails the receipt to the payment's address (else the paying firm's); the answer names the address. */
export function mailReceipt(id: string) {
  return api.post<{ to: string }>(`/PosCollection/Receipt/${encodeURIComponent(id)}/Mail`);
}
