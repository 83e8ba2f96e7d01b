import { z } from 'zod';
import { answerOf } from './envelope.js';
import { ErpEmail, ErpPhone, freeText, optionalText } from './integration-fields.js';
import { messages } from './messages.js';
import { formatRate, parseRate, RATE_SCALE } from './money.js';
import { isValidTaxNumber } from './tax-number.js';
import {
  MENU_LINK_TITLE_MAX,
  MenuLinkUrl,
  TenantTextTranslationsInput,
  TenantTextTranslationsSchema,
} from './tenant-texts.js';

/**
 * The tenant administrator's brand and site settings (issue 15, `/admin/site`): what the sign-in page, the pay pages
 * and the business pages show of the tenant, and the feature switches of SPEC 3.
 */

/**
 * Which extra fields the payment form asks for (SPEC 5): none; the additional fields (identity number, 7-digit
 * contract number, branch code, payment method); the policy fields (policy number, date, insurer); or the
 * free custom fields. The first three are two stored flags, the last the custom-field flags.
 */
export const PAY_FORM_MODES = ['standard', 'additionalField', 'policy', 'customFields'] as const;
export type PayFormMode = (typeof PAY_FORM_MODES)[number];

export interface PayFormFlags {
  isPosTransactionUseAdditionalField: boolean;
  b2bIsUseAdditionalFieldForPolicy: boolean;
  b2bShowCustomFields: boolean;
}

/** The mode the stored flags choose, as the payment form reads them (salesFormModeFor). */
export function payFormModeOf(flags: PayFormFlags): PayFormMode {
  if (flags.isPosTransactionUseAdditionalField) {
    return flags.b2bIsUseAdditionalFieldForPolicy ? 'policy' : 'additionalField';
  }
  return flags.b2bShowCustomFields ? 'customFields' : 'standard';
}

/** The stored flags of a mode; custom fields are shown on the signed-in and the public forms alike. */
export function payFormFlagsOf(mode: PayFormMode): PayFormFlags & { showCustomFields: boolean } {
  return {
    isPosTransactionUseAdditionalField: mode === 'additionalField' || mode === 'policy',
    b2bIsUseAdditionalFieldForPolicy: mode === 'policy',
    b2bShowCustomFields: mode === 'customFields',
    showCustomFields: mode === 'customFields',
  };
}

/** A monthly late-payment interest rate in percent: above 0, at most 20 (the table's check), 2 decimals. */
const LateInterestRate = z
  .string()
  .trim()
  .refine((text) => {
    const rate = /^\d{1,2}(?:\.\d{1,2})?$/.test(text) ? parseRate(text) : null;
    return rate !== null && rate > 0n && rate <= 20n * RATE_SCALE;
  }, messages.siteLateInterestInvalid)
  // One way of writing a rate ("2.50" is "2.5"), as the settings answer writes it.
  .transform((text) => formatRate(parseRate(text) ?? 0n));

const BannerUrl = z
  .string()
  .trim()
  .max(500)
  .refine((text) => /^https:\/\/[^\s"'<>]+$/.test(text), messages.siteBannerUrlInvalid);

export const SiteSettingsUpdate = z.strictObject({
  name: freeText(200).pipe(z.string().min(2)).describe("The tenant's trade name"),
  pageTitle: freeText(120).pipe(z.string().min(1)).describe("The browser tab's and the sign-in page's title"),
  phoneNumber: ErpPhone.nullish().transform((value) => value?.trim() || null),
  email: ErpEmail.nullish().transform((value) => value || null),
  address: optionalText(500),
  taxNumber: z
    .string()
    .trim()
    .refine((text) => text === '' || isValidTaxNumber(text), messages.taxNumberInvalid)
    .nullish()
    .transform((value) => value || null)
    .describe("The merchant's tax number (10-digit VKN or 11-digit TCKN), printed on receipts"),
  taxOffice: optionalText(100).describe("The merchant's tax office, printed on receipts"),
  loginBannerImageUrl: BannerUrl.nullish()
    .transform((value) => value || null)
    .describe(
      'Where a click on the uploaded sign-in picture leads (https); null for a picture without a link',
    ),
  payWithLinkLanguage: z.enum(['tr', 'en']).describe('The language a payment link opens in'),
  paymentWithoutLogin: z.boolean().describe('Visitors may pay the tenant by card without an account'),
  paymentWithParams: z.boolean().describe('Shops may open the pay page with encrypted parameters'),
  preAuthAllowed: z.boolean().describe('Payment links may ask for a pre-authorisation'),
  currencyExchange: z.boolean().describe('The payment form offers USD and EUR, converted at the day’s rate'),
  showExchangeRate: z.boolean().describe('The payment form shows the rate it converts at'),
  payFormMode: z.enum(PAY_FORM_MODES),
  lateInterestMonthlyRate: LateInterestRate.nullish()
    .transform((value) => value || null)
    .describe('Monthly late-payment interest in percent shown on the payment plan; null shows none'),
  stockAvailabilityDisplay: z.enum(['exact', 'bands']),
  stockLowThreshold: z.number().int().min(0).max(1_000_000),
  // The tenant texts (issue 27), optional: a body without them leaves them as stored.
  b2bMenuLinkItemLink: MenuLinkUrl.nullish()
    .transform((value) => value || null)
    .optional()
    .describe("The side menu's external link (http/https); shown with its title only"),
  b2bMenuLinkItemTitle: optionalText(MENU_LINK_TITLE_MAX)
    .optional()
    .describe("The side menu link's title in the default (Turkish) text"),
  posCollectionDescription: optionalText(20_000)
    .optional()
    .describe('The notice on the payment screens (HTML, sanitised before it is stored), the default text'),
  textTranslations: TenantTextTranslationsInput.optional(),
});
export type SiteSettingsUpdate = z.output<typeof SiteSettingsUpdate>;
export type SiteSettingsInput = z.input<typeof SiteSettingsUpdate>;

export const SiteSettings = z.object({
  name: z.string(),
  pageTitle: z.string(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  taxNumber: z.string().nullable(),
  taxOffice: z.string().nullable(),
  loginBannerImageUrl: z.string().nullable(),
  payWithLinkLanguage: z.enum(['tr', 'en']),
  paymentWithoutLogin: z.boolean(),
  paymentWithParams: z.boolean(),
  preAuthAllowed: z.boolean(),
  currencyExchange: z.boolean(),
  showExchangeRate: z.boolean(),
  payFormMode: z.enum(PAY_FORM_MODES),
  lateInterestMonthlyRate: z.string().nullable(),
  stockAvailabilityDisplay: z.enum(['exact', 'bands']),
  stockLowThreshold: z.number().int(),
  b2bMenuLinkItemLink: z.string().nullable(),
  b2bMenuLinkItemTitle: z.string().nullable(),
  /** Sanitised HTML. */
  posCollectionDescription: z.string().nullable(),
  /** Translations of the two texts above by field and language; a missing language shows the default text. */
  textTranslations: TenantTextTranslationsSchema,
  /** The host names the sign-in page answers on (read-only here until domains can be managed). */
  domains: z.array(z.string()),
  /** The public pay-without-login address of the tenant. */
  paymentGuid: z.string(),
  updatedAt: z.string(),
});
export type SiteSettings = z.infer<typeof SiteSettings>;
export const SiteSettingsAnswer = answerOf(SiteSettings);
