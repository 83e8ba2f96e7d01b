import type { AdminUser, AdminUserInvite, AdminUserUpdate, PermissionFlags } from '@tahsilat/domain';
import { PERMISSION_KEYS, type PermissionKey } from '@tahsilat/domain/permission-keys';

/** What the person form holds; a firm membership is on or off, its flags as the chosen keys. */
export interface UserFormValues {
  name: string;
  email: string;
  mobile: string;
  isAdmin: boolean;
  hasFirm: boolean;
  firmId: string | undefined;
  flags: PermissionKey[];
}

export type UserFormField = keyof UserFormValues;

export const EMPTY_USER_FORM: UserFormValues = {
  name: '',
  email: '',
  mobile: '',
  isAdmin: false,
  hasFirm: true,
  firmId: undefined,
  flags: ['posCollection', 'firmTransaction'],
};

export function userFormValues(user: AdminUser): UserFormValues {
  return {
    name: user.name,
    email: user.email,
    mobile: user.mobile ?? '',
    isAdmin: user.isAdmin,
    hasFirm: user.membership !== null,
    firmId: user.membership?.firmId,
    flags: user.membership ? PERMISSION_KEYS.filter((key) => user.membership?.flags[key]) : [],
  };
}

function membershipOf(values: UserFormValues) {
  if (!values.hasFirm) {
    return null;
  }
  const flags = Object.fromEntries(
    PERMISSION_KEYS.map((key) => [key, values.flags.includes(key)]),
  ) as PermissionFlags;
  return { firmId: values.firmId ?? '', flags };
}

export function toUserInvite(values: UserFormValues): AdminUserInvite {
  return {
    name: values.name,
    email: values.email,
    mobile: values.mobile.trim() ? values.mobile : null,
    isAdmin: values.isAdmin,
    membership: membershipOf(values),
    language: 'tr',
  };
}

export function toUserUpdate(values: UserFormValues): AdminUserUpdate {
  return {
    name: values.name,
    mobile: values.mobile.trim() ? values.mobile : null,
    isAdmin: values.isAdmin,
    membership: membershipOf(values),
  };
}
