import { z } from 'zod';
import { answerOf } from './envelope.js';
import { ErpAmount, ErpCode, ErpEmail, ErpPhone, freeText, optionalText } from './integration-fields.js';
import { messages } from './messages.js';
import { PageSize } from './payment-request.js';
import { PermissionFlags } from './permissions.js';
import { BalanceSide } from './statement.js';
import { isValidTaxNumber } from './tax-number.js';

/**
 * Sub-dealers (`/subfirm-list`, flag addSubFirm, issue 13): a main firm's user lists, opens, edits and switches off
 * its sub-firms, invites their users with the flags it holds itself, and looks at a dealer's pages read-only.
 */

export const SUB_FIRM_STATUSES = ['active', 'passive'] as const;
export type SubFirmStatus = (typeof SUB_FIRM_STATUSES)[number];
export const SUB_FIRM_SORTS = ['code', 'name'] as const;

const flag = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

// GET /SubFirm/List and /SubFirm/ListExcel
export const SubFirmListFilter = z.strictObject({
  search: z
    .string()
    .max(100)
    .transform((value) => value.trim())
    .optional()
    .describe('Part of the code, name, tax number, city, contact or e-mail'),
  status: z.enum(SUB_FIRM_STATUSES).optional(),
  overdueOnly: flag.describe('Only sub-firms with an overdue plan line'),
  sort: z.enum(SUB_FIRM_SORTS).default('code'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type SubFirmListFilter = z.output<typeof SubFirmListFilter>;

export const SubFirmListQuery = SubFirmListFilter.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: PageSize.default(20),
});
export type SubFirmListQuery = z.output<typeof SubFirmListQuery>;

/** Why a passive sub-firm is passive: switched off in the portal, or marked passive by the ERP. */
export const SubFirmPassiveReason = z.enum(['portal', 'erp']);

export const SubFirmRow = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  taxNumber: z.string().nullable(),
  city: z.string().nullable(),
  contactName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  riskLimit: z.string().nullable(),
  /** The balance in TRY without its sign (DESIGN 12); `side` B: the dealer owes, A: it is in credit. */
  balance: z.string(),
  side: BalanceSide,
  /** The open plan lines past their due date, in TRY, after pending card collections. */
  overdue: z.string(),
  status: z.enum(SUB_FIRM_STATUSES),
  passiveReason: SubFirmPassiveReason.nullable(),
  /** erp: the ERP keeps the firm's data (read-only here); portal: created and edited in the portal. */
  source: z.enum(['erp', 'portal']),
  userCount: z.number().int(),
  lastSignInAt: z.string().nullable(),
});
export type SubFirmRow = z.infer<typeof SubFirmRow>;

export const SubFirmPage = z.object({
  items: z.array(SubFirmRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SubFirmPage = z.infer<typeof SubFirmPage>;
export const SubFirmPageAnswer = answerOf(SubFirmPage);

export const SubFirmDetail = SubFirmRow.extend({
  taxOffice: z.string().nullable(),
  address: z.string().nullable(),
  /** False for a firm the ERP manages: only its users and status change here. */
  editable: z.boolean(),
  createdAt: z.string(),
});
export type SubFirmDetail = z.infer<typeof SubFirmDetail>;
export const SubFirmDetailAnswer = answerOf(SubFirmDetail);

/** VKN (10 digits) or TCKN (11 digits), checksum-validated. */
const RequiredTaxNumber = z
  .string({ error: messages.taxNumberRequired })
  .transform((value) => value.trim())
  .pipe(
    z
      .string()
      .min(1, messages.taxNumberRequired)
      .refine((value) => value.length === 0 || isValidTaxNumber(value), messages.taxNumberInvalid),
  );
/** An optional field: absent, null and empty are all stored as null. */
const nullable = <T extends z.ZodType<string | null, string | null>>(schema: T) =>
  z
    .string()
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(schema.nullable());

const SubFirmFields = {
  name: z
    .string({ error: messages.firmNameRequired })
    .pipe(freeText(200).pipe(z.string().min(1, messages.firmNameRequired))),
  taxNumber: RequiredTaxNumber,
  taxOffice: optionalText(100),
  city: optionalText(50),
  address: optionalText(500),
  contactName: optionalText(100),
  email: nullable(ErpEmail),
  phone: nullable(ErpPhone),
  riskLimit: nullable(ErpAmount),
};

// PUT /SubFirm/:id
export const SubFirmUpdate = z.strictObject(SubFirmFields);
export type SubFirmUpdate = z.output<typeof SubFirmUpdate>;

// POST /SubFirm
export const SubFirmCreate = z.strictObject({ code: ErpCode, ...SubFirmFields });
export type SubFirmCreate = z.output<typeof SubFirmCreate>;

// PUT /SubFirm/:id/Status and /SubFirm/:id/Users/:userId/Status
export const ActiveSwitch = z.strictObject({ isActive: z.boolean() });

export const SubFirmUserParams = z.strictObject({ id: z.uuid(), userId: z.uuid() });

export const SUB_FIRM_USER_STATES = ['invited', 'expired', 'active', 'passive'] as const;

export const SubFirmUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  permissions: PermissionFlags,
  /** invited: the invitation is open; expired: it ran out unused; active: has a password; passive: switched off. */
  state: z.enum(SUB_FIRM_USER_STATES),
  invitationExpiresAt: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SubFirmUser = z.infer<typeof SubFirmUser>;
export const SubFirmUsersAnswer = answerOf(z.array(SubFirmUser));
export const SubFirmUserAnswer = answerOf(SubFirmUser);

/** The language of an invitation e-mail. */
export const MailLanguageCode = z.enum(['tr', 'en']);

// POST /SubFirm/:id/Users
export const SubFirmUserInvite = z.strictObject({
  name: z
    .string({ error: messages.userNameRequired })
    .pipe(freeText(100).pipe(z.string().min(1, messages.userNameRequired))),
  email: z
    .string()
    .transform((value) => value.trim().toLowerCase())
    .pipe(ErpEmail),
  mobile: nullable(ErpPhone),
  permissions: PermissionFlags,
  language: MailLanguageCode.default('tr'),
});
export type SubFirmUserInvite = z.output<typeof SubFirmUserInvite>;

// PUT /SubFirm/:id/Users/:userId
export const SubFirmUserUpdate = z.strictObject({
  name: z
    .string({ error: messages.userNameRequired })
    .pipe(freeText(100).pipe(z.string().min(1, messages.userNameRequired))),
  mobile: nullable(ErpPhone),
  permissions: PermissionFlags,
});
export type SubFirmUserUpdate = z.output<typeof SubFirmUserUpdate>;

// POST /SubFirm/:id/Users/:userId/ResendInvitation
export const ResendInvitation = z.strictObject({ language: MailLanguageCode.default('tr') });

/**
 * The flags a dealer's pages are looked at with while a main firm's user acts as the dealer (POST /SubFirm/:id/ActAs):
 * the read-only pages only, and only those the acting user holds itself.
 */
export const ACTING_VIEW_FLAGS = [
  'paymentPlan',
  'collectionPlan',
  'posCollection',
  'firmTransaction',
] as const;

export const ActingFirm = z.object({ id: z.string(), code: z.string(), name: z.string() });
export type ActingFirm = z.infer<typeof ActingFirm>;
