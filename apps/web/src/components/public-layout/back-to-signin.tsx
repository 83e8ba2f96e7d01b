import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The way back from every public screen. */
export function BackToSignin() {
  const { t } = useTranslation();
  return (
    <div className="auth-row auth-row-center">
      <Link to="/signin" className="link">
        {t('backToSignin')}
      </Link>
    </div>
  );
}
