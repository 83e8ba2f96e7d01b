import { messages } from '@tahsilat/domain/messages';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PasswordField } from '../../components/form/password-field.js';
import { SubmitButton } from '../../components/form/submit-button.js';
import { AuthLayout } from '../../components/public-layout/auth-layout.js';
import { BackToSignin } from '../../components/public-layout/back-to-signin.js';
import { translateMessage } from '../../i18n/index.js';
import { api } from '../../lib/api.js';
import { loadDomain, prefetchDomain } from '../../lib/domain.js';
import { fieldErrors } from '../../lib/form-errors.js';
import { notifier } from '../../lib/notify.js';
import { usePasswordToken } from './api.js';

type Kind = 'reset' | 'invite';

const SCREENS = {
  reset: { endpoint: '/FirmAuth/ResetPassword', title: 'resetTitle', subtitle: 'resetSubtitle', after: '/' },
  invite: { endpoint: '/FirmAuth/NewPassword', title: 'newTitle', subtitle: 'newSubtitle', after: '/signin' },
} as const;

/** The confirmation rules of SPEC 5: both screens need it; only the reset screen checks that it matches. */
function confirmationError(kind: Kind, password: string, confirmation: string): string | undefined {
  if (!confirmation) {
    return translateMessage(messages.resetConfirmRequired);
  }
  if (kind === 'reset' && confirmation !== password) {
    return translateMessage(messages.passwordsDoNotMatch);
  }
  return undefined;
}

function UnknownLink() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout>
      <div className="auth-result" role="alert">
        <p className="auth-result-code">404</p>
        <h1 className="auth-title">{t('unknownUser')}</h1>
        <Link to="/signin" className="button-primary">
          {t('backToSignin')}
        </Link>
      </div>
    </AuthLayout>
  );
}

function SetPasswordPage({ kind }: { kind: Kind }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const token = useParams().psrGuid ?? '';
  const link = usePasswordToken(token);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [loading, setLoading] = useState(false);
  const screen = SCREENS[kind];
  useEffect(prefetchDomain, []);

  if (link.isPending) {
    return (
      <AuthLayout>
        <p className="auth-subtitle" role="status">
          {t('checkingLink')}
        </p>
      </AuthLayout>
    );
  }
  if (!link.data || link.data.kind !== kind) {
    return <UnknownLink />;
  }

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const domain = await loadDomain();
    const parsed = domain.SetPasswordRequest.safeParse({ PsrGuid: token, Password: password });
    const passwordError = parsed.success ? undefined : fieldErrors(domain, parsed.error).Password;
    const confirmError = confirmationError(kind, password, confirmation);
    setErrors({ password: passwordError, confirmation: confirmError });
    if (!parsed.success || confirmError) {
      return;
    }
    setLoading(true);
    const result = await api.post(screen.endpoint, parsed.data);
    setLoading(false);
    if (result.success) {
      notifier.show('success', result.message);
      void navigate(screen.after, { replace: true });
    }
  };

  return (
    <AuthLayout>
      <h1 className="auth-title">{t(screen.title)}</h1>
      <p className="auth-subtitle">{t(screen.subtitle)}</p>
      <form className="auth-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <PasswordField
          label={t('newPassword')}
          name="password"
          autoComplete="new-password"
          noSpaces
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordField
          label={t('confirmPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          noSpaces
          value={confirmation}
          error={errors.confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
        <SubmitButton loading={loading}>{t('save')}</SubmitButton>
      </form>
      <BackToSignin />
    </AuthLayout>
  );
}

export function ResetPasswordPage() {
  return <SetPasswordPage kind="reset" />;
}

export function NewPasswordPage() {
  return <SetPasswordPage kind="invite" />;
}
