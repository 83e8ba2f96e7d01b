import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../shell/page-title.js';

/** 403 (SPEC 2): no permission for this page, with a way home. */
export function NotAuthorizedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={<PageTitle className="page-title-result">{t('errors.forbiddenTitle')}</PageTitle>}
      subTitle={t('errors.forbidden')}
      extra={
        <Button type="primary" onClick={() => void navigate('/home')}>
          {t('backToHome')}
        </Button>
      }
    />
  );
}

/** 404 (SPEC 2): any path the portal does not know. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={<PageTitle className="page-title-result">{t('errors.notFoundTitle')}</PageTitle>}
      subTitle={t('errors.notFound')}
      extra={
        <Button type="primary" onClick={() => void navigate('/home')}>
          {t('backToHome')}
        </Button>
      }
    />
  );
}
