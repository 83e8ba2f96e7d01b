import type { HomeSummary } from '@tahsilat/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import { required } from '../../lib/required.js';

/** The home page's figures; fresh for a minute (the ERP pushes in batches, not by the second). */
export function useHomeSummary() {
  return useQuery({
    queryKey: ['homeSummary'],
    staleTime: 60_000,
    queryFn: ({ signal }) => required(api.get<HomeSummary>('/FirmReport/Home', undefined, { signal })),
  });
}
