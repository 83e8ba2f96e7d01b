import { type AdminUser, type AdminUserMembershipInput, messages } from '@tahsilat/domain';
import type { AppContext, ClientInfo } from '../../context.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { type AuditEvent, recordAudit } from '../../lib/audit.js';
import type { AdminAuth } from '../../types.js';
import { presentPerson } from './users.presenter.js';
import {
  countOtherActiveAdmins,
  type FirmRow,
  findFirm,
  findPerson,
  isActiveAdmin,
  lockTenantUsers,
  type PersonRow,
} from './users.repository.js';

/** The rules every change of a person obeys (issue 15): one writer per tenant, an active administrator remains. */

/**
 * Starts a change in the caller's transaction: takes the tenant's lock, then checks the caller is still an active
 * administrator (another administrator may have removed it while its request waited for the lock).
 */
export async function beginChange(tx: Db, admin: AdminAuth): Promise<void> {
  await lockTenantUsers(tx, admin.tenantId);
  if (!(await isActiveAdmin(tx, admin.tenantId, admin.userId))) {
    throw AppError.forbidden();
  }
}

export async function requirePerson(db: Db, tenantId: string, userId: string): Promise<PersonRow> {
  const person = await findPerson(db, tenantId, userId);
  if (!person) {
    throw AppError.notFound(messages.adminUserNotFound);
  }
  return person;
}

/**
 * Refuses (400) taking away an active administration when it is the caller's own or the tenant's last one. Run under
 * beginChange's lock, so two administrators removing each other cannot both pass.
 */
export async function assertAdminRemains(
  tx: Db,
  admin: AdminAuth,
  person: PersonRow,
  change: 'revoke' | 'deactivate',
): Promise<void> {
  if (person.id === admin.userId) {
    throw new AppError(
      'BAD_REQUEST',
      change === 'revoke' ? messages.adminSelfRoleRevoke : messages.adminSelfDeactivate,
    );
  }
  const isActiveAdministration = person.isAdmin && person.adminDisabledAt === null && person.isActive;
  if (isActiveAdministration && (await countOtherActiveAdmins(tx, admin.tenantId, person.id)) === 0) {
    throw new AppError('BAD_REQUEST', messages.adminLastAdmin);
  }
}

/**
 * The firm a membership points at: this tenant's (404 otherwise), active unless it is the person's firm already, and
 * no addSubFirm for a sub-firm's user (two levels: a sub-firm has no sub-firms).
 */
export async function requireAttachableFirm(
  tx: Db,
  tenantId: string,
  membership: AdminUserMembershipInput,
  currentFirmId: string | null = null,
): Promise<FirmRow> {
  const firm = await findFirm(tx, tenantId, membership.firmId);
  if (!firm) {
    throw AppError.notFound(messages.firmNotFound);
  }
  if (!firm.isActive && firm.id !== currentFirmId) {
    throw new AppError('BAD_REQUEST', messages.firmIsPassive);
  }
  if (firm.parentFirmId !== null && membership.flags.addSubFirm) {
    throw new AppError('BAD_REQUEST', messages.subFirmLevelNotAllowed);
  }
  return firm;
}

export async function auditPersonChange(
  tx: Db,
  admin: AdminAuth,
  client: ClientInfo,
  entry: { event: AuditEvent; userId: string; details: Record<string, unknown> },
): Promise<void> {
  await recordAudit(tx, {
    event: entry.event,
    outcome: 'success',
    tenantId: admin.tenantId,
    userId: admin.userId,
    ip: client.ip,
    objectType: 'user',
    objectId: entry.userId,
    details: entry.details,
  });
}

/** The person as the administrator sees it now (after a change has committed). */
export async function personOf(ctx: AppContext, admin: AdminAuth, userId: string): Promise<AdminUser> {
  return presentPerson(await requirePerson(ctx.db, admin.tenantId, userId), admin.userId);
}
