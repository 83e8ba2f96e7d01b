import { type AdminUser, PERMISSION_KEYS, type PermissionFlags } from '@tahsilat/domain';
import type { PersonRow } from './users.repository.js';

const isoOf = (value: string | Date | null): string | null =>
  value === null ? null : new Date(value).toISOString();

function flagsOf(row: PersonRow): PermissionFlags {
  return Object.fromEntries(PERMISSION_KEYS.map((key) => [key, row[key] === true])) as PermissionFlags;
}

/** A mobile number with all but its last two digits hidden ("•••• ••• •• 67"). */
export function maskedMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, '').length;
  let seen = 0;
  return mobile.replace(/\d/g, (digit) => {
    seen += 1;
    return seen > digits - 2 ? digit : '•';
  });
}

/**
 * What the administrator sees of a person: no password hash, no other tenant's data. A person who also belongs to
 * another tenant keeps a mobile number of their own: it is shown masked.
 */
export function presentPerson(row: PersonRow, selfId: string, now = new Date()): AdminUser {
  const hasPassword = row.passwordHash !== null;
  const invitationExpiresAt = hasPassword ? null : isoOf(row.invitationExpiresAt);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.inOtherTenants && row.mobile ? maskedMobile(row.mobile) : row.mobile,
    isAdmin: row.isAdmin,
    membership:
      row.membershipUserId === null || row.firmId === null
        ? null
        : {
            firmId: row.firmId,
            firmCode: row.firmCode ?? '',
            firmName: row.firmName ?? '',
            isSubFirm: row.firmParentId !== null,
            firmIsActive: row.firmIsActive === true,
            flags: flagsOf(row),
            isActive: row.membershipDisabledAt === null,
          },
    status: row.isActive ? 'active' : 'disabled',
    hasPassword,
    invitationExpiresAt:
      invitationExpiresAt && new Date(invitationExpiresAt) > now ? invitationExpiresAt : null,
    lastSignInAt: isoOf(row.lastSignInAt),
    profileEditable: !row.inOtherTenants,
    isSelf: row.id === selfId,
    createdAt: isoOf(row.createdAt) ?? '',
  };
}

/** The fields an audit entry compares: the person's profile, role, membership and flags, and its access. */
export function auditViewOf(row: PersonRow | null): Record<string, unknown> {
  if (!row) {
    return {};
  }
  const hasMembership = row.membershipUserId !== null;
  return {
    name: row.name,
    mobile: row.inOtherTenants && row.mobile ? maskedMobile(row.mobile) : row.mobile,
    isAdmin: row.isAdmin,
    firmCode: hasMembership ? row.firmCode : null,
    ...(hasMembership ? flagsOf(row) : {}),
    active: row.isActive,
    membershipActive: hasMembership ? row.membershipDisabledAt === null : null,
  };
}
