import { constantTimeEqual } from '../store-key.js';
import { type CallbackCheck, type ExpectedCallback, NUMERIC_CURRENCY, type PosAccount } from '../types.js';

/** Only `Y` is a passed 3-D check (mews' rule: `A`, the "half" attempt, and N/U/E are not). */
const AUTHENTICATED_STATUS = 'Y';

const blank = (value: string | undefined) => (value === undefined || value === '' ? null : value);

/** First 6 and last 4 digits of the posted card number; nothing more of it is kept. */
export function maskPan(pan: string | undefined): string | null {
  const digits = pan ?? '';
  return /^\d{12,19}$/.test(digits) ? `${digits.slice(0, 6)}******${digits.slice(-4)}` : null;
}

/** Two digit strings as the same number (leading zeros aside); anything else is unequal. */
function sameNumber(posted: string | undefined, ours: string): boolean {
  return posted !== undefined && /^\d{1,19}$/.test(posted) && BigInt(posted) === BigInt(ours);
}

/**
 * The MPI's post to SuccessUrl/FailureUrl. It is unsigned, so it proves only what matches our order: our store
 * (`MerchantId`), our order id (`VerifyEnrollmentRequestId`, which we set to it), our amount (`PurchAmount`, minor
 * units) and currency (`PurchCurrency`). The post carries the full card number and expiry: only the masked number
 * leaves this function. The VPOS provision is the real proof.
 */
export function checkPayflexCallback(
  account: PosAccount,
  fields: Readonly<Record<string, string>>,
  expected: ExpectedCallback,
): CallbackCheck {
  const status = blank(fields.Status);
  const base: CallbackCheck = {
    valid: false,
    problem: null,
    mdStatus: status,
    authenticated: false,
    mdErrorMessage:
      status === AUTHENTICATED_STATUS
        ? null
        : [blank(fields.ErrorCode), blank(fields.ErrorMessage)].filter(Boolean).join(': ') || null,
    maskedPan: maskPan(fields.Pan),
    payResult: null,
  };
  if (status === null || blank(fields.VerifyEnrollmentRequestId) === null) {
    return { ...base, problem: 'malformed' };
  }
  if (!constantTimeEqual(fields.MerchantId ?? '', account.credentials.storeId)) {
    return { ...base, problem: 'store' };
  }
  if (!constantTimeEqual(fields.VerifyEnrollmentRequestId ?? '', expected.orderId)) {
    return { ...base, problem: 'order' };
  }
  if (!sameNumber(fields.PurchAmount, expected.amount.toString())) {
    return { ...base, problem: 'amount' };
  }
  if (!sameNumber(fields.PurchCurrency, NUMERIC_CURRENCY[expected.currency])) {
    return { ...base, problem: 'currency' };
  }
  return { ...base, valid: true, authenticated: status === AUTHENTICATED_STATUS };
}
