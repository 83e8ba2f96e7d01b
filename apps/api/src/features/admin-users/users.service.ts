import {
  type AdminUser,
  type AdminUserFirm,
  type AdminUserInvite,
  type AdminUserListQuery,
  type AdminUserPage,
  type AdminUserUpdate,
  messages,
} from '@tahsilat/domain';
import type { AppContext, ClientInfo } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { changedFields } from '../../lib/audit-diff.js';
import { sqlStateOf } from '../../lib/sql-state.js';
import type { AdminAuth } from '../../types.js';
import { findUserByEmail } from '../auth/auth.repository.js';
import { mailBrandingFor } from '../auth/branding.js';
import { belongsToTenant, mailAccess } from '../auth/tenant-access.js';
import { auditViewOf, presentPerson } from './users.presenter.js';
import { findPerson, listAttachableFirms, listPeople } from './users.repository.js';
import {
  assertAdminRemains,
  auditPersonChange,
  beginChange,
  personOf,
  requireAttachableFirm,
  requirePerson,
} from './users.rules.js';
import {
  deleteAdmin,
  deleteMembership,
  insertAdmin,
  insertMembership,
  insertUser,
  updateMembership,
  updateProfile,
} from './users-writes.repository.js';

/**
 * The tenant administrator's users and roles (issue 15): the people of its own tenant only. Every change runs under
 * the tenant's lock with the caller re-checked, is audited with the changed fields before and after, and drops every
 * instance's session cache so flags, firm and role apply at the person's next request.
 */

export async function listUsers(
  ctx: AppContext,
  admin: AdminAuth,
  query: AdminUserListQuery,
): Promise<AdminUserPage> {
  const { rows, total } = await listPeople(ctx.db, admin.tenantId, query, query);
  const now = new Date();
  return {
    items: rows.map((row) => presentPerson(row, admin.userId, now)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function listFirmsForUsers(
  ctx: AppContext,
  admin: AdminAuth,
  search: string | undefined,
): Promise<AdminUserFirm[]> {
  const rows = await listAttachableFirms(ctx.db, admin.tenantId, search);
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    parent:
      row.parentId && row.parentCode && row.parentName
        ? { id: row.parentId, code: row.parentCode, name: row.parentName }
        : null,
  }));
}

/**
 * Invites a person: a new e-mail becomes a user with a 7-day password-creation link; a person who already uses the
 * portal elsewhere keeps its password, name and mobile and gets a notice; someone already in this tenant is refused.
 */
export async function inviteUser(
  ctx: AppContext,
  admin: AdminAuth,
  input: AdminUserInvite,
  client: ClientInfo,
): Promise<{ user: AdminUser; invited: boolean }> {
  const brand = await mailBrandingFor(ctx, admin.tenantId);
  let outcome: { userId: string; invited: boolean };
  try {
    outcome = await ctx.db.transaction(async (tx) => {
      await beginChange(tx, admin);
      const firm = input.membership
        ? await requireAttachableFirm(tx, admin.tenantId, input.membership)
        : null;
      const existing = await findUserByEmail(tx, input.email);
      if (existing && (await belongsToTenant(tx, admin.tenantId, existing.id))) {
        throw new AppError('BAD_REQUEST', messages.adminUserAlreadyInTenant);
      }
      const user =
        existing ?? (await insertUser(tx, { email: input.email, name: input.name, mobile: input.mobile }));
      if (input.membership) {
        await insertMembership(tx, admin.tenantId, user.id, {
          ...input.membership,
          invitedBy: admin.userId,
          disabled: false,
        });
      }
      if (input.isAdmin) {
        await insertAdmin(tx, admin.tenantId, user.id, false);
      }
      await mailAccess(ctx, tx, {
        user,
        tenantId: admin.tenantId,
        brand,
        ...(firm ? { firmName: firm.name } : {}),
        language: input.language,
      });
      const after = auditViewOf(await findPerson(tx, admin.tenantId, user.id));
      await auditPersonChange(tx, admin, client, {
        event: 'admin.user.invite',
        userId: user.id,
        details: { before: {}, after: { email: user.email, newUser: !existing, ...after } },
      });
      return { userId: user.id, invited: user.passwordHash === null };
    });
  } catch (error) {
    // Two invitations of one e-mail at once: the second meets the first's row.
    if (sqlStateOf(error) === '23505') {
      throw new AppError('BAD_REQUEST', messages.adminUserAlreadyInTenant);
    }
    throw error;
  }
  ctx.outbox.kick();
  return { user: await personOf(ctx, admin, outcome.userId), invited: outcome.invited };
}

/** Changes a person's name and mobile (its own tenant only), firm membership and flags, and admin role. */
export async function updateUser(
  ctx: AppContext,
  admin: AdminAuth,
  userId: string,
  input: AdminUserUpdate,
  client: ClientInfo,
): Promise<AdminUser> {
  const changed = await ctx.db.transaction(async (tx) => {
    await beginChange(tx, admin);
    const person = await requirePerson(tx, admin.tenantId, userId);
    const profileChanged = person.name !== input.name || person.mobile !== input.mobile;
    if (profileChanged && person.inOtherTenants) {
      throw new AppError('BAD_REQUEST', messages.adminUserProfileShared);
    }
    if (person.isAdmin && !input.isAdmin) {
      await assertAdminRemains(tx, admin, person, 'revoke');
    }
    // A role or membership added to a switched-off person is switched off with it.
    const disabled = !person.isActive;
    const hasMembership = person.membershipUserId !== null;
    if (input.membership) {
      await requireAttachableFirm(tx, admin.tenantId, input.membership, hasMembership ? person.firmId : null);
      await (hasMembership
        ? updateMembership(tx, admin.tenantId, userId, input.membership)
        : insertMembership(tx, admin.tenantId, userId, {
            ...input.membership,
            invitedBy: admin.userId,
            disabled,
          }));
    } else if (hasMembership) {
      await deleteMembership(tx, admin.tenantId, userId);
    }
    if (input.isAdmin !== person.isAdmin) {
      await (input.isAdmin
        ? insertAdmin(tx, admin.tenantId, userId, disabled)
        : deleteAdmin(tx, admin.tenantId, userId));
    }
    if (profileChanged) {
      await updateProfile(tx, userId, { name: input.name, mobile: input.mobile });
    }
    const { isAdmin: adminBefore, ...before } = auditViewOf(person);
    const { isAdmin: adminAfter, ...after } = auditViewOf(await requirePerson(tx, admin.tenantId, userId));
    if (adminBefore !== adminAfter) {
      await auditPersonChange(tx, admin, client, {
        event: adminAfter ? 'admin.role.grant' : 'admin.role.revoke',
        userId,
        details: { before: { isAdmin: adminBefore }, after: { isAdmin: adminAfter } },
      });
    }
    const diff = changedFields(before, after);
    if (diff.changed.length > 0) {
      await auditPersonChange(tx, admin, client, {
        event: 'admin.user.update',
        userId,
        details: { before: diff.before, after: diff.after },
      });
    }
    return adminBefore !== adminAfter || diff.changed.length > 0;
  });
  if (changed) {
    // Sessions read the role, firm and flags on every request: no instance keeps a cached row.
    await ctx.guards.sessionsRevoked();
  }
  return personOf(ctx, admin, userId);
}
