import type {
  PermissionFlags,
  PermissionKey,
  SubFirmUser,
  SubFirmUserInvite,
  SubFirmUserUpdate,
} from '@tahsilat/domain';
import { PERMISSION_KEYS } from '@tahsilat/domain/permission-keys';

/** What the invite and edit forms hold. */
export interface UserFormValues {
  name: string;
  email: string;
  mobile: string;
  permissions: PermissionKey[];
  language: 'tr' | 'en';
}

/**
 * The flags the signed-in user may hand out: those it holds itself, never addSubFirm (a dealer's users open no
 * dealers of their own: two levels). The server refuses anything else with 403, which would sign the user out.
 */
export function grantableFlags(own: Record<PermissionKey, boolean>): PermissionKey[] {
  return PERMISSION_KEYS.filter((key) => key !== 'addSubFirm' && own[key]);
}

export function emptyUserForm(language: 'tr' | 'en'): UserFormValues {
  return { name: '', email: '', mobile: '', permissions: [], language };
}

export function userFormValues(user: SubFirmUser, language: 'tr' | 'en'): UserFormValues {
  return {
    name: user.name,
    email: user.email,
    mobile: user.mobile ?? '',
    permissions: PERMISSION_KEYS.filter((key) => user.permissions[key]),
    language,
  };
}

/**
 * All ten flags: the chosen ones among those the user may grant; a flag it may not grant keeps the value the
 * edited user already has (false for a new user), so an edit never grants nor silently takes one away.
 */
export function toPermissions(
  chosen: readonly PermissionKey[],
  grantable: readonly PermissionKey[],
  current?: PermissionFlags,
): PermissionFlags {
  return Object.fromEntries(
    PERMISSION_KEYS.map((key) => [
      key,
      grantable.includes(key) ? chosen.includes(key) : (current?.[key] ?? false),
    ]),
  ) as PermissionFlags;
}

export function toUserInvite(values: UserFormValues, grantable: readonly PermissionKey[]): SubFirmUserInvite {
  return {
    name: values.name.trim(),
    email: values.email.trim().toLowerCase(),
    mobile: values.mobile.trim() || null,
    permissions: toPermissions(values.permissions, grantable),
    language: values.language,
  };
}

export function toUserUpdate(
  values: UserFormValues,
  grantable: readonly PermissionKey[],
  current: PermissionFlags,
): SubFirmUserUpdate {
  return {
    name: values.name.trim(),
    mobile: values.mobile.trim() || null,
    permissions: toPermissions(values.permissions, grantable, current),
  };
}
