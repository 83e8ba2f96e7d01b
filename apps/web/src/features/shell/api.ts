import type { LoginData } from '@tahsilat/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import { readValue, saveLogin, writeValue } from '../../lib/session.js';

export const shellKeys = {
  all: ['shell'] as const,
  tenants: () => [...shellKeys.all, 'tenants'] as const,
  activeTenant: (tenantId: string | null) => [...shellKeys.all, 'activeTenant', tenantId] as const,
};

export function useTenants() {
  return useQuery({
    queryKey: shellKeys.tenants(),
    staleTime: 5 * 60_000,
    queryFn: async () => (await api.get<{ id: string; name: string }[]>('/FirmAuth/GetTenants')).data ?? [],
  });
}

export function useActiveTenant() {
  const tenantId = readValue('tenantId');
  return useQuery({
    queryKey: shellKeys.activeTenant(tenantId),
    staleTime: 5 * 60_000,
    queryFn: async () => {
      const result = await api.get<{
        logoPath: string | null;
        phoneNumber: string | null;
        address: string | null;
      }>('/FirmAuth/GetActiveTenantInfo');
      if (result.data?.logoPath) {
        writeValue('tenantLogo', result.data.logoPath);
      }
      return result.data;
    },
  });
}

/**
 * Company switch (SPEC 4): the same company does nothing; another replaces the stored values,
 * fetches that company's logo and reloads the page. Answers false when the server refused.
 */
export async function switchTenant(tenantId: string, fromModal: boolean): Promise<boolean> {
  if (fromModal) {
    // The choice was made; the company list does not open again by itself.
    writeValue('modal', 'true');
  }
  if (tenantId === readValue('tenantId')) {
    return true;
  }
  const result = await api.get<LoginData>(`/FirmAuth/ChangeTenant/${encodeURIComponent(tenantId)}`);
  if (!result.success || !result.data) {
    return false;
  }
  saveLogin(result.data);
  const info = await api.get<{ logoPath: string | null }>('/FirmAuth/GetActiveTenantInfo');
  if (info.data?.logoPath) {
    writeValue('tenantLogo', info.data.logoPath);
  }
  window.location.reload();
  return true;
}

/** Sign-out (SPEC 4): the server revokes the session, every stored key goes, back to '/'. */
export async function signOut(): Promise<void> {
  await api.post('/FirmAuth/Logout', {}, { quietStatuses: [401, 500] });
}
