import {
  type AdminDiscountTerms,
  type AdminFirmDiscountRate,
  DiscountSettings,
  type FirmDiscountRateInput,
  formatRate,
  messages,
  parseRate,
} from '@tahsilat/domain';
import type { AppContext, ClientInfo } from '../../context.js';
import { auditLog } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { type AuditEvent, adminAuditRow } from '../../lib/audit.js';
import { changedFields } from '../../lib/audit-diff.js';
import type { AdminAuth } from '../../types.js';
import {
  deleteFirmRate,
  deleteTerms,
  type FirmRateRow,
  readFirm,
  readFirmRate,
  readFirmRates,
  readTermsRow,
  writeFirmRate,
  writeTerms,
} from './discount-terms.repository.js';

/**
 * Invoice-discounting terms in the console (issue 15 section 1). The firm pages read the terms on every call, so a
 * change is used at once; a request stored its terms and figures when it was made, so no change here alters one.
 * Stopping removes the terms only: open requests keep their stored terms and may still be decided, and the agreed
 * firm rates stay (they apply again if the tenant offers discounting again).
 */

/** "39.5000" as stored → "39.5". */
const rateText = (stored: string) => formatRate(parseRate(stored) ?? 0n);

/** Stored settings as the domain reads them; a row that no longer parses counts as none (the firm pages agree). */
function settingsOf(stored: unknown): DiscountSettings | null {
  const parsed = DiscountSettings.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

function firmRateView(row: FirmRateRow): AdminFirmDiscountRate {
  return {
    firmId: row.firmId,
    code: row.code,
    name: row.name,
    annualRate: rateText(row.annualRate),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function discountTermsOf(ctx: AppContext, auth: AdminAuth): Promise<AdminDiscountTerms> {
  const [row, rates] = await Promise.all([
    readTermsRow(ctx.db, auth.tenantId),
    readFirmRates(ctx.db, auth.tenantId),
  ]);
  const settings = row ? settingsOf(row.settings) : null;
  return {
    settings,
    updatedAt: settings && row ? row.updatedAt.toISOString() : null,
    firms: rates.map(firmRateView),
  };
}

function audit(auth: AdminAuth, client: ClientInfo, event: AuditEvent, objectId: string, details: object) {
  return adminAuditRow(auth, client, {
    event,
    objectType: event.startsWith('discount-rate') ? 'firm_discount_rate' : 'discount_terms',
    objectId,
    details: details as Record<string, unknown>,
  });
}

/** Writes the whole settings (already parsed by the shared schema); audited with the changed fields. */
export async function saveDiscountTerms(
  ctx: AppContext,
  auth: AdminAuth,
  settings: DiscountSettings,
  client: ClientInfo,
): Promise<AdminDiscountTerms> {
  await ctx.db.transaction(async (tx) => {
    const current = await readTermsRow(tx, auth.tenantId, true);
    const before = current ? (settingsOf(current.settings) ?? {}) : {};
    const diff = changedFields<Record<string, unknown>>(before, settings);
    if (current && diff.changed.length === 0) {
      return;
    }
    await writeTerms(tx, auth.tenantId, settings as unknown as Record<string, unknown>, auth.userId);
    const details = current ? { before: diff.before, after: diff.after } : { after: diff.after };
    await tx.insert(auditLog).values(audit(auth, client, 'discount-terms.update', auth.tenantId, details));
  });
  return discountTermsOf(ctx, auth);
}

/** Stops offering discounting: the terms go (audited with what they were); requests keep their own. */
export async function stopDiscountTerms(
  ctx: AppContext,
  auth: AdminAuth,
  client: ClientInfo,
): Promise<AdminDiscountTerms> {
  await ctx.db.transaction(async (tx) => {
    const current = await readTermsRow(tx, auth.tenantId, true);
    if (!current) {
      throw AppError.notFound(messages.discountTermsMissing);
    }
    await deleteTerms(tx, auth.tenantId);
    const details = { before: current.settings, after: null };
    await tx.insert(auditLog).values(audit(auth, client, 'discount-terms.stop', auth.tenantId, details));
  });
  return discountTermsOf(ctx, auth);
}

/** Sets the annual rate agreed with one of the tenant's firms (404 for any other firm); audited. */
export async function saveFirmRate(
  ctx: AppContext,
  auth: AdminAuth,
  firmId: string,
  input: FirmDiscountRateInput,
  client: ClientInfo,
): Promise<AdminFirmDiscountRate> {
  const annualRate = String(input.annualRate);
  return ctx.db.transaction(async (tx) => {
    const firm = await readFirm(tx, auth.tenantId, firmId);
    if (!firm) {
      throw AppError.notFound(messages.discountFirmNotFound);
    }
    const current = await readFirmRate(tx, auth.tenantId, firmId);
    const before = current ? { annualRate: rateText(current.annualRate) } : {};
    const diff = changedFields<Record<string, unknown>>(before, { annualRate });
    if (current && diff.changed.length === 0) {
      return firmRateView(current);
    }
    const updatedAt = await writeFirmRate(tx, auth.tenantId, firmId, annualRate);
    const details = {
      firm: `${firm.code} ${firm.name}`,
      ...(current ? { before: diff.before } : {}),
      after: diff.after,
    };
    await tx.insert(auditLog).values(audit(auth, client, 'discount-rate.set', firmId, details));
    return { firmId, code: firm.code, name: firm.name, annualRate, updatedAt: updatedAt.toISOString() };
  });
}

/** Removes a firm's agreed rate: the firm works out with the terms' annual rate again; audited. */
export async function removeFirmRate(
  ctx: AppContext,
  auth: AdminAuth,
  firmId: string,
  client: ClientInfo,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const current = await readFirmRate(tx, auth.tenantId, firmId);
    if (!current) {
      throw AppError.notFound(messages.discountFirmRateNotFound);
    }
    await deleteFirmRate(tx, auth.tenantId, firmId);
    const details = {
      firm: `${current.code} ${current.name}`,
      before: { annualRate: rateText(current.annualRate) },
      after: null,
    };
    await tx.insert(auditLog).values(audit(auth, client, 'discount-rate.remove', firmId, details));
  });
}
