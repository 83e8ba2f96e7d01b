import { type CurrencyCode, formatAmount, isAllowedCallbackUrl, messages } from '@tahsilat/domain';
import { AppError } from '../../lib/app-error.js';
import type { FailureThrottle } from '../../lib/rate-limit.js';
import type { PosTransactionRow } from '../payments/transactions.repository.js';
import type { TenantRow } from '../tenants/tenants.repository.js';
import {
  ABSENT_PARAM,
  type CallbackResult,
  openParam,
  PARAMS_FIELDS,
  type ParamsField,
  type SplitToken,
  signCallback,
  splitToken,
} from './params-crypto.js';
import type { ParamsKeys } from './params-keys.service.js';
import { BRANCH_PATTERN, parseLinkAmount, REFERENCE_PATTERN } from './params-values.js';

export type ParamsTenant = Pick<TenantRow, 'id' | 'name' | 'paymentGuid' | 'allowedCallbackOrigins'> &
  Partial<Pick<TenantRow, 'isPaymentWithParams'>>;

/** A link's tokens by field; absent, empty or `_` means the caller did not send it. */
export type ParamsTokens = Partial<Record<ParamsField, string | undefined>>;

export interface DecryptedParams {
  /** Minor units, positive; null when the link leaves the amount to the payer. */
  amount: bigint | null;
  currency: CurrencyCode;
  referenceNumber: string;
  firmbranchNumber: string | null;
  callbackUrl: string | null;
  /** The key that opened every token: it signs the shop redirect of this sale. */
  keyId: string;
  /** The link every token was sealed for: stored with the sale and signed back to the shop. */
  linkId: string;
}

const isPresent = (token: string | undefined): token is string =>
  token !== undefined && token !== '' && token !== ABSENT_PARAM;

const decryptFailed = () => new AppError('BAD_REQUEST', messages.paramsDecryptFailed);

/** A reference or branch exactly as sealed: no surrounding spaces, the signed-field separator or controls. */
const isCleanValue = (value: string, pattern: RegExp) => value === value.trim() && pattern.test(value);

/** The four tokens split, when they are one link's: the same key id and the same link id in every one. */
function splitLink(tokens: Record<ParamsField, string>): Map<ParamsField, SplitToken> {
  const split = new Map<ParamsField, SplitToken>();
  for (const field of PARAMS_FIELDS) {
    const token = splitToken(tokens[field]);
    const first = split.values().next().value;
    if (!token || (first && (token.keyId !== first.keyId || token.linkId !== first.linkId))) {
      throw decryptFailed();
    }
    split.set(field, token);
  }
  return split;
}

/**
 * Opens a link's tokens with the tenant's keys (SECURITY.md "Pay-with-params links"). The four tokens must be
 * one link's: sealed by one of the tenant's keys for this tenant, for their own field and for one link id, so
 * no token of one link works beside the tokens of another. A link without amount or reference is the spec's
 * missing message; every other refusal (a token cut off, mixed in, changed, or a value breaking the rules)
 * the spec's decryption message. Nothing here throws anything else.
 */
