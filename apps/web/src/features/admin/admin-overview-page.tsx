import { RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readValue } from '../../lib/session.js';
import { PageTitle } from '../shell/page-title.js';
import { ADMIN_SECTIONS } from './admin-menu.js';

/** Where an administrator lands (DESIGN 13): the console's sections, each with what it is for. */
export function AdminOverviewPage() {
  const { t } = useTranslation('admin');
  const sections = ADMIN_SECTIONS.filter((section) => section.key !== 'overview');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <p className="admin-lead">{t('greeting', { name: readValue('userName') ?? '' })}</p>
      <ul className="admin-sections">
        {sections.map((section) => (
          <li key={section.key}>
            <Link to={section.path} className="admin-section-card">
              <span className="admin-section-icon" aria-hidden="true">
                {section.icon}
              </span>
              <span className="admin-section-text">
                <strong>{t(`menu.${section.key}`)}</strong>
                <span>{t(`sections.${section.key}`)}</span>
              </span>
              <RightOutlined aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
      <p className="admin-muted">
        {t('apiNote')}{' '}
        <a className="link" href="/api/docs#/Admin">
          {t('apiDocs')}
        </a>
      </p>
    </>
  );
}
