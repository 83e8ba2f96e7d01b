import { CURRENCY_CODES, genericMessages, isAllowedCallbackUrl, messages } from '@tahsilat/domain';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { AdminTimestamp } from '../../lib/local-admin.js';
import { findTenantByPaymentGuid } from '../tenants/tenants.repository.js';
import { encryptParam, MAX_PLAINTEXT_BYTES, newLinkId, type ParamsField } from './params-crypto.js';
import type { ParamsKeys } from './params-keys.service.js';
import {
  BRANCH_PATTERN,
  formatLinkAmount,
  type LinkAmount,
  OPEN_AMOUNT,
  parseDecimalAmount,
  REFERENCE_PATTERN,
} from './params-values.js';
import { findActiveFirmByBranch } from './pay-params.repository.js';
import type { ParamsTenant } from './pay-params.service.js';

/**
 * The params CLI's two operations, run on the database directly or, while a server holds the embedded
 * database, through the server's loopback-only admin endpoints (POST /api/local-admin/params/key|encrypt,
 * lib/local-admin.ts).
 */

export const AdminKeyRequest = z.strictObject({
  timestamp: AdminTimestamp,
  tenant: z.uuid(),
  rotate: z.boolean().optional(),
});
export const AdminEncryptRequest = z.strictObject({
  timestamp: AdminTimestamp,
  tenant: z.uuid(),
  amount: z.string().min(1).max(32),
  currency: z.string().min(1).max(8),
  reference: z.string().min(1).max(200),
  branch: z.string().max(100).optional(),
  callback: z.string().max(2048).optional(),
});

export interface ShopKey {
  tenantName: string;
  paymentGuid: string;
  keyId: string;
  /** The 32-byte key, base64url: the shop's secret. */
  key: string;
  createdAt: string;
  created: boolean;
}

export interface LinkRequest {
  /** A positive decimal ("250.00", "99,90"), or `open` for an amount the payer types. */
  amount: string;
  currency: string;
  reference: string;
  branch?: string | undefined;
  callback?: string | undefined;
}

export interface PayLink {
  keyId: string;
  linkId: string;
  /** `/pay-without-login/<amount>/<branch>/<reference>/<callback>`: always four tokens. */
  path: string;
  tokens: Record<ParamsField, string>;
}

export interface ShopLink extends PayLink {
  tenantName: string;
  paymentGuid: string;
}

async function requireTenant(db: Db, paymentGuid: string) {
  const tenant = await findTenantByPaymentGuid(db, paymentGuid);
  if (!tenant) {
    throw AppError.notFound(messages.tenantNotFound);
  }
  return tenant;
}

/** The tenant's current params key for its shop (made when it has none), or a new one after retiring it. */
export async function shopKey(
  deps: { db: Db; paramsKeys: ParamsKeys },
  paymentGuid: string,
  options: { rotate?: boolean | undefined; ip?: string | null },
): Promise<ShopKey> {
  const tenant = await requireTenant(deps.db, paymentGuid);
  const { key, created } = options.rotate
    ? { key: await deps.paramsKeys.rotate(tenant.id, options.ip ?? null), created: true }
    : await deps.paramsKeys.ensureCurrent(tenant.id, options.ip ?? null);
  return {
    tenantName: tenant.name,
    paymentGuid: tenant.paymentGuid,
    keyId: key.id,
    key: key.secret.toString('base64url'),
    createdAt: key.createdAt.toISOString(),
    created,
  };
}

/** The amount field of a link being made; a zero, negative or misspelt amount is refused, never made open. */
function linkAmountOf(input: LinkRequest): LinkAmount {
  const currency = CURRENCY_CODES.find((code) => code === input.currency.trim().toUpperCase());
  if (!currency) {
    throw new AppError('BAD_REQUEST', messages.currencyNotAllowed);
  }
  const typed = input.amount.trim();
  if (typed.toLowerCase() === OPEN_AMOUNT) {
    return { currency, amount: null };
  }
  const amount = parseDecimalAmount(typed);
  if (amount === null) {
    throw new AppError('BAD_REQUEST', messages.amountInvalid);
  }
  if (amount <= 0n) {
    throw new AppError('BAD_REQUEST', messages.amountNotPositive);
  }
  return { currency, amount };
}

/**
 * A pay-with-params link sealed with the tenant's current key (made when it has none) for a new link id, for the
 * CLI and the admin endpoint. The values are checked as the pay page will check them, so a link that would fail
 * is refused now.
 */
export async function buildPayLink(
  deps: { db: Db; paramsKeys: ParamsKeys },
  tenant: ParamsTenant,
  input: LinkRequest,
): Promise<PayLink> {
  if (!tenant.isPaymentWithParams) {
    throw new AppError('BAD_REQUEST', messages.paramsNotAllowed);
  }
  const amount = linkAmountOf(input);
  const reference = input.reference.trim();
  if (!REFERENCE_PATTERN.test(reference)) {
    throw new AppError('BAD_REQUEST', messages.paramsReferenceInvalid);
  }
  const branch = input.branch?.trim() ?? '';
  if (branch !== '') {
    if (!BRANCH_PATTERN.test(branch)) {
      throw new AppError('BAD_REQUEST', messages.paramsBranchInvalid);
    }
    if (!(await findActiveFirmByBranch(deps.db, tenant.id, branch))) {
      throw AppError.notFound(messages.firmNotFound);
    }
  }
  const callback = input.callback?.trim() ?? '';
  if (callback !== '' && !isAllowedCallbackUrl(callback, tenant.allowedCallbackOrigins)) {
    throw new AppError('BAD_REQUEST', messages.callbackNotAllowed);
  }
  // A token carries at most 700 bytes, so that it fits the pay page's 1024-character parameters.
  if (Buffer.byteLength(callback, 'utf8') > MAX_PLAINTEXT_BYTES) {
    const tooLong = genericMessages.tooLong.replace('{field}', 'callback');
    throw new AppError('BAD_REQUEST', tooLong.replace('{max}', String(MAX_PLAINTEXT_BYTES)));
  }
  const { key } = await deps.paramsKeys.ensureCurrent(tenant.id);
  const linkId = newLinkId();
  const values: Record<ParamsField, string> = {
    amount: formatLinkAmount(amount),
    referenceNumber: reference,
    firmbranchNumber: branch,
    callbackUrl: callback,
  };
  const seal = (field: ParamsField) => encryptParam(key, tenant.paymentGuid, linkId, field, values[field]);
  const tokens: Record<ParamsField, string> = {
    amount: seal('amount'),
    referenceNumber: seal('referenceNumber'),
    firmbranchNumber: seal('firmbranchNumber'),
    callbackUrl: seal('callbackUrl'),
  };
  // The route's order: amount, branch, reference, callback (SPEC 2).
  const segments = [tokens.amount, tokens.firmbranchNumber, tokens.referenceNumber, tokens.callbackUrl];
  return {
    keyId: key.id,
    linkId,
    path: `/pay-without-login/${segments.map(encodeURIComponent).join('/')}`,
    tokens,
  };
}

export async function shopLink(
  deps: { db: Db; paramsKeys: ParamsKeys },
  paymentGuid: string,
  input: LinkRequest,
): Promise<ShopLink> {
  const tenant = await requireTenant(deps.db, paymentGuid);
  const link = await buildPayLink(deps, tenant, input);
  return { ...link, tenantName: tenant.name, paymentGuid: tenant.paymentGuid };
}
