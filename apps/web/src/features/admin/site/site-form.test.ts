import type { SiteSettings } from '@tahsilat/domain';
import { describe, expect, it } from 'vitest';
import { siteFormValues, toSiteUpdate } from './site-form.js';
import { siteFormIssues } from './site-form-issues.js';

const settings: SiteSettings = {
  name: 'Demo Ticaret A.Ş.',
  pageTitle: 'Demo Ticaret',
  phoneNumber: null,
  email: null,
  address: null,
  taxNumber: null,
  taxOffice: null,
  loginBannerImageUrl: null,
  payWithLinkLanguage: 'tr',
  paymentWithoutLogin: true,
  paymentWithParams: false,
  preAuthAllowed: false,
  currencyExchange: false,
  showExchangeRate: false,
  payFormMode: 'standard',
  lateInterestMonthlyRate: '2.75',
  stockAvailabilityDisplay: 'exact',
  stockLowThreshold: 10,
  b2bMenuLinkItemLink: 'https://example.com.tr/katalog',
  b2bMenuLinkItemTitle: 'Ürün Kataloğu',
  posCollectionDescription: '<p>Not</p>',
  textTranslations: { b2bMenuLinkItemTitle: { en: 'Product catalogue' } },
  domains: [],
  paymentGuid: '11111111-1111-4111-8111-111111111111',
  updatedAt: '2026-11-29T00:00:00.000Z',
};

describe('the brand and site form', () => {
  it('writes the rate as the language does and sends it back with a dot', () => {
    expect(siteFormValues(settings, 'tr').lateInterestMonthlyRate).toBe('2,75');
    expect(siteFormValues(settings, 'en').lateInterestMonthlyRate).toBe('2.75');
    expect(toSiteUpdate(siteFormValues(settings, 'tr')).lateInterestMonthlyRate).toBe('2.75');
    expect(toSiteUpdate(siteFormValues(settings, 'en')).lateInterestMonthlyRate).toBe('2.75');
  });

  it('holds one input per language for each translated text and sends only the filled ones', () => {
    const values = siteFormValues(settings, 'tr');
    expect(values.textTranslations.b2bMenuLinkItemTitle).toEqual({
      en: 'Product catalogue',
      zh: '',
      es: '',
      fr: '',
      it: '',
      ar: '',
    });
    values.textTranslations.posCollectionDescription.fr = '<p>Avis</p>';
    expect(toSiteUpdate(values).textTranslations).toEqual({
      b2bMenuLinkItemTitle: { en: 'Product catalogue' },
      posCollectionDescription: { fr: '<p>Avis</p>' },
    });
    expect(siteFormIssues(values)).toEqual({});
  });

  it("names a translation's own path when it is too long", () => {
    const values = siteFormValues(settings, 'tr');
    values.textTranslations.b2bMenuLinkItemTitle.en = 'x'.repeat(61);
    values.b2bMenuLinkItemLink = 'javascript:alert(1)';
    expect(Object.keys(siteFormIssues(values)).sort()).toEqual([
      'b2bMenuLinkItemLink',
      'textTranslations.b2bMenuLinkItemTitle.en',
    ]);
  });
});
