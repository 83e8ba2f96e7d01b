import type { AdminScreens, ScreenSettings } from '@tahsilat/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { required } from '../../../lib/required.js';

const keys = { all: ['admin', 'screens'] as const };

export function useScreens() {
  return useQuery({
    queryKey: keys.all,
    queryFn: ({ signal }) => required(api.get<AdminScreens>('/admin/ScreenSettings', undefined, { signal })),
  });
}

export function useSaveScreen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ screenId, settings }: { screenId: 5 | 6; settings: ScreenSettings }) =>
      api.put<ScreenSettings>(`/admin/ScreenSettings/${screenId}`, { ...settings }, { notify: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
