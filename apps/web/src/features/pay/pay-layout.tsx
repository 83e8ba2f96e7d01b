import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSelect } from '../../components/public-layout/language-select.js';
import { i18n, setLanguage } from '../../i18n/index.js';
import { formatPhone } from '../../lib/phone.js';
import { isPublicLanguage, PUBLIC_LANGUAGES } from '../../lib/settings.js';
import type { Provider } from './api.js';
import { CardSymbols } from './card-symbols.js';

const LANGUAGE_CHOSEN = 'pay-language-chosen';

/** The visitor picked a language on this visit: the page's default no longer applies. */
export function rememberLanguageChoice(): void {
  sessionStorage.setItem(LANGUAGE_CHOSEN, '1');
}

/**
 * The page's default language (the tenant's, or the payment link's), unless the visitor has picked one on this visit.
 * The public payment screens speak Turkish and English only: a portal user whose shell speaks another language sees
 * them in the default, and keeps their own setting for the shell.
 */
export function usePayLanguage(language: 'tr' | 'en' | null): void {
  useEffect(() => {
    const chosen = sessionStorage.getItem(LANGUAGE_CHOSEN) !== null && isPublicLanguage(i18n.language);
    if (!chosen && (language || !isPublicLanguage(i18n.language))) {
      void setLanguage(language ?? 'tr', { remember: false });
    }
  }, [language]);
}

export interface PayBranding {
  name: string;
  logoUrl: string | null;
  phoneNumber: string | null;
  address: string | null;
}

/** The public payment screens' frame (SPEC 2): back link, language, the tenant's footer and the providers. */
export function PayLayout({
  branding,
  providers,
  onLanguageChosen,
  backTo = '/signin',
  children,
}: {
  branding: PayBranding | null;
  providers: readonly Provider[];
  onLanguageChosen?: () => void;
  /** Where the back link goes; null for a customer who came by a payment link and has no account here. */
  backTo?: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('pay');
  const phone = formatPhone(branding?.phoneNumber);
  return (
    <div className="pay-page">
      <header className="pay-header">
        <div className="pay-header-inner">
          {backTo ? (
            <Link to={backTo} className="pay-back">
              <span aria-hidden="true">←</span> {t('back')}
            </Link>
          ) : (
            <span />
          )}
          <div className="pay-brand">
            {branding?.logoUrl ? (
              <img src={branding.logoUrl} alt={branding.name} width={176} height={40} className="pay-logo" />
            ) : (
              <span className="pay-logo-text">{branding?.name ?? 'Tahsilat'}</span>
            )}
          </div>
          <LanguageSelect onChosen={onLanguageChosen} languages={PUBLIC_LANGUAGES} />
        </div>
      </header>
      <main className="pay-main">{children}</main>
      <footer className="pay-footer">
        <div className="pay-footer-inner">
          <div className="pay-footer-contact">
            {phone ? (
              <p>
                <span className="pay-footer-label">{t('footer.phone')}</span>{' '}
                <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
              </p>
            ) : null}
            {branding?.address ? (
              <p>
                <span className="pay-footer-label">{t('footer.address')}</span> {branding.address}
              </p>
            ) : null}
          </div>
          <div className="pay-footer-providers">
            <span className="pay-footer-label">{t('footer.providers')}</span>
            <ul className="pay-provider-list">
              {providers.map((provider) => (
                <li key={provider.id}>
                  {provider.logo ? (
                    <img src={provider.logo} alt={provider.name} width={84} height={24} loading="lazy" />
                  ) : (
                    <span>{provider.name}</span>
                  )}
                </li>
              ))}
            </ul>
            <CardSymbols />
            <p className="pay-footer-secure">{t('footer.secure')}</p>
          </div>
        </div>
        <p className="pay-footer-copy">
          © {Math.max(2025, new Date().getFullYear())} {branding?.name ?? 'Tahsilat'}
        </p>
      </footer>
    </div>
  );
}

export function PayNotice({ tone, children }: { tone: 'info' | 'error'; children: ReactNode }) {
  return (
    <div className={`pay-notice pay-notice-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/** The settings could not be loaded: say so and offer to try again. */
export function PayLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('pay');
  return (
    <PayNotice tone="error">
      <p>{t('loadFailed')}</p>
      <button type="button" className="button-secondary" onClick={onRetry}>
        {t('retry')}
      </button>
    </PayNotice>
  );
}

/** SPEC 2: the tenant has no payment provider, so there is no form. */
export function PayNoProvider() {
  const { t } = useTranslation('pay');
  return (
    <PayNotice tone="info">
      <p data-testid="no-provider">{t('noProvider')}</p>
    </PayNotice>
  );
}

/** The form's outline while its settings load, so nothing jumps when it arrives. */
export function PaySkeleton({ label }: { label: string }) {
  return (
    <div className="pay-grid pay-skeleton" role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <div className="pay-form-column">
        <div className="skeleton-block skeleton-customer" />
        <div className="skeleton-block skeleton-payment" />
        <div className="skeleton-block skeleton-card" />
      </div>
      <div className="skeleton-block skeleton-summary" />
    </div>
  );
}
