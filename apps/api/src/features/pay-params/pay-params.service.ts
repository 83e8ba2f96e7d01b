import { formatAmount, isAllowedCallbackUrl, messages, parseAmount } from '@tahsilat/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { FailureThrottle } from '../../lib/rate-limit.js';
import type { PosTransactionRow } from '../payments/transactions.repository.js';
import type { TenantRow } from '../tenants/tenants.repository.js';
import {
  ABSENT_PARAM,
  encryptParam,
  openParam,
  type ParamsField,
  signCallback,
  splitToken,
} from './params-crypto.js';
import type { ParamsKeyRing, ParamsKeys } from './params-keys.service.js';
import { findActiveFirmByBranch } from './pay-params.repository.js';

export type ParamsTenant = Pick<TenantRow, 'id' | 'name' | 'paymentGuid' | 'allowedCallbackOrigins'> &
  Partial<Pick<TenantRow, 'isPaymentWithParams'>>;

/** A link's tokens by field; absent, empty or `_` means the link leaves the value out. */
export type ParamsTokens = Partial<Record<ParamsField, string | undefined>>;

export interface DecryptedParams {
  /** Minor units; zero lets the payer type the amount. */
  amount: bigint;
  referenceNumber: string;
  firmbranchNumber: string | null;
  callbackUrl: string | null;
  /** The key that opened every token: it signs the shop redirect of this sale. */
  keyId: string;
}

// '|' separates the fields the redirect signature covers, so no signed value may contain it.
const REFERENCE_PATTERN = /^[^\p{Cc}|]{1,100}$/u;
const BRANCH_PATTERN = /^[^\p{Cc}|]{1,50}$/u;

const isPresent = (token: string | undefined): token is string =>
  token !== undefined && token !== '' && token !== ABSENT_PARAM;

const decryptFailed = () => new AppError('BAD_REQUEST', messages.paramsDecryptFailed);

/** An amount as a link carries it: "250", "250.00" or "250,00"; null for anything else. */
export function parseLinkAmount(text: string): bigint | null {
  const trimmed = text.trim();
  return parseAmount(trimmed.includes('.') ? trimmed : trimmed.replace(',', '.'));
}

function openToken(
  ring: ParamsKeyRing,
  tenant: ParamsTenant,
  field: ParamsField,
  token: string,
): { keyId: string; plain: string } {
  const split = splitToken(token);
  const key = split ? ring.byId.get(split.keyId) : undefined;
  const plain = split && key ? openParam(key.secret, tenant.paymentGuid, field, split.sealed) : null;
  if (!split || plain === null) {
    throw decryptFailed();
  }
  return { keyId: split.keyId, plain };
}

/**
 * Opens a link's tokens with the tenant's keys (SECURITY.md "Pay-with-params links"). Any token that was not
 * sealed by one of the tenant's keys for this tenant and field, or whose value breaks the rules, is the
 * spec's decryption message; nothing here throws anything else.
 */
