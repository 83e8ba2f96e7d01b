import type {
  CollectionPlanPage,
  CollectionPlanQuery,
  ReminderBody,
  ReminderPreview,
} from '@tahsilat/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import { downloadFile } from '../../lib/download.js';
import { required } from '../../lib/required.js';

export function useCollectionPlan(query: CollectionPlanQuery) {
  return useQuery({
    queryKey: ['collectionPlan', query],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      required(api.get<CollectionPlanPage>('/FirmReport/CollectionPlan', { ...query }, { signal })),
  });
}

/** A reminder to a dealer; the plan is asked again so its 'last reminder' shows it. */
export function useRemind() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReminderBody) =>
      api.post<{ to: string; at: string }>('/FirmReport/CollectionPlan/Remind', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['collectionPlan'] }),
  });
}

/** The reminder as it would go (address, subject, text), asked before the user confirms sending it. */
export function previewReminder(body: ReminderBody) {
  return api.post<ReminderPreview>('/FirmReport/CollectionPlan/RemindPreview', body);
}

export function downloadCollectionExcel(query: CollectionPlanQuery, fallbackName: string): Promise<boolean> {
  return downloadFile('/FirmReport/CollectionPlanExcel', { ...query }, fallbackName);
}
