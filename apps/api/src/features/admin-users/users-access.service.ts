import { type AdminUser, messages } from '@tahsilat/domain';
import type { AppContext, ClientInfo } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { changedFields } from '../../lib/audit-diff.js';
import type { AdminAuth } from '../../types.js';
import { revokeMembershipSessions } from '../auth/auth.repository.js';
import { mailBrandingFor } from '../auth/branding.js';
import { queueInvitation, queuePasswordReset } from '../auth/passwords.service.js';
import { auditViewOf } from './users.presenter.js';
import type { PersonRow } from './users.repository.js';
import {
  assertAdminRemains,
  auditPersonChange,
  beginChange,
  personOf,
  requirePerson,
} from './users.rules.js';
import { setTenantAccess } from './users-writes.repository.js';

/** Switching a person's access to the tenant off and on, and the password e-mail (issue 15). */

/** Whether every access row of the person in this tenant already is as asked. */
function isAlready(person: PersonRow, active: boolean): boolean {
  const rows = [
    person.membershipUserId === null ? null : person.membershipDisabledAt === null,
    person.isAdmin ? person.adminDisabledAt === null : null,
  ].filter((row): row is boolean => row !== null);
  return rows.every((rowActive) => rowActive === active);
}

/**
 * Switches the person's membership and administration of this tenant off (its sessions there end at once, on every
 * instance) or on again. Its other tenants are not touched.
 */
export async function setUserStatus(
  ctx: AppContext,
  admin: AdminAuth,
  userId: string,
  active: boolean,
  client: ClientInfo,
): Promise<AdminUser> {
  const changed = await ctx.db.transaction(async (tx) => {
    await beginChange(tx, admin);
    const person = await requirePerson(tx, admin.tenantId, userId);
    if (!active) {
      await assertAdminRemains(tx, admin, person, 'deactivate');
    }
    if (isAlready(person, active)) {
      return false;
    }
    await setTenantAccess(tx, admin.tenantId, userId, active);
    if (!active) {
      await revokeMembershipSessions(tx, admin.tenantId, userId, 'admin_disabled');
    }
    const diff = changedFields(
      auditViewOf(person),
      auditViewOf(await requirePerson(tx, admin.tenantId, userId)),
    );
    await auditPersonChange(tx, admin, client, {
      event: 'admin.user.status',
      userId,
      details: { before: diff.before, after: diff.after },
    });
    return true;
  });
  if (changed) {
    // Committed: no instance goes on trusting a session row it cached before.
    await ctx.guards.sessionsRevoked();
  }
  return personOf(ctx, admin, userId);
}

/**
 * Sends the person the standard 30-minute password-reset link; someone who has not created a password yet gets a new
 * 7-day invitation instead (the reset page is for an existing password). Nothing is echoed back.
 */
export async function sendPasswordMail(
  ctx: AppContext,
  admin: AdminAuth,
  userId: string,
  client: ClientInfo,
): Promise<{ user: AdminUser; mail: 'reset' | 'invite' }> {
  const brand = await mailBrandingFor(ctx, admin.tenantId);
  const mail = await ctx.db.transaction(async (tx) => {
    const person = await requirePerson(tx, admin.tenantId, userId);
    if (!person.isActive) {
      throw new AppError('BAD_REQUEST', messages.userIsDisabled);
    }
    const kind = person.passwordHash === null ? 'invite' : 'reset';
    if (kind === 'invite') {
      await queueInvitation(ctx, tx, {
        user: person,
        tenantId: admin.tenantId,
        brand,
        ...(person.firmName ? { firmName: person.firmName } : {}),
      });
    } else {
      await queuePasswordReset(ctx, tx, { user: person, tenantId: admin.tenantId, brand });
    }
    await auditPersonChange(tx, admin, client, {
      event: 'admin.user.reset',
      userId,
      details: { mail: kind },
    });
    return kind;
  });
  ctx.outbox.kick();
  return { user: await personOf(ctx, admin, userId), mail };
}