export async function decryptParams(
  keys: ParamsKeys,
  tenant: ParamsTenant,
  tokens: ParamsTokens,
): Promise<DecryptedParams> {
  if (!isPresent(tokens.amount) || !isPresent(tokens.referenceNumber)) {
    throw new AppError('BAD_REQUEST', messages.paramsMissing);
  }
  const ring = await keys.ring(tenant.id);
  const opened = new Map<ParamsField, string>();
  const keyIds = new Set<string>();
  for (const field of ['amount', 'referenceNumber', 'firmbranchNumber', 'callbackUrl'] as const) {
    const token = tokens[field];
    if (isPresent(token)) {
      const { keyId, plain } = openToken(ring, tenant, field, token);
      keyIds.add(keyId);
      opened.set(field, plain);
    }
  }
  const amount = parseLinkAmount(opened.get('amount') ?? '');
  const referenceNumber = (opened.get('referenceNumber') ?? '').trim();
  const branch = opened.has('firmbranchNumber') ? (opened.get('firmbranchNumber') ?? '').trim() : null;
  const [keyId] = keyIds;
  // One link, one key: tokens sealed by different keys were not made together.
  if (
    keyIds.size !== 1 ||
    !keyId ||
    amount === null ||
    !REFERENCE_PATTERN.test(referenceNumber) ||
    (branch !== null && !BRANCH_PATTERN.test(branch))
  ) {
    throw decryptFailed();
  }
  const callbackUrl = opened.get('callbackUrl') ?? null;
  if (callbackUrl !== null && !isAllowedCallbackUrl(callbackUrl, tenant.allowedCallbackOrigins)) {
    throw new AppError('BAD_REQUEST', messages.callbackNotAllowed);
  }
  return { amount, referenceNumber, firmbranchNumber: branch, callbackUrl, keyId };
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

/** The SPEC 3 "Decrypted parameters" answer. */
export function presentDecrypted(params: DecryptedParams) {
  return {
    amount: formatAmount(params.amount),
    referenceNumber: params.referenceNumber,
    firmbranchNumber: params.firmbranchNumber,
    callbackUrl: params.callbackUrl,
  };
}

export interface LinkRequest {
  amount: string;
  reference: string;
  branch?: string | undefined;
  callback?: string | undefined;
}

export interface PayLink {
  keyId: string;
  /** `/pay-without-login/<amount>/<branch or _>/<reference>[/<callback>]`. */
  path: string;
  tokens: Record<ParamsField, string | null>;
}

/**
 * A pay-with-params link sealed with the tenant's current key (made when it has none), for the CLI and the
 * admin endpoint. The values are checked as the pay page will check them, so a link that would fail is refused now.
 */
export async function buildPayLink(
  deps: { db: Db; paramsKeys: ParamsKeys },
  tenant: ParamsTenant,
  input: LinkRequest,
): Promise<PayLink> {
  if (!tenant.isPaymentWithParams) {
    throw new AppError('BAD_REQUEST', messages.paramsNotAllowed);
  }
  const amount = parseLinkAmount(input.amount);
  if (amount === null) {
    throw new AppError('BAD_REQUEST', messages.amountInvalid);
  }
  const reference = input.reference.trim();
  if (!REFERENCE_PATTERN.test(reference)) {
    throw new AppError('BAD_REQUEST', messages.paramsReferenceInvalid);
  }
  const branch = input.branch?.trim() || null;
  if (branch !== null) {
    if (!BRANCH_PATTERN.test(branch)) {
      throw new AppError('BAD_REQUEST', messages.paramsBranchInvalid);
    }
    if (!(await findActiveFirmByBranch(deps.db, tenant.id, branch))) {
      throw AppError.notFound(messages.firmNotFound);
    }
  }
  const callback = input.callback?.trim() || null;
  if (callback !== null && !isAllowedCallbackUrl(callback, tenant.allowedCallbackOrigins)) {
    throw new AppError('BAD_REQUEST', messages.callbackNotAllowed);
  }
  const { key } = await deps.paramsKeys.ensureCurrent(tenant.id);
  const seal = (field: ParamsField, value: string | null) =>
    value === null ? null : encryptParam(key, tenant.paymentGuid, field, value);
  const tokens = {
    amount: seal('amount', formatAmount(amount)),
    referenceNumber: seal('referenceNumber', reference),
    firmbranchNumber: seal('firmbranchNumber', branch),
    callbackUrl: seal('callbackUrl', callback),
  };
  const segments = [tokens.amount, tokens.firmbranchNumber ?? ABSENT_PARAM, tokens.referenceNumber];
  if (tokens.callbackUrl) {
    segments.push(tokens.callbackUrl);
  }
  return {
    keyId: key.id,
    path: `/pay-without-login/${segments.map((segment) => encodeURIComponent(segment ?? '')).join('/')}`,
    tokens,
  };
}

/**
 * Where the payer's browser goes after an authorised pay-with-params payment: the shop's callback URL with
 * the result and its signature (docs/shop-integration.md). Null for any other payment, or when the callback's
 * origin is no longer on the tenant's allow list.
 */
export async function callbackRedirectUrl(
  keys: ParamsKeys,
  tenant: Pick<TenantRow, 'allowedCallbackOrigins'>,
  row: PosTransactionRow,
): Promise<string | null> {
  if (row.status !== 'authorised' || !row.callbackUrl || !row.paramsKeyId || !row.referenceNumber) {
    return null;
  }
  if (!isAllowedCallbackUrl(row.callbackUrl, tenant.allowedCallbackOrigins)) {
    return null;
  }
  const key = await keys.find(row.tenantId, row.paramsKeyId);
  if (!key) {
    return null;
  }
  const result = {
    referenceNumber: row.referenceNumber,
    status: row.status,
    amount: row.amount,
    currency: row.currencyCode,
    transactionId: row.id,
  };
  const url = new URL(row.callbackUrl);
  for (const [name, value] of Object.entries(result)) {
    url.searchParams.set(name, value);
  }
  url.searchParams.set('keyId', key.id);
  url.searchParams.set('signature', signCallback(key.secret, result));
  return url.toString();
}
