import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/data-table.js';
import { EmptyNote, Panel } from '../../../components/panel.js';
import { formatDateTime } from '../../../lib/format.js';
import { type SyncState, useSyncStates } from './api.js';

/** What the ERP has pushed, per entity: when, how many rows and the last error. */
export function SyncPanel() {
  const { t } = useTranslation('admin');
  const states = useSyncStates();
  const columns: DataColumn<SyncState>[] = [
    {
      key: 'entity',
      title: t('integration.sync.entity'),
      width: 160,
      render: (row) => <strong>{row.entity}</strong>,
    },
    {
      key: 'last',
      title: t('integration.sync.lastPush'),
      width: 150,
      render: (row) => (row.lastPushAt ? formatDateTime(row.lastPushAt) : '—'),
    },
    {
      key: 'counts',
      title: t('integration.sync.counts'),
      render: (row) =>
        row.lastCounts
          ? t('integration.sync.countsText', {
              created: row.lastCounts.created,
              updated: row.lastCounts.updated,
              unchanged: row.lastCounts.unchanged,
              failed: row.lastCounts.failed,
            })
          : '—',
    },
    {
      key: 'error',
      title: t('integration.sync.lastError'),
      render: (row) =>
        row.lastError
          ? `${row.lastErrorAt ? formatDateTime(row.lastErrorAt) : ''} ${row.lastError}`.trim()
          : '—',
    },
  ];
  return (
    <Panel title={t('integration.sync.title')}>
      <DataTable
        className="integration-sync"
        columns={columns}
        rows={states.data ?? []}
        rowKey={(row) => row.entity}
        loading={states.isFetching}
        empty={<EmptyNote>{t('integration.sync.empty')}</EmptyNote>}
        minWidth={820}
        scrollLabel={t('integration.sync.title')}
      />
    </Panel>
  );
}
