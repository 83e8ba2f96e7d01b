import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthLayout } from '../../components/public-layout/auth-layout.js';
import { api } from '../../lib/api.js';
import { clearAll, readValue } from '../../lib/session.js';

/**
 * Where a tenant administrator lands (DESIGN 13). The console's screens (brand, banks, commissions, users,
 * audit) are the admin console issue; until then this page says what an administrator can do today — refunds
 * and voids through the admin API — and signs out.
 */
export function AdminConsolePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const userName = readValue('userName') ?? '';

  const signOut = async () => {
    setLeaving(true);
    await api.post('/admin/Logout', {}, { quietStatuses: [401, 403, 500] });
    clearAll();
    void navigate('/signin', { replace: true });
  };

  return (
    <AuthLayout>
      <h1 className="auth-title">{t('admin.title')}</h1>
      <p className="auth-subtitle">{t('admin.greeting', { name: userName })}</p>
      <div className="admin-console-body">
        <p>{t('admin.today')}</p>
        <p>
          <a className="link" href="/api/docs#/Admin">
            {t('admin.apiDocs')}
          </a>
        </p>
        <p className="admin-console-note">{t('admin.comingSoon')}</p>
      </div>
      <button type="button" className="button-primary" disabled={leaving} onClick={() => void signOut()}>
        {t('header.signOut')}
      </button>
    </AuthLayout>
  );
}
