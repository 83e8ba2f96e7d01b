import type { TransferInstructions } from '@tahsilat/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import { required } from '../../lib/required.js';

/** How the signed-in firm pays by transfer (DESIGN §14); the accounts change rarely: fresh for ten minutes. */
export function useTransferInstructions() {
  return useQuery({
    queryKey: ['transferInstructions'],
    staleTime: 600_000,
    queryFn: ({ signal }) =>
      required(api.get<TransferInstructions>('/Transfer/Instructions', undefined, { signal })),
  });
}
