import { ClockCircleOutlined } from '@ant-design/icons';
import { Button, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../shell/page-title.js';

/** A page whose screen is not built yet says what will be there, inside the shell. */
export function ComingSoonPage({ entryKey }: { entryKey: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <PageTitle>{t(`menu.${entryKey}`)}</PageTitle>
      <Result
        icon={<ClockCircleOutlined />}
        title={t('pages.comingSoonTitle')}
        subTitle={
          <>
            <Typography.Paragraph>{t(`pages.${entryKey}`)}</Typography.Paragraph>
            <Typography.Paragraph type="secondary">{t('pages.comingSoonNote')}</Typography.Paragraph>
          </>
        }
        extra={
          <Link to="/home">
            <Button type="primary">{t('backToHome')}</Button>
          </Link>
        }
      />
    </div>
  );
}
