import { messages } from '@tahsilat/domain';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { AdminTimestamp } from '../../lib/local-admin.js';
import { findTenantByPaymentGuid } from '../tenants/tenants.repository.js';
import type { ParamsKeys } from './params-keys.service.js';
import { buildPayLink, type PayLink } from './pay-params.service.js';

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
