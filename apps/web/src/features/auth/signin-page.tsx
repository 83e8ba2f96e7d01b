import { messages } from '@tahsilat/domain/messages';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { PasswordField } from '../../components/form/password-field.js';
import { SubmitButton } from '../../components/form/submit-button.js';
import { TextField } from '../../components/form/text-field.js';
import { AuthLayout } from '../../components/public-layout/auth-layout.js';
import { translateMessage } from '../../i18n/index.js';
import { loadDomain, prefetchDomain } from '../../lib/domain.js';
import { fieldErrors } from '../../lib/form-errors.js';
import { notifier } from '../../lib/notify.js';
import { homePath, isSignedIn, saveLogin, takeInitialUrl, writeValue } from '../../lib/session.js';
import { fetchActiveTenantLogo, signIn, useLoginEndpoints } from './api.js';

/** 'Giriş başarılı.' stays 2 seconds (SPEC 4, 9). */
const LOGIN_NOTICE_MS = 2_000;

export function SigninPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { data: tenant } = useLoginEndpoints();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  useEffect(prefetchDomain, []);

  if (isSignedIn()) {
    return <Navigate to={homePath()} replace />;
  }

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const domain = await loadDomain();
    const parsed = domain.LoginRequest.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(fieldErrors(domain, parsed.error));
      return;
    }
    setErrors({});
    setLoading(true);
    const result = await signIn(parsed.data.email, parsed.data.password);
    if (!result.success || !result.data) {
      setLoading(false);
      setFormError(result.status === 406 ? null : translateMessage(result.message));
      return;
    }
    saveLogin(result.data);
    // The firm shell's logo; an administrator without a firm has no firm calls (the console shows the sign-in brand).
    const info = result.data.firmId === null ? null : await fetchActiveTenantLogo();
    if (info?.data?.logoPath) {
      writeValue('tenantLogo', info.data.logoPath);
    }
    notifier.show('success', messages.loginSucceeded, LOGIN_NOTICE_MS);
    // An administrator without a firm has only the console; anyone else returns where they were going.
    const initial = takeInitialUrl();
    void navigate(result.data.firmId === null ? '/admin' : (initial ?? '/home'), { replace: true });
  };

  return (
    <AuthLayout>
      <h1 className="auth-title">{t('signinTitle')}</h1>
      <p className="auth-subtitle">{t('signinSubtitle')}</p>
      <form className="auth-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        {formError ? (
          <div className="form-error" role="alert">
            {formError}
          </div>
        ) : null}
        <TextField
          label={t('email')}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          placeholder={t('emailPlaceholder')}
          value={email}
          error={errors.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          label={t('password')}
          name="password"
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="auth-row">
          <Link to="/forget-password" className="link">
            {t('forgotLink')}
          </Link>
        </div>
        <SubmitButton loading={loading}>{t('signinButton')}</SubmitButton>
      </form>
      {tenant?.tenantPaymentGuid ? (
        <div className="auth-alt">
          <span>{t('payWithoutLoginHint')}</span>
          <Link to="/pay-without-login" className="button-secondary">
            {t('payWithoutLogin')}
          </Link>
        </div>
      ) : null}
    </AuthLayout>
  );
}
