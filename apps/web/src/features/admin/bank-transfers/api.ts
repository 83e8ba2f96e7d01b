import type {
  BankStatementImport,
  BankStatementPush,
  BankTransferPage,
  BankTransferRow,
  BankTransferView,
} from '@tahsilat/domain';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { required } from '../../../lib/required.js';

const keys = { all: ['admin', 'bankTransfers'] as const };

/** One view of the incoming transfers, page after page (keyset cursor), with the counts of every view. */
export function useBankTransfers(view: BankTransferView) {
  return useInfiniteQuery({
    queryKey: [...keys.all, view],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      required(
        api.get<BankTransferPage>(
          '/admin/BankTransfers',
          { view, ...(pageParam ? { cursor: pageParam } : {}) },
          { signal },
        ),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** Match, not a collection, or undo: the answer's notice tells the outcome, every view is read again. */
export function useDecideTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      action,
      firmId,
    }: {
      id: string;
      action: 'match' | 'dismiss' | 'undo';
      firmId?: string;
    }) =>
      api.post<BankTransferRow>(`/admin/BankTransfers/${id}/${action}`, firmId ? { firmId } : {}, {
        notify: true,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useUploadStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (push: BankStatementPush) =>
      required(api.post<BankStatementImport>('/admin/BankStatements', { ...push }, { notify: true })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
