import { z } from 'zod';
import { answerOf } from './envelope.js';
import { ErpEmail, ErpPhone, freeText } from './integration-fields.js';
import { messages } from './messages.js';
import { PageSize } from './payment-request.js';
import { PermissionFlags } from './permissions.js';
import { MailLanguageCode } from './sub-firms.js';

/**
 * The tenant administrator's users and roles (`/admin/users`, issue 15): the tenant's administrators and firm users,
 * their invitation, firm membership and flags, the admin role, switching a person's access off and on, and a
 * password reset by e-mail. At least one active administrator always remains.
 */

export const ADMIN_USER_ROLES = ['admin', 'firm'] as const;
export const ADMIN_USER_STATUSES = ['active', 'disabled'] as const;
export type AdminUserStatus = (typeof ADMIN_USER_STATUSES)[number];

const Search = z
  .string()
  .max(100)
  .transform((value) => value.trim())
  .optional();

// GET /admin/Users
export const AdminUserListQuery = z.strictObject({
  search: Search.describe('Part of the name, e-mail, mobile, or the firm’s code or name'),
  role: z.enum(ADMIN_USER_ROLES).optional().describe('admin: administrators; firm: users with a firm'),
  status: z.enum(ADMIN_USER_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: PageSize.default(20),
});
export type AdminUserListQuery = z.output<typeof AdminUserListQuery>;

export const AdminUserMembership = z.object({
  firmId: z.string(),
  firmCode: z.string(),
  firmName: z.string(),
  isSubFirm: z.boolean(),
  /** The firm itself is active (not switched off, not passive in the ERP): its users may sign in. */
  firmIsActive: z.boolean(),
  flags: PermissionFlags,
  /** The membership is not switched off (by an administrator or the main firm). */
  isActive: z.boolean(),
});
export type AdminUserMembership = z.infer<typeof AdminUserMembership>;

export const AdminUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  isAdmin: z.boolean(),
  membership: AdminUserMembership.nullable(),
  /** active: may sign in to this tenant (as administrator or firm user); disabled: switched off here. */
  status: z.enum(ADMIN_USER_STATUSES),
  /** False while the person has not created a password from the invitation. */
  hasPassword: z.boolean(),
  invitationExpiresAt: z
    .string()
    .nullable()
    .describe('The open invitation’s expiry, while no password is set'),
  lastSignInAt: z.string().nullable(),
  /** Name and mobile may be changed here: the person belongs to no other tenant. */
  profileEditable: z.boolean(),
  /** The signed-in administrator: its admin role and status cannot be changed by itself. */
  isSelf: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof AdminUser>;
export const AdminUserAnswer = answerOf(AdminUser);

export const AdminUserPage = z.object({
  items: z.array(AdminUser),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUserPage = z.infer<typeof AdminUserPage>;
export const AdminUserPageAnswer = answerOf(AdminUserPage);

// GET /admin/Users/Firms
export const AdminUserFirmQuery = z.strictObject({
  search: Search.describe('Part of the firm’s code or name'),
});
export type AdminUserFirmQuery = z.output<typeof AdminUserFirmQuery>;

export const AdminUserFirm = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  parent: z.object({ id: z.string(), code: z.string(), name: z.string() }).nullable(),
});
export type AdminUserFirm = z.infer<typeof AdminUserFirm>;
export const AdminUserFirmsAnswer = answerOf(z.array(AdminUserFirm));

const Name = z
  .string({ error: messages.userNameRequired })
  .pipe(freeText(100).pipe(z.string().min(1, messages.userNameRequired)));

/** An optional mobile: absent, null and empty are all stored as null. */
const Mobile = z
  .string()
  .nullish()
  .transform((value) => (value?.trim() ? value.trim() : null))
  .pipe(ErpPhone.nullable());

const MembershipInput = z.strictObject({
  firmId: z.uuid({ error: messages.firmNotFound }),
  flags: PermissionFlags,
});
export type AdminUserMembershipInput = z.output<typeof MembershipInput>;

const hasRole = (input: { isAdmin: boolean; membership: unknown }) =>
  input.isAdmin || input.membership !== null;
const roleIssue = { message: messages.adminUserRoleRequired, path: ['isAdmin'] };

// POST /admin/Users
export const AdminUserInvite = z
  .strictObject({
    name: Name,
    email: z
      .string()
      .transform((value) => value.trim().toLowerCase())
      .pipe(ErpEmail),
    mobile: Mobile,
    isAdmin: z.boolean().default(false),
    membership: MembershipInput.nullable().default(null).describe('The firm and its flags; null: none'),
    language: MailLanguageCode.default('tr').describe('The language of the invitation e-mail'),
  })
  .refine(hasRole, roleIssue);
export type AdminUserInvite = z.output<typeof AdminUserInvite>;

// PUT /admin/Users/:id (the whole form)
export const AdminUserUpdate = z
  .strictObject({
    name: Name,
    mobile: Mobile,
    isAdmin: z.boolean(),
    membership: MembershipInput.nullable().describe(
      'null removes the firm membership (an admin keeps its role)',
    ),
  })
  .refine(hasRole, roleIssue);
export type AdminUserUpdate = z.output<typeof AdminUserUpdate>;

// POST /admin/Users/:id/status
export const AdminUserStatusChange = z.strictObject({ active: z.boolean() });
export type AdminUserStatusChange = z.output<typeof AdminUserStatusChange>;
