import type { LoginData, LoginEndpointsInfo } from '@tahsilat/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import { writeValue } from '../../lib/session.js';

export const authKeys = {
  all: ['auth'] as const,
  loginEndpoints: (domain: string) => [...authKeys.all, 'loginEndpoints', domain] as const,
  passwordToken: (token: string) => [...authKeys.all, 'passwordToken', token] as const,
};

/** The sign-in page's tenant and branding, found by this page's address (SPEC 7). */
export function loginEndpointsQuery() {
  const domain = window.location.origin;
  return queryOptions({
    queryKey: authKeys.loginEndpoints(domain),
    staleTime: 5 * 60_000,
    queryFn: async () => {
      // An address no tenant claims gets neutral branding, without an error notice.
      const result = await api.get<LoginEndpointsInfo>(
        '/FirmAuth/GetLoginEndpoints',
        { domain },
        { quietStatuses: [404] },
      );
      if (!result.success || !result.data) {
        return null;
      }
      writeValue('domainUrl', domain);
      writeValue('pageTitle', result.data.pageTitle);
      writeValue('isTenantSelectedFromModal', String(result.data.isTenantSelectedFromModal));
      return result.data;
    },
  });
}

export function useLoginEndpoints() {
  return useQuery(loginEndpointsQuery());
}

/** Whether a reset or invitation link is still usable; null when the server does not know it (404). */
export function usePasswordToken(token: string) {
  return useQuery({
    queryKey: authKeys.passwordToken(token),
    retry: false,
    queryFn: async () => {
      const result = await api.get<{ kind: 'reset' | 'invite'; expiresAt: string }>(
        '/FirmAuth/IsHavePsrGuid',
        { PsrGuid: token },
        { quietStatuses: [404, 406] },
      );
      return result.success ? result.data : null;
    },
  });
}

export function signIn(email: string, password: string) {
  return api.post<LoginData>(
    '/FirmAuth/Login',
    { email, password, b2BDomainUrl: window.location.origin },
    // The form shows a refused login in its own error line.
    { quietStatuses: [400, 429] },
  );
}

export function fetchActiveTenantLogo() {
  return api.get<{ logoPath: string | null; phoneNumber: string | null; address: string | null }>(
    '/FirmAuth/GetActiveTenantInfo',
  );
}
