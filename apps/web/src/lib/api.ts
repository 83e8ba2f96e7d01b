import { createApiClient } from './api-client.js';
import { notifier } from './notify.js';
import { clearCredentials, readValue } from './session.js';

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
});
