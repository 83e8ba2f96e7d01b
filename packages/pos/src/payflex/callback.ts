import { type CallbackWord, judgeCallback } from '../callback-word.js';
import { constantTimeEqual } from '../store-key.js';
import { type ExpectedCallback, NUMERIC_CURRENCY, type PosAccount } from '../types.js';

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
 * units) and currency (`PurchCurrency`). A passed check leads only to the VPOS provision, where the bank checks the
 * CAVV itself; a failure, being unsigned, decides nothing. The post carries the full card number and expiry: only
 * the masked number leaves this function.
 */
export function readPayflexCallback(
  account: PosAccount,
  fields: Readonly<Record<string, string>>,
  expected: ExpectedCallback,
): CallbackWord {
  const status = blank(fields.Status);
  const problem =
    status === null || blank(fields.VerifyEnrollmentRequestId) === null
      ? 'malformed'
      : !constantTimeEqual(fields.MerchantId ?? '', account.credentials.storeId)
        ? 'store'
        : !constantTimeEqual(fields.VerifyEnrollmentRequestId ?? '', expected.orderId)
          ? 'order'
          : !sameNumber(fields.PurchAmount, expected.amount.toString())
            ? 'amount'
            : !sameNumber(fields.PurchCurrency, NUMERIC_CURRENCY[expected.currency])
              ? 'currency'
              : null;
  return judgeCallback(
    {
      signature: 'absent',
      problem,
      threeD: status === null ? null : status === AUTHENTICATED_STATUS ? 'passed' : 'failed',
      charge: null,
      mdStatus: status,
      message:
        status === AUTHENTICATED_STATUS
          ? null
          : [blank(fields.ErrorCode), blank(fields.ErrorMessage)].filter(Boolean).join(': ') || null,
      maskedPan: maskPan(fields.Pan),
    },
    { unsignedProofCheckedAtAuthorisation: true },
  );
}
