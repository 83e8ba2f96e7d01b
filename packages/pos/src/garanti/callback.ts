import {
  type CallbackProblem,
  type CallbackReading,
  type CallbackWord,
  judgeCallback,
} from '../callback-word.js';
import { signedWithStoreKey } from '../store-key.js';
import { type BankResult, type ExpectedCallback, NUMERIC_CURRENCY, type PosAccount } from '../types.js';
import { garantiCallbackHash } from './hash.js';

const blank = (value: string | undefined) => (value === undefined || value === '' ? null : value);

/**
 * The fields whose values we decide on; the bank's `hashparams` must name each of them, or the post is not the
 * bank's word on them. The real bank signs `clientid:oid:authcode:procreturncode:response:mdstatus:cavv:eci:md:rnd:`
 * (protocols/vectors.json): the 3-D result, the order, the terminal and, under 3D_PAY, the charge. The amount and
 * currency are not signed: the signed order id stands for them (the bank charged what our signed form asked for),
 * and a posted value that differs from ours still shows a tampered post.
 */
const DECIDING = ['clientid', 'oid', 'mdstatus'] as const;
const CHARGE = ['procreturncode', 'response', 'authcode'] as const;

/** The names `hashparams` lists; a name listed twice is not a second signature. */
const namesOf = (hashparams: string) => new Set(hashparams.split(':').filter((name) => name !== ''));

function signatureOf(
  account: PosAccount,
  fields: Readonly<Record<string, string>>,
): CallbackReading['signature'] {
  const { hash, hashparams } = fields;
  if (hash === undefined && hashparams === undefined) {
    return 'absent';
  }
  if (!hash || !hashparams) {
    return 'invalid';
  }
  const names = namesOf(hashparams);
  const covered = [...DECIDING, ...(account.model === '3d_pay' ? CHARGE : [])].every((name) =>
    names.has(name),
  );
  // Garanti's hashes are hex: the case of the posted one does not matter.
  const posted = hash.toUpperCase();
  return covered && signedWithStoreKey(account.credentials, (key) => garantiCallbackHash(fields, key), posted)
    ? 'valid'
    : 'invalid';
}

/** Present, unsigned copies of a decision must agree with it: a relabelled post is refused, not half-read. */
function problemOf(
  account: PosAccount,
  fields: Readonly<Record<string, string>>,
  expected: ExpectedCallback,
): CallbackProblem | null {
  const { terminalId = '', storeId } = account.credentials;
  const differs = (name: string, ours: string) => fields[name] !== undefined && fields[name] !== ours;
  if (
    fields.clientid !== terminalId ||
    differs('terminalid', terminalId) ||
    differs('terminalmerchantid', storeId)
  ) {
    return 'store';
  }
  if (fields.oid !== expected.orderId || differs('orderid', expected.orderId)) {
    return 'order';
  }
  if (differs('txnamount', expected.amount.toString())) {
    return 'amount';
  }
  return differs('txncurrencycode', NUMERIC_CURRENCY[expected.currency]) ? 'currency' : null;
}

/** The 3D_PAY charge the post reports; null when its fields are missing (the post is then malformed). */
function chargeOf(fields: Readonly<Record<string, string>>, orderId: string): BankResult | null {
  const returnCode = blank(fields.procreturncode);
  const response = blank(fields.response);
  if (returnCode === null || response === null) {
    return null;
  }
  const approved = returnCode === '00' && response.toLowerCase() === 'approved';
  const error = response.toLowerCase() === 'error' || returnCode === '99';
  return {
    outcome: approved ? 'approved' : error ? 'error' : 'declined',
    orderId,
    authCode: blank(fields.authcode?.trim()),
    hostRefNum: blank(fields.hostrefnum),
    transId: blank(fields.transid),
    returnCode,
    errorCode: blank(fields.procreturncode),
    message: blank(fields.errmsg) ?? blank(fields.hostmsg),
  };
}

/**
 * Garanti's post to successurl/errorurl: the hash over the fields `hashparams` names (which must include every
 * field we decide on), the terminal, the order, then the 3-D result and, under 3D_PAY, the bank's charge.
 */
export function readGarantiCallback(
  account: PosAccount,
  fields: Readonly<Record<string, string>>,
  expected: ExpectedCallback,
): CallbackWord {
  const mdStatus = blank(fields.mdstatus);
  const threeD = mdStatus === null ? null : account.acceptedMdStatus.includes(mdStatus) ? 'passed' : 'failed';
  const reading: CallbackReading = {
    signature: signatureOf(account, fields),
    problem: problemOf(account, fields, expected),
    threeD,
    charge: null,
    mdStatus,
    message: blank(fields.mderrormessage) ?? blank(fields.errmsg),
    maskedPan: blank(fields.MaskedPan) ?? blank(fields.maskedpan),
  };
  if (account.model === '3d_pay' && threeD === 'passed') {
    reading.charge = chargeOf(fields, expected.orderId);
    if (reading.charge === null) {
      reading.problem ??= 'malformed';
    }
  }
  return judgeCallback(reading);
}
