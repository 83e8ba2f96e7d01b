import type { SandboxProtocol } from './context.js';
import { registerGarantiApi } from './garanti-api.js';
import { registerGarantiGate } from './garanti-gate.js';
import { GarantiSessions } from './garanti-sessions.js';

/**
 * Garanti BBVA GVP on the sandbox bank, shaped after mews/pos's recorded answers:
 *
 * - `POST garanti/servlet/gt3dengine`: the 3-D form (terminalmerchantid + terminalid, terminalprovuserid = PROVAUT,
 *   secure3dhash in upper-case hex; a wrong one gets the error page, 400), the card, the fields, an order not yet
 *   authorised; then the shared card-holder page and the post back: the form without the card fields plus mdstatus
 *   (1 passed, 0 failed or cancelled), mderrormessage, txnstatus, eci, cavv, md, xid, oid, clientid (= terminal id),
 *   terminalid, MaskedPan, authcode, response, procreturncode, transid (= oid), hostrefnum, errmsg, hostmsg, rnd,
 *   hashparams, hashparamsval and hash, signed over GARANTI_HASH_PARAMS (not txnamount, not txncurrencycode).
 *   Model 3D leaves the charge fields empty; 3D_PAY charges at once (journal '3d_pay', 'PreAuth' for preauth).
 *   Sandbox choice: a failed check (mdstatus 0) leaves the charge fields empty in both models, with the 3-D words in
 *   errmsg; a 3D_PAY charge refused because the order was authorised meanwhile says Declined / 92 in the post back.
 * - `POST garanti/VPServlet`: GVPSRequest (raw XML or a form's `data` field); refusals are GVPSResponses with
 *   Code 92 and the reason codes of garanti-codes.ts (0002, 0108, 0110, 0208 recorded; the others the sandbox's).
 *   The inquiries' statuses VOID, REFUNDED, PARTIALLYREFUNDED and DECLINED are the sandbox's choice too
 *   (garanti-inquiry.ts); the answers' HashData is the sandbox's own digest, not to be verified.
 * - Test switch `POST garanti/control/unsigned-next-post-back`: the next post back, whatever the card holder does,
 *   is the bank's unsigned system-error post to errorurl (mdstatus 7, response Error, procreturncode 99, errmsg
 *   Sistem Hatasi, no hash, hashparams or hashparamsval), as mews recorded for a 3D_PAY 'authFail'.
 */
export const garantiSandbox: SandboxProtocol = (app, context) => {
  const sessions = new GarantiSessions();
  registerGarantiGate(app, context, sessions);
  registerGarantiApi(app, context, sessions);
  app.post('/garanti/control/unsigned-next-post-back', async () => {
    sessions.unsignNextPostBack();
    return { armed: true };
  });
};
