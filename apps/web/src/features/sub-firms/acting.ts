import { api } from '../../lib/api.js';
import { restoreOwnSession, saveActingLogin } from '../../lib/session.js';
import { startActingAs } from './api.js';

/**
 * Opens the dealer's pages read-only: the server answers a separate session for it; the user's own one is kept
 * aside, and the page reloads so nothing of the own session's lists stays cached. False when the server refused.
 */
export async function actAsDealer(firmId: string): Promise<boolean> {
  const result = await startActingAs(firmId);
  if (!result.success || !result.data?.actingAs) {
    return false;
  }
  saveActingLogin(result.data);
  window.location.assign('/home');
  return true;
}

/** Ends the dealer view: the server closes it, the user's own session comes back and the dealer list opens. */
export async function endActing(): Promise<void> {
  await api.post('/SubFirm/ActAs/End', {}, { quietStatuses: [400, 404, 500] });
  window.location.assign(restoreOwnSession() ? '/subfirm-list' : '/signin');
}
