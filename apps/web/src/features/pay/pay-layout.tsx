import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSelect } from '../../components/public-layout/language-select.js';
import { formatPhone } from '../../lib/phone.js';
import type { Provider } from './api.js';
import { CardSymbols } from './card-symbols.js';

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
  children,
}: {
  branding: PayBranding | null;
  providers: readonly Provider[];
  onLanguageChosen?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('pay');
  const phone = formatPhone(branding?.phoneNumber);
  return (
    <div className="pay-page">
      <header className="pay-header">
        <div className="pay-header-inner">
          <Link to="/signin" className="pay-back">
            <span aria-hidden="true">←</span> {t('back')}
          </Link>
          <div className="pay-brand">
            {branding?.logoUrl ? (
              <img src={branding.logoUrl} alt={branding.name} width={176} height={40} className="pay-logo" />
            ) : (
              <span className="pay-logo-text">{branding?.name ?? 'Tahsilat'}</span>
            )}
          </div>
          <LanguageSelect onChosen={onLanguageChosen} />
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
