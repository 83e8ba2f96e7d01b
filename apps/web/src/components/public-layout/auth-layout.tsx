import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginEndpoints } from '../../features/auth/api.js';
import { LanguageSelect } from './language-select.js';

/**
 * The public account screens: the tenant's banner on the left (desktop), the form card on the right,
 * the tenant's logo and the language choice above it.
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  const { data: tenant } = useLoginEndpoints();
  const points = t('brandPoints', { returnObjects: true }) as unknown;

  useEffect(() => {
    if (tenant?.pageTitle) {
      document.title = tenant.pageTitle;
    }
  }, [tenant?.pageTitle]);

  return (
    <div className="auth-page">
      <aside className="auth-brand" aria-hidden={tenant?.b2BPanelLoginBannerImagePath ? undefined : true}>
        {tenant?.b2BPanelLoginBannerImagePath ? (
          <a
            className="auth-banner"
            href={tenant.b2BPanelLoginBannerImageUrl ?? undefined}
            target={tenant.b2BPanelLoginBannerImageUrl ? '_blank' : undefined}
            rel="noreferrer"
            tabIndex={tenant.b2BPanelLoginBannerImageUrl ? 0 : -1}
          >
            <img src={tenant.b2BPanelLoginBannerImagePath} alt={tenant.pageTitle} width={640} height={720} />
          </a>
        ) : (
          <div className="auth-brand-default">
            <p className="auth-brand-tagline">{t('brandTagline')}</p>
            <ul>
              {Array.isArray(points)
                ? points.map((point) => <li key={String(point)}>{String(point)}</li>)
                : null}
            </ul>
          </div>
        )}
      </aside>
      <main className="auth-main">
        <header className="auth-header">
          {tenant?.logoUrl ? (
            <img className="auth-logo" src={tenant.logoUrl} alt={tenant.pageTitle} width={220} height={48} />
          ) : (
            <span className="auth-logo-text">Tahsilat</span>
          )}
          <LanguageSelect />
        </header>
        <div className="auth-card">{children}</div>
        <footer className="auth-footer">
          © {Math.max(2025, new Date().getFullYear())} {tenant?.pageTitle ?? 'Tahsilat'}
        </footer>
      </main>
    </div>
  );
}
