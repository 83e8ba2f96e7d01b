import { messages, type ReportFirm, type ReportFirmOption } from '@tahsilat/domain';
import { and, asc, eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firms } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { SessionAuth } from '../../types.js';

/**
 * Whose business reports a user may read (statement, payment plan, …): its own firm and, for a main firm's user,
 * the sub-firms under it (active or not: their history still matters). A sub-firm user reads only its own.
 */

export async function readableFirms(db: Db, auth: SessionAuth): Promise<ReportFirmOption[]> {
  const rows = await db
    .select({ id: firms.id, code: firms.branchNumber, name: firms.name, isActive: firms.isActive })
    .from(firms)
    .where(
      and(
        eq(firms.tenantId, auth.tenantId),
        auth.isSubFirm
          ? eq(firms.id, auth.firmId)
          : or(eq(firms.id, auth.firmId), eq(firms.parentFirmId, auth.firmId)),
      ),
    )
    .orderBy(asc(firms.branchNumber));
  return rows
    .map((row) => ({ ...row, isOwn: row.id === auth.firmId }))
    .sort((a, b) => Number(b.isOwn) - Number(a.isOwn));
}

/**
 * The condition on `firms` that finds the firm a report is about: the user's own when none is named, or one of its
 * sub-firms for a main firm's user. A sub-firm user naming another firm is refused here, before any read.
 */
export function readableFirmWhere(auth: SessionAuth, firmId: string | undefined): SQL {
  const wanted = firmId ?? auth.firmId;
  if (auth.isSubFirm && wanted !== auth.firmId) {
    throw AppError.notFound(messages.firmNotFound);
  }
  const mayRead =
    wanted === auth.firmId
      ? eq(firms.id, wanted)
      : and(eq(firms.id, wanted), eq(firms.parentFirmId, auth.firmId));
  return and(eq(firms.tenantId, auth.tenantId), mayRead) as SQL;
}

/**
 * The firm a report is about: the user's own when none is named, or one of its sub-firms for a main firm's user.
 * Any other firm (a sibling, another tenant's, a made-up id) is simply not found: 404, never a hint it exists.
 */
export async function resolveFirm(
  db: Db,
  auth: SessionAuth,
  firmId: string | undefined,
): Promise<ReportFirm> {
  const [firm] = await db
    .select({ id: firms.id, code: firms.branchNumber, name: firms.name, email: firms.email })
    .from(firms)
    .where(readableFirmWhere(auth, firmId))
    .limit(1);
  if (!firm) {
    throw AppError.notFound(messages.firmNotFound);
  }
  return firm;
}

/** A firm a list is filtered by must be one the user may read (as for `resolveFirm`); none named, nothing to check. */
export async function assertReadableFirm(
  db: Db,
  auth: SessionAuth,
  firmId: string | undefined,
): Promise<void> {
  if (firmId !== undefined) {
    await resolveFirm(db, auth, firmId);
  }
}
