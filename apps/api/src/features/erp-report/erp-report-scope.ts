import { formatAmount, parseSumAmount, type ReportFirm } from '@tahsilat/domain';
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firms } from '../../db/schema.js';
import type { SessionAuth } from '../../types.js';
import { resolveFirm } from '../firm-report/firm-scope.js';

/**
 * Whose figures an ERP report holds: one firm when `firmId` names it (firm-scope's resolveFirm: a sibling, another
 * tenant's or a made-up firm is 404), else every firm the user may read — its own and, for a main firm's user, its
 * sub-firms (the rule of firm-scope's readableFirms, as a condition, so 10,000 dealers are never a list of ids).
 */
export interface ErpReportScope {
  tenantId: string;
  /** A condition on the `firms` table of the report's query (the table must be named `firms`). */
  firms: SQL;
  /** The firm named by `firmId`; null for "all my firms". */
  firm: ReportFirm | null;
}

export async function erpReportScope(
  db: Db,
  auth: SessionAuth,
  firmId: string | undefined,
): Promise<ErpReportScope> {
  if (firmId) {
    const firm = await resolveFirm(db, auth, firmId);
    return {
      tenantId: auth.tenantId,
      firm,
      firms: and(eq(firms.tenantId, auth.tenantId), eq(firms.id, firm.id)) as SQL,
    };
  }
  const mine = auth.isSubFirm
    ? eq(firms.id, auth.firmId)
    : or(eq(firms.id, auth.firmId), eq(firms.parentFirmId, auth.firmId));
  return { tenantId: auth.tenantId, firm: null, firms: and(eq(firms.tenantId, auth.tenantId), mine) as SQL };
}

/** A sum from the database in kuruş; anything else is a fault, never a silent zero. */
export function kurus(value: string | null | undefined): bigint {
  const parsed = parseSumAmount(value ?? '0');
  if (parsed === null) {
    throw new Error(`not a money sum: ${String(value)}`);
  }
  return parsed;
}

/** A signed balance as the reports show it: without its sign, with (B) when the firm owes and (A) in credit. */
export function sided(value: bigint): { balance: string; side: 'B' | 'A' | '' } {
  return {
    balance: formatAmount(value < 0n ? -value : value),
    side: value > 0n ? 'B' : value < 0n ? 'A' : '',
  };
}

/** The rows' firm as the reports carry it. */
export const rowFirm = (row: { id: string; code: string; name: string }) => ({
  id: row.id,
  code: row.code,
  name: row.name,
});
