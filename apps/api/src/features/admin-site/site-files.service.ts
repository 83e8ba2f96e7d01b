import { messages, type SiteFileKind, type SiteFiles } from '@tahsilat/domain';
import type { AppContext, ClientInfo } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { recordTenantSettingsChange } from '../../lib/audit.js';
import {
  CONTENT_TYPES,
  newStoredName,
  publicAddress,
  rasterTwin,
  type StoredName,
  storageKey,
  storedNameOf,
} from '../../lib/storage/tenant-files.js';
import type { AdminAuth } from '../../types.js';
import { readTenant, type TenantChanges, type TenantRow, writeTenant } from './site.repository.js';
import { prepareUpload } from './upload-check.js';

/**
 * The tenant's logo, sign-in banner and agreement PDFs (issue 15). The file is checked, written to the store under a
 * new random name, then the tenant's column points at it in one transaction with its audit entry (the address before
 * and after, as a change of the brand settings); the change bus tells every instance. The replaced file is removed
 * afterwards; a file written for a change that did not commit is removed too.
 */

const COLUMNS = {
  logo: 'logoPath',
  banner: 'loginBannerImagePath',
  privacy: 'confidentialityAgreementPath',
  salesAgreement: 'salesAgreementPath',
} as const satisfies Record<SiteFileKind, keyof TenantRow & keyof TenantChanges>;

export function siteFilesOf(row: TenantRow): SiteFiles {
  return {
    logo: row.logoPath,
    banner: row.loginBannerImagePath,
    privacy: row.confidentialityAgreementPath,
    salesAgreement: row.salesAgreementPath,
  };
}

export async function siteFiles(ctx: AppContext, auth: AdminAuth): Promise<SiteFiles> {
  const row = await readTenant(ctx.db, auth.tenantId);
  if (!row) {
    throw AppError.notFound(messages.tenantNotFound);
  }
  return siteFilesOf(row);
}

/** The stored objects behind an address of this tenant (the file and an SVG's PNG twin). */
function keysOf(name: StoredName | null, tenantId: string): string[] {
  if (!name || name.tenantId !== tenantId) {
    return [];
  }
  return name.extension === 'svg' ? [storageKey(name), storageKey(rasterTwin(name))] : [storageKey(name)];
}

async function removeQuietly(ctx: AppContext, keys: string[]): Promise<void> {
  for (const key of keys) {
    try {
      await ctx.files.delete(key);
    } catch (error) {
      ctx.log.warn({ err: error, key }, 'uploaded file not removed');
    }
  }
}

/** Points the column at `address` (null removes), audited; returns the row and the address it replaced. */
async function repoint(
  ctx: AppContext,
  auth: AdminAuth,
  kind: SiteFileKind,
  address: string | null,
  client: ClientInfo,
): Promise<{ row: TenantRow; previous: string | null }> {
  const column = COLUMNS[kind];
  const result = await ctx.db.transaction(async (tx) => {
    const current = await readTenant(tx, auth.tenantId, true);
    if (!current) {
      throw AppError.notFound(messages.tenantNotFound);
    }
    const previous = current[column];
    if (previous === address) {
      return { row: current, previous };
    }
    const row = await writeTenant(tx, auth.tenantId, { [column]: address });
    await recordTenantSettingsChange(
      tx,
      { tenantId: auth.tenantId, userId: auth.userId, ip: client.ip },
      { before: { [kind]: previous }, after: { [kind]: address } },
    );
    return { row, previous };
  });
  return result;
}

/** After the commit: every instance drops its cached tenant, then the replaced file goes. */
async function announce(ctx: AppContext, auth: AdminAuth, previous: string | null, now: string | null) {
  if (previous !== now) {
    await ctx.bus.publish('tenant-config', auth.tenantId);
    await removeQuietly(ctx, keysOf(storedNameOf(previous), auth.tenantId));
  }
}

export async function uploadSiteFile(
  ctx: AppContext,
  auth: AdminAuth,
  kind: SiteFileKind,
  body: Buffer,
  client: ClientInfo,
): Promise<SiteFiles> {
  const prepared = await prepareUpload(kind, body);
  const name = newStoredName(auth.tenantId, prepared.extension);
  const address = publicAddress(name);
  const written: string[] = [];
  let result: { row: TenantRow; previous: string | null };
  try {
    if (prepared.rasterTwin) {
      await ctx.files.put(storageKey(rasterTwin(name)), prepared.rasterTwin, CONTENT_TYPES.png);
      written.push(storageKey(rasterTwin(name)));
    }
    await ctx.files.put(storageKey(name), prepared.body, CONTENT_TYPES[prepared.extension]);
    written.push(storageKey(name));
    result = await repoint(ctx, auth, kind, address, client);
  } catch (error) {
    await removeQuietly(ctx, written);
    throw error;
  }
  await announce(ctx, auth, result.previous, address);
  return siteFilesOf(result.row);
}

export async function removeSiteFile(
  ctx: AppContext,
  auth: AdminAuth,
  kind: SiteFileKind,
  client: ClientInfo,
): Promise<SiteFiles> {
  const { row, previous } = await repoint(ctx, auth, kind, null, client);
  await announce(ctx, auth, previous, null);
  return siteFilesOf(row);
}
