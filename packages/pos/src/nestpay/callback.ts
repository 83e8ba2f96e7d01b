import { signedWithStoreKey } from '../store-key.js';
import {
  type CallbackCheck,
  type ExpectedCallback,
  majorUnits,
  NUMERIC_CURRENCY,
  type PosAccount,
} from '../types.js';
import { nestpayVer3Hash } from './hash.js';
import { outcomeOf } from './response-mapper.js';

const blank = (value: string | undefined) => (value === undefined || value === '' ? null : value);

/** The bank's post to okUrl/failUrl, checked in the order SECURITY.md gives: hash, store, order, amount, currency. */
export function checkCallback(
  account: PosAccount,
  fields: Readonly<Record<string, string>>,
  expected: ExpectedCallback,
): CallbackCheck {
  const mdStatus = blank(fields.mdStatus);
  const base: CallbackCheck = {
    valid: false,
    problem: null,
    mdStatus,
    authenticated: false,
    mdErrorMessage: blank(fields.mdErrorMsg) ?? blank(fields.ErrMsg),
    maskedPan: blank(fields.MaskedPan) ?? blank(fields.maskedCreditCard),
    payResult: null,
  };
  const posted = fields.HASH ?? fields.hash;
  if (!posted) {
    return { ...base, problem: 'malformed' };
  }
  if (!signedWithStoreKey(account.credentials, (key) => nestpayVer3Hash(fields, key), posted)) {
    return { ...base, problem: 'hash' };
  }
  if (fields.clientid !== account.credentials.storeId) {
    return { ...base, problem: 'store' };
  }
  if (fields.oid !== expected.orderId) {
    return { ...base, problem: 'order' };
  }
  if (fields.amount !== majorUnits(expected.amount)) {
    return { ...base, problem: 'amount' };
  }
  if (fields.currency !== NUMERIC_CURRENCY[expected.currency]) {
    return { ...base, problem: 'currency' };
  }
  const authenticated = mdStatus !== null && account.acceptedMdStatus.includes(mdStatus);
  const payResult =
    account.model === '3d_pay' && authenticated
      ? {
          outcome: outcomeOf(fields.ProcReturnCode ?? '', fields.Response ?? ''),
          orderId: expected.orderId,
          authCode: blank(fields.AuthCode),
          hostRefNum: blank(fields.HostRefNum),
          transId: blank(fields.TransId),
          returnCode: blank(fields.ProcReturnCode),
          errorCode: blank(fields.EXTRA_ERRORCODE),
          message: blank(fields.ErrMsg),
        }
      : null;
  return { ...base, valid: true, authenticated, payResult };
}