export async function decryptParams(
  keys: ParamsKeys,
  tenant: ParamsTenant,
  tokens: ParamsTokens,
): Promise<DecryptedParams> {
  const { amount, referenceNumber, firmbranchNumber, callbackUrl } = tokens;
  if (!isPresent(amount) || !isPresent(referenceNumber)) {
    throw new AppError('BAD_REQUEST', messages.paramsMissing);
  }
  // Every link carries all four tokens (an unused one sealed empty): one left out was cut from the link.
  if (!isPresent(firmbranchNumber) || !isPresent(callbackUrl)) {
    throw decryptFailed();
  }
  const split = splitLink({ amount, referenceNumber, firmbranchNumber, callbackUrl });
  const { keyId, linkId } = split.get('amount') ?? { keyId: '', linkId: '' };
  const key = (await keys.ring(tenant.id)).byId.get(keyId);
  const opened = new Map<ParamsField, string>();
  for (const [field, token] of split) {
    const plain = key ? openParam(key.secret, tenant.paymentGuid, linkId, field, token.sealed) : null;
    if (plain === null) {
      throw decryptFailed();
    }
    opened.set(field, plain);
  }
  const money = parseLinkAmount(opened.get('amount') ?? '');
  const reference = opened.get('referenceNumber') ?? '';
  const branch = opened.get('firmbranchNumber') || null;
  if (reference === '') {
    throw new AppError('BAD_REQUEST', messages.paramsMissing);
  }
  if (
    !money ||
    !isCleanValue(reference, REFERENCE_PATTERN) ||
    (branch !== null && !isCleanValue(branch, BRANCH_PATTERN))
  ) {
    throw decryptFailed();
  }
  const callback = opened.get('callbackUrl') || null;
  if (callback !== null && !isAllowedCallbackUrl(callback, tenant.allowedCallbackOrigins)) {
    throw new AppError('BAD_REQUEST', messages.callbackNotAllowed);
  }
  return {
    ...money,
    referenceNumber: reference,
    firmbranchNumber: branch,
    callbackUrl: callback,
    keyId,
    linkId,
  };
}

/**
 * decryptParams for a public caller: refused while the caller's address has used up its failures, and every
 * refusal counts, so nobody can probe tokens. Tenants without pay-with-params are refused first.
 */
export async function openLinkParams(
  deps: { paramsKeys: ParamsKeys; paramsThrottle: FailureThrottle },
  tenant: ParamsTenant,
  tokens: ParamsTokens,
  ip: string,
): Promise<DecryptedParams> {
  if (!tenant.isPaymentWithParams) {
    throw new AppError('BAD_REQUEST', messages.paramsNotAllowed);
  }
  await deps.paramsThrottle.refuseIfBlocked(ip);
  try {
    return await decryptParams(deps.paramsKeys, tenant, tokens);
  } catch (error) {
    await deps.paramsThrottle.record(ip);
    throw error;
  }
}

/** The SPEC 3 "Decrypted parameters" answer, with the link's currency and whether the payer types the amount. */
export function presentDecrypted(params: DecryptedParams) {
  return {
    amount: params.amount === null ? null : formatAmount(params.amount),
    currencyCode: params.currency,
    isAmountOpen: params.amount === null,
    referenceNumber: params.referenceNumber,
    firmbranchNumber: params.firmbranchNumber,
    callbackUrl: params.callbackUrl,
  };
}

/**
 * Where the payer's browser goes after an authorised pay-with-params payment: the shop's callback URL with
 * the result and its signature (docs/shop-integration.md). Null for any other payment (a payment without the
 * link id it was made with included), or when the callback's origin is no longer on the tenant's allow list.
 */
export async function callbackRedirectUrl(
  keys: ParamsKeys,
  tenant: Pick<TenantRow, 'allowedCallbackOrigins'>,
  row: PosTransactionRow,
): Promise<string | null> {
  const { callbackUrl, paramsKeyId, paramsLinkId, referenceNumber } = row;
  if (row.status !== 'authorised' || !callbackUrl || !paramsKeyId || !paramsLinkId || !referenceNumber) {
    return null;
  }
  if (!isAllowedCallbackUrl(callbackUrl, tenant.allowedCallbackOrigins)) {
    return null;
  }
  const key = await keys.find(row.tenantId, paramsKeyId);
  if (!key) {
    return null;
  }
  const result: CallbackResult = {
    referenceNumber,
    status: row.status,
    amount: row.amount,
    currency: row.currencyCode,
    transactionId: row.id,
    linkId: paramsLinkId,
  };
  const url = new URL(callbackUrl);
  for (const [name, value] of Object.entries(result)) {
    url.searchParams.set(name, value);
  }
  url.searchParams.set('keyId', key.id);
  url.searchParams.set('signature', signCallback(key.secret, result));
  return url.toString();
}
