import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../shell/page-title.js';
import { KeysPanel } from './keys-panel.js';
import { SyncPanel } from './sync-panel.js';
import { WebhooksPanel } from './webhooks-panel.js';

/** Integration (issue 15): the ERP's keys, the webhook endpoints with their deliveries, and the sync status. */
export function IntegrationPage() {
  const { t } = useTranslation('admin');
  return (
    <div className="admin-integration">
      <PageTitle>{t('integration.title')}</PageTitle>
      <p className="admin-lead">{t('integration.lead')}</p>
      <KeysPanel />
      <WebhooksPanel />
      <SyncPanel />
    </div>
  );
}
