import { randomBytes } from 'node:crypto';
import { type AdminDomain, domainTxtName, domainTxtValue, messages } from '@tahsilat/domain';
import type { AppContext, ClientInfo } from '../../context.js';
import { auditLog } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { adminAuditRow } from '../../lib/audit.js';
import type { AdminAuth } from '../../types.js';
import { lookupTxt } from './dns-check.js';
import {
  type DomainRow,
  deleteDomain,
  insertDomain,
  lockTenantDomains,
  markVerified,
  readDomain,
  readDomains,
  verifiedCount,
} from './domains.repository.js';

/**
 * Domains (issue 15): a tenant adds a host, publishes the TXT record it is given, and verifies it; only verified
 * hosts find their tenant on the sign-in page. Each change is audited and announced on the change bus, so every
 * instance's host lookup follows at once.
 */

function viewOf(row: DomainRow, currentHost: string | null): AdminDomain {
  const pending = row.verifiedAt === null && row.verificationToken !== null;
  return {
    host: row.host,
    verified: row.verifiedAt !== null,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    txtName: pending ? domainTxtName(row.host) : null,
    txtValue: pending && row.verificationToken ? domainTxtValue(row.verificationToken) : null,
    current: row.host === currentHost,
    createdAt: row.createdAt.toISOString(),
  };
}

type Change = 'domain.add' | 'domain.verify' | 'domain.remove';

function audit(
  auth: AdminAuth,
  client: ClientInfo,
  event: Change,
  host: string,
  outcome: 'success' | 'failure' = 'success',
) {
  return adminAuditRow(auth, client, { event, outcome, objectType: 'tenant_domain', objectId: host });
}

async function announce(ctx: AppContext, tenantId: string) {
  await ctx.bus.publish('tenant-config', tenantId);
}

export async function listDomains(
  ctx: AppContext,
  auth: AdminAuth,
  currentHost: string | null,
): Promise<AdminDomain[]> {
  const rows = await readDomains(ctx.db, auth.tenantId);
  return rows.map((row) => viewOf(row, currentHost));
}

export async function addDomain(
  ctx: AppContext,
  auth: AdminAuth,
  host: string,
  client: ClientInfo,
): Promise<AdminDomain> {
  const row = await ctx.db.transaction(async (tx) => {
    const written = await insertDomain(tx, auth.tenantId, host, randomBytes(16).toString('hex'));
    if (written) {
      await tx.insert(auditLog).values(audit(auth, client, 'domain.add', host));
    }
    return written;
  });
  if (!row) {
    throw new AppError('BAD_REQUEST', messages.domainTaken);
  }
  return viewOf(row, null);
}

/** Looks for the TXT record; found, the host is the tenant's from now on. */
export async function verifyDomain(
  ctx: AppContext,
  auth: AdminAuth,
  host: string,
  client: ClientInfo,
  currentHost: string | null,
): Promise<AdminDomain> {
  const row = await readDomain(ctx.db, auth.tenantId, host);
  if (!row) {
    throw AppError.notFound(messages.domainNotFound);
  }
  if (row.verifiedAt || !row.verificationToken) {
    return viewOf(row, currentHost);
  }
  const expected = domainTxtValue(row.verificationToken);
  const lookup = await lookupTxt(domainTxtName(host), ctx.config.dnsServers);
  if (lookup.kind === 'unavailable') {
    throw new AppError('BAD_REQUEST', messages.domainDnsUnavailable);
  }
  if (lookup.kind === 'none' || !lookup.values.some((value) => value.trim() === expected)) {
    await ctx.db.insert(auditLog).values(audit(auth, client, 'domain.verify', host, 'failure'));
    throw new AppError('BAD_REQUEST', messages.domainRecordMissing);
  }
  const verified = await ctx.db.transaction(async (tx) => {
    const written = await markVerified(tx, host);
    await tx.insert(auditLog).values(audit(auth, client, 'domain.verify', host));
    return written;
  });
  await announce(ctx, auth.tenantId);
  return viewOf(verified, currentHost);
}

/**
 * Removes a host. Not the one this session runs on (the administrator would cut the branch they sit on), and not the
 * last verified one (the tenant's sign-in page would be gone); both under a lock, so two removals cannot race past.
 */
export async function removeDomain(
  ctx: AppContext,
  auth: AdminAuth,
  host: string,
  client: ClientInfo,
  currentHost: string | null,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockTenantDomains(tx, auth.tenantId);
    const row = await readDomain(tx, auth.tenantId, host, true);
    if (!row) {
      throw AppError.notFound(messages.domainNotFound);
    }
    if (host === currentHost) {
      throw new AppError('BAD_REQUEST', messages.domainInUse);
    }
    if (row.verifiedAt && (await verifiedCount(tx, auth.tenantId)) <= 1) {
      throw new AppError('BAD_REQUEST', messages.domainLastVerified);
    }
    await deleteDomain(tx, host);
    await tx.insert(auditLog).values(audit(auth, client, 'domain.remove', host));
  });
  await announce(ctx, auth.tenantId);
}
