import { majorUnits } from '../types.js';
import { childOf, textOf, type XmlNode } from '../xml.js';
import type { SandboxContext } from './context.js';
import {
  approvedResponse,
  type GvpsOutcome,
  type GvpsResponse,
  gvpsAnswer,
  gvpsMasked,
  gvpsRefusal,
  journalMovement,
} from './garanti-answers.js';
import { GARANTI_HOST_DECLINE, GARANTI_REFUSALS } from './garanti-codes.js';
import type { GarantiSessions } from './garanti-sessions.js';
import type { SandboxMerchant } from './merchants.js';
import { maskedPan } from './xml-api.js';

/** InstallmentCnt as the form's txninstallmentcount: '' for a single payment ('', '0' and '1' alike). */
export const installmentsOf = (text: string) => (['', '0', '1'].includes(text) ? '' : text);

/** The host's decline of a card (the shared declined card: 05). */
const hostDecline = (code: string, message: string | null): GvpsResponse => ({
  source: 'HOST',
  code,
  reason: code,
  message: 'Declined',
  errorMsg: message ?? '',
  sysErrMsg: GARANTI_HOST_DECLINE.system,
});

/**
 * sales / preauth after 3-D (model 3D): the Secure3D block must carry the Md, CAVV, ECI and TxnID this bank issued
 * for an authenticated check of this merchant and OrderID (0701); the Md works once and the order is authorised
 * once (0703); type, amount, currency and instalments are the 3-D form's (0702). Then the shared card outcomes.
 */
export async function provisionAfterThreeD(
  context: SandboxContext,
  sessions: GarantiSessions,
  merchant: SandboxMerchant,
  request: XmlNode,
  type: 'sales' | 'preauth',
): Promise<GvpsOutcome> {
  const orderId = textOf(childOf(request, 'Order'), 'OrderID');
  const transaction = childOf(request, 'Transaction');
  const secure = childOf(transaction, 'Secure3D');
  const session = sessions.withMd(textOf(secure, 'Md'));
  if (
    session?.status !== 'authenticated' ||
    session.merchant.clientId !== merchant.clientId ||
    session.orderId !== orderId ||
    session.cavv !== textOf(secure, 'AuthenticationCode') ||
    session.eci !== textOf(secure, 'SecurityLevel') ||
    session.xid !== textOf(secure, 'TxnID')
  ) {
    return gvpsRefusal(request, GARANTI_REFUSALS.threeDInvalid);
  }
  const taken = context.journal
    .forOrder(merchant.clientId, orderId)
    .some((entry) => ['Auth', 'PreAuth', '3d_pay'].includes(entry.type) && entry.outcome === 'approved');
  if (session.used || taken) {
    return gvpsRefusal(request, GARANTI_REFUSALS.alreadyUsed);
  }
  if (
    type !== session.txnType ||
    textOf(transaction, 'Amount') !== session.amount ||
    textOf(transaction, 'CurrencyCode') !== session.currency ||
    installmentsOf(textOf(transaction, 'InstallmentCnt')) !== session.installments
  ) {
    return gvpsRefusal(request, GARANTI_REFUSALS.threeDMismatch);
  }
  session.used = true;
  const outcome = context.outcomeFor(session.pan);
  const entry = journalMovement(
    context,
    merchant,
    {
      orderId,
      type: type === 'sales' ? 'Auth' : 'PreAuth',
      amount: majorUnits(BigInt(session.amount)),
      currency: session.currency,
      maskedPan: maskedPan(session.pan),
    },
    outcome.approved ? '00' : outcome.code,
  );
  const cardMasked = gvpsMasked(session.pan);
  sessions.remember(merchant.clientId, orderId, { installments: session.installments, cardMasked });
  if (context.authDelayMs > 0) {
    await new Promise((resolve) => setTimeout(resolve, context.authDelayMs));
  }
  const response = outcome.approved ? approvedResponse('HOST') : hostDecline(outcome.code, outcome.message);
  return { answer: gvpsAnswer(request, { response, entry, cardMasked }), journaled: entry.type };
}
