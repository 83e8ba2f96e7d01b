import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SubmitButton } from '../../components/form/submit-button.js';
import { TextField } from '../../components/form/text-field.js';
import { AuthLayout } from '../../components/public-layout/auth-layout.js';
import { BackToSignin } from '../../components/public-layout/back-to-signin.js';
import { api } from '../../lib/api.js';
import { loadDomain, prefetchDomain } from '../../lib/domain.js';
import { fieldErrors } from '../../lib/form-errors.js';
import { notifier } from '../../lib/notify.js';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [loading, setLoading] = useState(false);
  useEffect(prefetchDomain, []);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = { Email: email, ScreenOption: 1, TenantUrl: window.location.origin };
    const domain = await loadDomain();
    const parsed = domain.ForgotPasswordRequest.safeParse(payload);
    if (!parsed.success) {
      setError(fieldErrors(domain, parsed.error).Email);
      return;
    }
    setError(undefined);
    setLoading(true);
    const result = await api.post('/FirmAuth/ForgotPassword', parsed.data);
    setLoading(false);
    if (result.success) {
      notifier.show('success', result.message);
      void navigate('/', { replace: true });
    }
  };

  return (
    <AuthLayout>
      <h1 className="auth-title">{t('forgotTitle')}</h1>
      <p className="auth-subtitle">{t('forgotSubtitle')}</p>
      <form className="auth-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <TextField
          label={t('email')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('emailPlaceholder')}
          value={email}
          error={error}
          onChange={(event) => setEmail(event.target.value)}
        />
        <SubmitButton loading={loading}>{t('send')}</SubmitButton>
      </form>
      <BackToSignin />
    </AuthLayout>
  );
}
