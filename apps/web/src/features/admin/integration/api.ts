import type { AdminIntegrationKey, AdminIntegrationKeyCreated } from '@tahsilat/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { required } from '../../../lib/required.js';

/** The answers of the integration API the console shows (the ERP's own contract for webhooks and sync). */
export interface WebhookEndpoint {
  id: string;
  url: string;
  events: string[];
  description: string | null;
  isActive: boolean;
  createdAt: string;
}
export interface WebhookDelivery {
  id: string;
  eventType: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
}
export interface SyncState {
  entity: string;
  lastPushAt: string | null;
  lastCounts: { created: number; updated: number; unchanged: number; failed: number; deleted: number } | null;
  lastErrorAt: string | null;
  lastError: string | null;
}

const base = '/admin/Integration';
const keys = { all: ['admin', 'integration'] as const };

function useList<T>(name: string, path: string, enabled = true) {
  return useQuery({
    queryKey: [...keys.all, name, path],
    enabled,
    queryFn: ({ signal }) => required(api.get<T>(`${base}${path}`, undefined, { signal })),
  });
}

export const useIntegrationKeys = () => useList<AdminIntegrationKey[]>('keys', '/Keys');
export const useWebhooks = () => useList<WebhookEndpoint[]>('webhooks', '/Webhooks');
export const useSyncStates = () => useList<SyncState[]>('sync', '/Sync');
export const useDeliveries = (webhookId: string | null) =>
  useList<WebhookDelivery[]>('deliveries', `/Webhooks/${webhookId ?? ''}/Deliveries`, webhookId !== null);

/** A change of the integration section: the section's lists are read again. */
function useIntegrationChange<T, R>(call: (variables: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export const useCreateKey = () =>
  useIntegrationChange((name: string) =>
    api.post<AdminIntegrationKeyCreated>(`${base}/Keys`, { name }, { notify: true }),
  );
export const useRevokeKey = () =>
  useIntegrationChange((id: string) =>
    api.post<AdminIntegrationKey>(`${base}/Keys/${encodeURIComponent(id)}/revoke`, {}, { notify: true }),
  );
export const useCreateWebhook = () =>
  useIntegrationChange((body: { url: string; events: string[]; description?: string }) =>
    api.post<WebhookEndpoint & { secret: string }>(`${base}/Webhooks`, { ...body }, { notify: true }),
  );
export const useDeleteWebhook = () =>
  useIntegrationChange((id: string) =>
    api.delete<null>(`${base}/Webhooks/${encodeURIComponent(id)}`, {}, { notify: true }),
  );
export const useTestWebhook = () =>
  useIntegrationChange((id: string) =>
    api.post<WebhookDelivery>(`${base}/Webhooks/${encodeURIComponent(id)}/Test`, {}, { notify: true }),
  );
export const useRetryDelivery = () =>
  useIntegrationChange((id: string) =>
    api.post<WebhookDelivery>(`${base}/Deliveries/${encodeURIComponent(id)}/Retry`, {}, { notify: true }),
  );
