import { z } from 'zod';
import { answerOf } from './envelope.js';
import { messages } from './messages.js';
import { newPasswordSchema } from './password-policy.js';
import { PermissionFlags } from './permissions.js';
import { TextByLanguageSchema } from './tenant-texts.js';

const EMAIL_MAX = 254;

/** Required e-mail with the screen's own "required" text. */
function emailField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(EMAIL_MAX)
    .pipe(z.email(messages.invalidEmail));
}

// POST /FirmAuth/Login
export const LoginRequest = z.strictObject({
  email: emailField(messages.emailRequired),
  password: z.string({ error: messages.passwordRequired }).min(1, messages.passwordRequired).max(1024),
  b2BDomainUrl: z.string().max(2048).optional(),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

/** Login and tenant-switch answer (SPEC 3 "Login response data"). */
export const LoginData = PermissionFlags.extend({
  token: z.string(),
  expiration: z.number().int().describe('Token expiry in epoch milliseconds'),
  firmUserId: z.string(),
  name: z.string(),
  tenantId: z.string(),
  tenantName: z.string(),
  firmId: z.string().nullable().describe('Null for a tenant administrator who is not also a firm user'),
  firmName: z.string().nullable(),
  subFirmId: z.string().nullable().describe('Set when the user belongs to a sub-firm (dealer)'),
  isTenantAdmin: z
    .boolean()
    .describe('The user administers this tenant (the console at /admin and the /api/admin calls)'),
  b2BMenuLinkItemLink: z.string().nullable(),
  b2BMenuLinkItemTitle: z.string().nullable(),
  b2BMenuLinkItemTitleTranslations: TextByLanguageSchema.describe(
    'The menu link title by language (en zh es fr it ar); the shell shows b2BMenuLinkItemTitle for a missing one',
  ),
  b2BPdfFilePath: z.string().nullable(),
  actingAs: z
    .object({ id: z.string(), code: z.string(), name: z.string() })
    .nullable()
    .describe(
      "Set while a main firm's user looks at one of its sub-firms read-only (POST /SubFirm/:id/ActAs)",
    ),
});
export type LoginData = z.infer<typeof LoginData>;
export const LoginAnswer = answerOf(LoginData);

// GET /FirmAuth/GetLoginEndpoints
export const LoginEndpointsQuery = z.strictObject({
  domain: z.string().max(2048).optional(),
});
export const LoginEndpointsInfo = z.object({
  tenantId: z.string(),
  endpoint: z.string(),
  logoUrl: z.string().nullable(),
  tenantPaymentGuid: z.string().nullable(),
  isTenantSelectedFromModal: z.boolean(),
  b2BPanelLoginBannerImagePath: z.string().nullable(),
  b2BPanelLoginBannerImageUrl: z.string().nullable(),
  pageTitle: z.string(),
  email: z.string().nullable(),
  isPaymentWithParams: z.boolean(),
});
export type LoginEndpointsInfo = z.infer<typeof LoginEndpointsInfo>;
export const LoginEndpointsAnswer = answerOf(LoginEndpointsInfo);

// GET /FirmAuth/GetActiveTenantInfo
export const ActiveTenantInfo = z.object({
  logoPath: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
});
export const ActiveTenantInfoAnswer = answerOf(ActiveTenantInfo);

// GET /FirmAuth/GetTenants
export const TenantListItem = z.object({ id: z.string(), name: z.string() });
export const TenantListAnswer = answerOf(z.array(TenantListItem));

// GET /FirmAuth/ChangeTenant/{tenantId} and GET /FirmAuth/GetTenantById/{id}
export const TenantIdParams = z.strictObject({ tenantId: z.uuid() });
export const IdParams = z.strictObject({ id: z.uuid() });

/** The public tenant fields of SPEC 3: never keys, credentials or internal settings. */
export const PublicTenant = z.object({
  id: z.string(),
  name: z.string(),
  b2BFilePath: z.string().nullable(),
  isPosTransactionUseAdditionalField: z.boolean(),
  isRubikFu: z.boolean(),
  b2BIsUseAdditionalFieldForPolicy: z.boolean(),
  confidentialityAgreementPath: z.string().nullable(),
  salesAgreementPath: z.string().nullable(),
  isUseB2BCurrencyExChange: z.boolean(),
  b2BShowCustomFields: z.boolean(),
  showCustomFields: z.boolean(),
  b2BViewCurrencyExchangeRate: z.boolean(),
  b2BPayWithLinkDefaultLanguageOption: z.union([z.literal(0), z.literal(1)]).describe('0 Turkish, 1 English'),
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
});
export type PublicTenant = z.infer<typeof PublicTenant>;
export const PublicTenantAnswer = answerOf(PublicTenant);

// GET /FirmReport/TenantErpProgram
export const TenantErpProgram = z.object({
  isB2BFirmTransaction: z.boolean(),
  erpProgram: z.string().nullable(),
});
export const TenantErpProgramAnswer = answerOf(TenantErpProgram);

// POST /FirmAuth/ForgotPassword
export const ForgotPasswordRequest = z.strictObject({
  Email: emailField(messages.forgotEmailRequired),
  ScreenOption: z.union([z.number().int().min(0).max(99), z.string().max(32)]).optional(),
  TenantUrl: z.string().max(2048).optional(),
});

// GET /FirmAuth/IsHavePsrGuid
const PsrGuid = z
  .string({ error: messages.passwordTokenUnknown })
  .min(1, messages.passwordTokenUnknown)
  .max(128, messages.passwordTokenUnknown);
export const PsrGuidQuery = z.strictObject({ PsrGuid });
export const PsrGuidInfo = z.object({
  kind: z.enum(['reset', 'invite']),
  expiresAt: z.string(),
});
export const PsrGuidAnswer = answerOf(PsrGuidInfo);

// POST /FirmAuth/ResetPassword and /FirmAuth/NewPassword
export const SetPasswordRequest = z.strictObject({
  PsrGuid,
  Password: newPasswordSchema(messages.resetPasswordRequired),
});

// POST /FirmAuth/ChangePassword
export const ChangePasswordRequest = z
  .strictObject({
    currentPassword: z
      .string({ error: messages.currentPasswordRequired })
      .min(1, messages.currentPasswordRequired)
      .max(1024),
    newPassword: newPasswordSchema(messages.resetPasswordRequired),
    confirmPassword: z
      .string({ error: messages.resetConfirmRequired })
      .min(1, messages.resetConfirmRequired)
      .max(1024),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    message: messages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
