import type { ImportSummary } from '@tahsilat/domain';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/data-table.js';
import { EmptyNote, Panel } from '../../../components/panel.js';
import { formatDateTime } from '../../../lib/format.js';
import { useImports } from './api.js';

/** The tenant's latest imports; one is opened in the progress panel. */
export function RecentImports({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation('adminimport');
  const imports = useImports();
  const columns: DataColumn<ImportSummary>[] = [
    { key: 'at', title: t('recent.at'), width: 150, render: (row) => formatDateTime(row.createdAt) },
    { key: 'entity', title: t('recent.entity'), width: 150, render: (row) => t(`entities.${row.entity}`) },
    { key: 'file', title: t('recent.file'), ellipsis: true, render: (row) => row.fileName },
    {
      key: 'counts',
      title: t('recent.counts'),
      width: 260,
      render: (row) =>
        t('recent.countsText', {
          read: row.rowsRead,
          written: row.created + row.updated + row.unchanged,
          failed: row.failed,
        }),
    },
    {
      key: 'status',
      title: t('recent.status'),
      width: 120,
      pin: true,
      render: (row) => t(`status.${row.status}`),
    },
    {
      key: 'open',
      title: <span className="sr-only">{t('recent.open')}</span>,
      width: 110,
      stickyEnd: true,
      render: (row) => (
        <Button
          size="small"
          onClick={() => onOpen(row.id)}
          aria-label={t('recent.openLabel', { file: row.fileName })}
        >
          {t('recent.open')}
        </Button>
      ),
    },
  ];
  return (
    <Panel title={t('recent.title')}>
      <DataTable
        className="import-recent"
        columns={columns}
        rows={imports.data ?? []}
        rowKey={(row) => row.id}
        loading={imports.isFetching}
        empty={<EmptyNote>{t('recent.empty')}</EmptyNote>}
        minWidth={900}
        scrollLabel={t('recent.title')}
      />
    </Panel>
  );
}
