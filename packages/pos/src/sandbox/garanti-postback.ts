import { createHash, randomBytes } from 'node:crypto';
import { majorUnits } from '../types.js';
import type { AcsPostBack } from './acs.js';
import type { SandboxContext } from './context.js';
import { gvpsMasked, journalMovement } from './garanti-answers.js';
import { GARANTI_REFUSALS, GARANTI_SYSTEM_ERROR } from './garanti-codes.js';
import type { GarantiSession, GarantiSessions } from './garanti-sessions.js';
import { maskedPan } from './xml-api.js';

/** The fields the bank signs, in its order (recorded): it does not sign txnamount or txncurrencycode. */
export const GARANTI_HASH_PARAMS = 'clientid:oid:authcode:procreturncode:response:mdstatus:cavv:eci:md:rnd:';

/** Adds hashparams, hashparamsval (their values joined) and hash = upper hex SHA-512(hashparamsval + store key). */
export function signGarantiPostBack(
  fields: Readonly<Record<string, string>>,
  storeKey: string,
): Record<string, string> {
  const names = GARANTI_HASH_PARAMS.split(':').filter((name) => name !== '');
  const hashparamsval = names.map((name) => fields[name] ?? '').join('');
  const hash = createHash('sha512')
    .update(hashparamsval + storeKey, 'utf8')
    .digest('hex')
    .toUpperCase();
  return { ...fields, hashparams: GARANTI_HASH_PARAMS, hashparamsval, hash };
}

/** The charge fields of a post back (empty in model 3D and when nothing was charged). */
interface Charge {
  authcode: string;
  response: string;
  procreturncode: string;
  hostrefnum: string;
  errmsg: string;
  hostmsg: string;
}

const NO_CHARGE: Charge = {
  authcode: '',
  response: '',
  procreturncode: '',
  hostrefnum: '',
  errmsg: '',
  hostmsg: '',
};

/** ECI of a passed check: 02 for Mastercard, 05 for Visa, empty for other schemes. */
const eciOf = (pan: string) => (pan.startsWith('4') ? '05' : /^[25]/.test(pan) ? '02' : '');

/** Model 3D_PAY: the bank charges (or pre-authorises) as soon as the 3-D check passes, once per order. */
function chargeAtOnce(context: SandboxContext, sessions: GarantiSessions, session: GarantiSession): Charge {
  const { merchant, orderId } = session;
  session.used = true;
  const taken = context.journal
    .forOrder(merchant.clientId, orderId)
    .some((entry) => ['Auth', 'PreAuth', '3d_pay'].includes(entry.type) && entry.outcome === 'approved');
  if (taken) {
    const used = GARANTI_REFUSALS.alreadyUsed;
    return { ...NO_CHARGE, response: 'Declined', procreturncode: used.code, errmsg: used.message };
  }
  const outcome = context.outcomeFor(session.pan);
  const entry = journalMovement(
    context,
    merchant,
    {
      orderId,
      type: session.txnType === 'preauth' ? 'PreAuth' : '3d_pay',
      amount: majorUnits(BigInt(session.amount)),
      currency: session.currency,
      maskedPan: maskedPan(session.pan),
    },
    outcome.approved ? '00' : outcome.code,
  );
  sessions.remember(merchant.clientId, orderId, {
    installments: session.installments,
    cardMasked: gvpsMasked(session.pan),
  });
  return {
    authcode: entry.authCode ?? '',
    response: outcome.approved ? 'Approved' : 'Declined',
    procreturncode: entry.returnCode,
    hostrefnum: entry.hostRefNum ?? '',
    errmsg: outcome.message ?? '',
    hostmsg: '',
  };
}

/** The switch's post back: the bank's unsigned system error (mdstatus 7, response Error, 99, no md and no hash). */
function systemErrorPostBack(sessions: GarantiSessions, session: GarantiSession): AcsPostBack {
  session.status = 'failed';
  if (session.model === '3D_PAY') {
    sessions.remember(session.merchant.clientId, session.orderId, {
      threeDFailure: GARANTI_SYSTEM_ERROR.text,
    });
  }
  return {
    action: session.echoed.errorurl ?? '',
    fields: {
      ...session.echoed,
      mdstatus: GARANTI_SYSTEM_ERROR.mdstatus,
      mderrormessage: GARANTI_SYSTEM_ERROR.text,
      errmsg: GARANTI_SYSTEM_ERROR.text,
      clientid: session.merchant.terminalId ?? '',
      oid: session.orderId,
      response: GARANTI_SYSTEM_ERROR.response,
      procreturncode: GARANTI_SYSTEM_ERROR.code,
      terminalid: session.merchant.terminalId ?? '',
    },
  };
}

/**
 * The post back once the card holder is done: the form without the card fields, the 3-D result, for 3D_PAY the
 * charge, signed over GARANTI_HASH_PARAMS with the store key; to successurl when the check passed, else errorurl.
 */
export function garantiPostBack(
  context: SandboxContext,
  sessions: GarantiSessions,
  session: GarantiSession,
  passed: boolean,
  failure: string,
): AcsPostBack {
  if (sessions.takeUnsigned()) {
    return systemErrorPostBack(sessions, session);
  }
  const { merchant, pan } = session;
  session.status = passed ? 'authenticated' : 'failed';
  if (passed) {
    session.cavv = randomBytes(20).toString('base64');
    session.eci = eciOf(pan);
  } else if (session.model === '3D_PAY') {
    sessions.remember(merchant.clientId, session.orderId, {
      installments: session.installments,
      cardMasked: gvpsMasked(pan),
      threeDFailure: failure,
    });
  }
  const charge =
    passed && session.model === '3D_PAY'
      ? chargeAtOnce(context, sessions, session)
      : { ...NO_CHARGE, errmsg: passed ? '' : failure };
  const terminalId = merchant.terminalId ?? '';
  const fields: Record<string, string> = {
    ...session.echoed,
    xid: session.xid,
    mdstatus: passed ? '1' : '0',
    mderrormessage: passed ? 'Authenticated' : failure,
    txnstatus: passed ? 'Y' : 'N',
    eci: session.eci,
    cavv: session.cavv,
    paressyntaxok: passed ? 'true' : 'false',
    paresverified: passed ? 'true' : 'false',
    version: '2.0',
    ireqcode: '',
    ireqdetail: '',
    vendorcode: '',
    cavvalgorithm: passed ? '3' : '',
    md: session.md,
    terminalid: terminalId,
    oid: session.orderId,
    ...charge,
    transid: session.orderId,
    rnd: randomBytes(15).toString('base64'),
    clientid: terminalId,
    MaskedPan: maskedPan(pan),
  };
  return {
    action: (passed ? session.echoed.successurl : session.echoed.errorurl) ?? '',
    fields: signGarantiPostBack(fields, merchant.storeKey),
  };
}
