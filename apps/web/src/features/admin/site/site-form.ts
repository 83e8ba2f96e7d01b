import type { PayFormMode, SiteSettings, SiteSettingsInput } from '@tahsilat/domain';
import { formatDecimal } from '../../../lib/format.js';

/** The tenant texts with translations (the domain's TENANT_TEXT_FIELDS; listed here so the page loads no zod). */
export const TRANSLATED_FIELDS = ['b2bMenuLinkItemTitle', 'posCollectionDescription'] as const;
export type TranslatedField = (typeof TRANSLATED_FIELDS)[number];
/** The languages a tenant text may be translated into: the shell's besides Turkish, the default text's. */
export const TRANSLATION_LANGUAGES = ['en', 'zh', 'es', 'fr', 'it', 'ar'] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];
/** A text's translations as the form holds them: one (possibly blank) input per language. */
export type TranslationValues = Record<TranslatedField, Record<TranslationLanguage, string>>;

function translationValues(stored: SiteSettings['textTranslations'] | undefined): TranslationValues {
  const of = (field: TranslatedField) =>
    Object.fromEntries(
      TRANSLATION_LANGUAGES.map((language) => [language, stored?.[field]?.[language] ?? '']),
    ) as Record<TranslationLanguage, string>;
  return {
    b2bMenuLinkItemTitle: of('b2bMenuLinkItemTitle'),
    posCollectionDescription: of('posCollectionDescription'),
  };
}

/**
 * What the brand and site form holds: texts as typed, the rate as the language writes it ("2,75", "2.75"), switches
 * as booleans.
 */
export interface SiteFormValues {
  name: string;
  pageTitle: string;
  phoneNumber: string;
  email: string;
  address: string;
  taxNumber: string;
  taxOffice: string;
  loginBannerImageUrl: string;
  payWithLinkLanguage: 'tr' | 'en';
  paymentWithoutLogin: boolean;
  paymentWithParams: boolean;
  preAuthAllowed: boolean;
  currencyExchange: boolean;
  showExchangeRate: boolean;
  payFormMode: PayFormMode;
  lateInterestMonthlyRate: string;
  stockAvailabilityDisplay: 'exact' | 'bands';
  stockLowThreshold: number;
  b2bMenuLinkItemLink: string;
  b2bMenuLinkItemTitle: string;
  posCollectionDescription: string;
  textTranslations: TranslationValues;
}

export type SiteFormField = keyof SiteFormValues;

/** The stored settings in the form's shape, the rate written as `language` writes it ("2,75", "2.75"). */
export function siteFormValues(settings: SiteSettings, language: string): SiteFormValues {
  return {
    name: settings.name,
    pageTitle: settings.pageTitle,
    phoneNumber: settings.phoneNumber ?? '',
    email: settings.email ?? '',
    address: settings.address ?? '',
    taxNumber: settings.taxNumber ?? '',
    taxOffice: settings.taxOffice ?? '',
    loginBannerImageUrl: settings.loginBannerImageUrl ?? '',
    payWithLinkLanguage: settings.payWithLinkLanguage,
    paymentWithoutLogin: settings.paymentWithoutLogin,
    paymentWithParams: settings.paymentWithParams,
    preAuthAllowed: settings.preAuthAllowed,
    currencyExchange: settings.currencyExchange,
    showExchangeRate: settings.showExchangeRate,
    payFormMode: settings.payFormMode,
    lateInterestMonthlyRate: settings.lateInterestMonthlyRate
      ? formatDecimal(settings.lateInterestMonthlyRate, language)
      : '',
    stockAvailabilityDisplay: settings.stockAvailabilityDisplay,
    stockLowThreshold: settings.stockLowThreshold,
    b2bMenuLinkItemLink: settings.b2bMenuLinkItemLink ?? '',
    b2bMenuLinkItemTitle: settings.b2bMenuLinkItemTitle ?? '',
    posCollectionDescription: settings.posCollectionDescription ?? '',
    textTranslations: translationValues(settings.textTranslations),
  };
}

/** The body of PUT /admin/Site: blanks become null, "2,75" becomes "2.75" (anything else goes as typed). */
export function toSiteUpdate(values: SiteFormValues): SiteSettingsInput {
  const blank = (text: string) => (text.trim() ? text : null);
  return {
    ...values,
    phoneNumber: blank(values.phoneNumber),
    email: blank(values.email),
    address: blank(values.address),
    taxNumber: blank(values.taxNumber),
    taxOffice: blank(values.taxOffice),
    loginBannerImageUrl: blank(values.loginBannerImageUrl),
    lateInterestMonthlyRate: blank(values.lateInterestMonthlyRate.trim().replace(',', '.')),
    stockLowThreshold: Number(values.stockLowThreshold),
    b2bMenuLinkItemLink: blank(values.b2bMenuLinkItemLink ?? ''),
    b2bMenuLinkItemTitle: blank(values.b2bMenuLinkItemTitle ?? ''),
    posCollectionDescription: blank(values.posCollectionDescription ?? ''),
    // Blank translations are left out: that language shows the default text.
    textTranslations: Object.fromEntries(
      TRANSLATED_FIELDS.map((field) => [
        field,
        Object.fromEntries(
          Object.entries(values.textTranslations?.[field] ?? {}).filter(([, text]) => text?.trim()),
        ),
      ]),
    ),
  };
}
