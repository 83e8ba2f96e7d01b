import { createApiClient } from './api-client.js';
import { notifier } from './notify.js';
import { clearCredentials, isActing, readValue } from './session.js';

/** What a dealer's read-only view may still send: its own end, and sign-out (which ends both sessions). */
const ACTING_WRITES = new Set(['/SubFirm/ActAs/End', '/FirmAuth/Logout']);

/** The app's client: same-origin /api, the stored token, and a full page move to /signin on 401/403. */
export const api = createApiClient({
  baseUrl: '/api',
  fetch: (...args) => window.fetch(...args),
  getToken: () => readValue('token'),
  clearCredentials,
  goToSignin: () => {
    if (window.location.pathname !== '/signin') {
      window.location.assign('/signin');
    }
  },
  notifier,
  isRefused: (method, path) => method !== 'get' && isActing() && !ACTING_WRITES.has(path),
});
