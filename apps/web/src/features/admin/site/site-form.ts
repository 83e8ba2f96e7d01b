import type { PayFormMode, SiteSettings, SiteSettingsInput } from '@tahsilat/domain';

/** What the brand and site form holds: texts as typed, the rate the Turkish way ("2,75"), switches as booleans. */
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
}

export type SiteFormField = keyof SiteFormValues;

/** The stored settings in the form's shape. */
export function siteFormValues(settings: SiteSettings): SiteFormValues {
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
    lateInterestMonthlyRate: (settings.lateInterestMonthlyRate ?? '').replace('.', ','),
    stockAvailabilityDisplay: settings.stockAvailabilityDisplay,
    stockLowThreshold: settings.stockLowThreshold,
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
  };
}
