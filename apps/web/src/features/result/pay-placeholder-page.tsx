import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../components/public-layout/auth-layout.js';
import { BackToSignin } from '../../components/public-layout/back-to-signin.js';

/** /pay-without-login and /paymentPage until the payment screens land: an honest notice, not a dead end. */
export function PayPlaceholderPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout>
      <h1 className="auth-title">{t('pay.title')}</h1>
      <p className="auth-subtitle">{t('pay.comingSoon')}</p>
      <BackToSignin />
    </AuthLayout>
  );
}
