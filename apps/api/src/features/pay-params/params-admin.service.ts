import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { messages } from '@tahsilat/domain';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { findTenantByPaymentGuid } from '../tenants/tenants.repository.js';
import type { ParamsKeys } from './params-keys.service.js';
import { buildPayLink, type PayLink } from './pay-params.service.js';

/**
 * The params CLI's two operations, run on the database directly or, while a server holds the embedded
 * database, through the server's loopback-only admin endpoints (POST /api/admin/params/key|encrypt).
 * Those endpoints take a body signed with a key derived from DATA_KEY: only someone who can read the
 * server's secrets can call them.
 */

export const ADMIN_SIGNATURE_HEADER = 'x-admin-signature';
/** How far an admin request's timestamp may be from the server's clock. */
export const ADMIN_CLOCK_SKEW_MS = 60_000;
const ADMIN_KEY_INFO = 'tahsilat admin api v1';

const Timestamp = z.number().int().describe('Unix time in milliseconds');
export const AdminKeyRequest = z.strictObject({
  timestamp: Timestamp,
  tenant: z.uuid(),
  rotate: z.boolean().optional(),
});
export const AdminEncryptRequest = z.strictObject({
  timestamp: Timestamp,
  tenant: z.uuid(),
  amount: z.string().min(1).max(32),
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

export interface ShopLink extends PayLink {
  tenantName: string;
  paymentGuid: string;
}

/** The admin endpoints' signing key, derived from DATA_KEY so DATA_KEY itself signs nothing. */
export function adminKey(dataKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), ADMIN_KEY_INFO, 32));
}

export function signAdminBody(dataKey: Buffer, rawBody: string): string {
  return createHmac('sha256', adminKey(dataKey)).update(rawBody, 'utf8').digest('base64url');
}

export function isAdminSignatureValid(dataKey: Buffer, rawBody: string, signature: unknown): boolean {
  if (typeof signature !== 'string') {
    return false;
  }
  const expected = Buffer.from(signAdminBody(dataKey, rawBody), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) {
    return false;
  }
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
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

export async function shopLink(
  deps: { db: Db; paramsKeys: ParamsKeys },
  paymentGuid: string,
  input: { amount: string; reference: string; branch?: string | undefined; callback?: string | undefined },
): Promise<ShopLink> {
  const tenant = await requireTenant(deps.db, paymentGuid);
  const link = await buildPayLink(deps, tenant, input);
  return { ...link, tenantName: tenant.name, paymentGuid: tenant.paymentGuid };
}
