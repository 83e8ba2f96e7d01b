import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../shell/page-title.js';
import { ImportProgress } from './import-progress.js';
import { RecentImports } from './recent-imports.js';
import { UploadPanel } from './upload-panel.js';
import '../../../styles/admin-import.css';

/** Import (issue 15, section 6): ERP data from an XLSX or CSV file, for tenants without an integration. */
export function ImportPage() {
  const { t } = useTranslation('adminimport');
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <div className="admin-import">
      <PageTitle>{t('title')}</PageTitle>
      <p className="admin-lead">{t('lead')}</p>
      <UploadPanel onStarted={setOpenId} />
      {openId ? <ImportProgress key={openId} id={openId} /> : null}
      <RecentImports onOpen={setOpenId} />
    </div>
  );
}
