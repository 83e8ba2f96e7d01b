import { createApiClient } from './api-client.js';
import { notifier } from './notify.js';
import { clearCredentials, isActing, readValue } from './session.js';

/** What a dealer's read-only view may still send: its own end, and sign-out (which ends both sessions). */
const ACTING_WRITES = new Set(['/SubFirm/ActAs/End', '/FirmAuth/Logout']);

/** The app's client settings: same-origin /api, the stored token, and a full page move to /signin on 401/403. */
const settings = {
  baseUrl: '/api',
  getToken: () => readValue('token'),
  clearCredentials,
  goToSignin: () => {
    if (window.location.pathname !== '/signin') {
      window.location.assign('/signin');
    }
  },
  notifier,
  isRefused: (method: string, path: string) => method !== 'get' && isActing() && !ACTING_WRITES.has(path),
};

export const api = createApiClient({ ...settings, fetch: (...args) => window.fetch(...args) });

/**
 * The app's client with one difference: the request body is the file itself (the server reads its kind from the
 * bytes). Answers, notices and the sign-in redirect are the shared client's.
 */
export function fileClient(file: File, contentType = file.type || 'application/octet-stream') {
  return createApiClient({
    ...settings,
    fetch: (input, init) =>
      window.fetch(input, {
        ...init,
        body: file,
        headers: { ...(init?.headers as Record<string, string>), 'content-type': contentType },
      }),
  });
}
