import { type CallbackReading, type CallbackWord, judgeCallback } from '../callback-word.js';
import { signedWithStoreKey } from '../store-key.js';
import { type ExpectedCallback, majorUnits, NUMERIC_CURRENCY, type PosAccount } from '../types.js';
import { nestpayVer3Hash } from './hash.js';
import { outcomeOf } from './response-mapper.js';

const blank = (value: string | undefined) => (value === undefined || value === '' ? null : value);

/**
 * The bank's post to okUrl/failUrl, checked in the order SECURITY.md gives: hash, store, order, amount, currency.
 * The ver3 hash covers every posted field, so whatever is posted is signed; what makes it the bank's post and not
 * our own 3-D form posted back (signed with the same formula) are the fields only the bank adds: `HASH` (ours is
 * `hash`), `mdStatus`, and under 3d_pay the charge's `Response` and `ProcReturnCode`.
 */
export function readNestpayCallback(
  account: PosAccount,
  fields: Readonly<Record<string, string>>,
  expected: ExpectedCallback,
): CallbackWord {
  const mdStatus = blank(fields.mdStatus);
  const reading: CallbackReading = {
    signature: 'absent',
    problem: null,
    threeD: mdStatus === null ? null : account.acceptedMdStatus.includes(mdStatus) ? 'passed' : 'failed',
    charge: null,
    mdStatus,
    message: blank(fields.mdErrorMsg) ?? blank(fields.ErrMsg),
    maskedPan: blank(fields.MaskedPan) ?? blank(fields.maskedCreditCard),
  };
  const posted = fields.HASH;
  if (posted) {
    const valid = signedWithStoreKey(account.credentials, (key) => nestpayVer3Hash(fields, key), posted);
    reading.signature = valid ? 'valid' : 'invalid';
  }
  reading.problem =
    fields.clientid !== account.credentials.storeId
      ? 'store'
      : fields.oid !== expected.orderId
        ? 'order'
        : fields.amount !== majorUnits(expected.amount)
          ? 'amount'
          : fields.currency !== NUMERIC_CURRENCY[expected.currency]
            ? 'currency'
            : null;
  if (account.model === '3d_pay' && reading.threeD === 'passed') {
    const returnCode = blank(fields.ProcReturnCode);
    const response = blank(fields.Response);
    if (returnCode === null || response === null) {
      return judgeCallback({ ...reading, problem: reading.problem ?? 'malformed' });
    }
    reading.charge = {
      outcome: outcomeOf(returnCode, response),
      orderId: expected.orderId,
      authCode: blank(fields.AuthCode),
      hostRefNum: blank(fields.HostRefNum),
      transId: blank(fields.TransId),
      returnCode,
      errorCode: blank(fields.EXTRA_ERRORCODE),
      message: blank(fields.ErrMsg),
    };
  }
  return judgeCallback(reading);
}
