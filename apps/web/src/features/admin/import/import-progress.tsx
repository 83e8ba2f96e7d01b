import { DownloadOutlined } from '@ant-design/icons';
import type { ImportRowError, ImportStatus } from '@tahsilat/domain';
import { Alert, Button, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/data-table.js';
import { LoadFailed } from '../../../components/load-failed.js';
import { EmptyNote, Panel } from '../../../components/panel.js';
import { formatDateTime, intlLocale } from '../../../lib/format.js';
import { useFileExport } from '../../../lib/use-file-export.js';
import { downloadErrors, useImportStatus } from './api.js';
import { useImportColumns } from './column-list.js';

/** One line per field message of a refused row. */
interface ErrorLine {
  id: string;
  row: number;
  key: string | null;
  field: string;
  message: string;
}

const linesOf = (rowErrors: ImportRowError[]): ErrorLine[] =>
  rowErrors.flatMap((rowError) =>
    rowError.errors.map((error, index) => ({
      id: `${rowError.row}-${index}`,
      row: rowError.row,
      key: rowError.key,
      ...error,
    })),
  );

function Counts({ status }: { status: ImportStatus }) {
  const { t } = useTranslation('adminimport');
  const items = [
    ['rowsRead', status.rowsRead],
    ['created', status.created],
    ['updated', status.updated],
    ['unchanged', status.unchanged],
    ['failed', status.failed],
  ] as const;
  return (
    <dl className="import-counts">
      {items.map(([name, value]) => (
        <div key={name} className={name === 'failed' && value > 0 ? 'import-count-failed' : undefined}>
          <dt>{t(`counts.${name}`)}</dt>
          <dd>{value.toLocaleString(intlLocale())}</dd>
        </div>
      ))}
    </dl>
  );
}

/** An import's progress (read again every second while it runs), its counts and its refused rows. */
export function ImportProgress({ id }: { id: string }) {
  const { t } = useTranslation('adminimport');
  const query = useImportStatus(id);
  const domain = useImportColumns();
  const xlsx = useFileExport(() => downloadErrors(id, 'xlsx'), t('downloadFailed'));
  const csv = useFileExport(() => downloadErrors(id, 'csv'), t('downloadFailed'));
  const status = query.data;
  if (query.isError) {
    return (
      <LoadFailed title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
    );
  }
  if (!status) {
    return null;
  }
  const percent =
    status.status === 'done' ? 100 : Math.floor((100 * status.readBytes) / Math.max(1, status.sizeBytes));
  const columnOf = (field: string) => {
    const column = domain.data?.importColumnOfField(status.entity, field);
    return column && domain.data ? domain.data.importHeaderOf(column) : field;
  };
  const columns: DataColumn<ErrorLine>[] = [
    { key: 'row', title: t('errors.row'), width: 80, align: 'end', render: (line) => line.row },
    { key: 'key', title: t('errors.key'), width: 170, ellipsis: true, render: (line) => line.key ?? '—' },
    { key: 'field', title: t('errors.column'), width: 220, render: (line) => columnOf(line.field) },
    { key: 'message', title: t('errors.message'), render: (line) => line.message },
  ];
  return (
    <Panel
      title={t('progress.title', { file: status.fileName })}
      extra={
        status.failed > 0 ? (
          <div className="import-actions">
            <Button icon={<DownloadOutlined />} loading={xlsx.isExporting} onClick={xlsx.handleExport}>
              {t('errors.downloadXlsx')}
            </Button>
            <Button icon={<DownloadOutlined />} loading={csv.isExporting} onClick={csv.handleExport}>
              {t('errors.downloadCsv')}
            </Button>
          </div>
        ) : null
      }
    >
      <p className="admin-lead">
        {t('progress.meta', {
          entity: t(`entities.${status.entity}`),
          at: formatDateTime(status.createdAt),
          by: status.createdBy ?? '—',
        })}
      </p>
      {status.format === 'xlsx' && status.status === 'running' ? (
        // An XLSX's rows are counted as they are read (its size says nothing of them): a bar without an end.
        <progress className="import-indeterminate" aria-label={t('progress.label')} />
      ) : (
        <Progress
          percent={percent}
          status={status.status === 'failed' ? 'exception' : status.status === 'done' ? 'success' : 'active'}
          aria-label={t('progress.label')}
        />
      )}
      <p role="status" className="import-state">
        {t(`status.${status.status}`)}
      </p>
      {status.error ? <Alert type="error" showIcon message={status.error} /> : null}
      <Counts status={status} />
      {status.failed > 0 ? (
        <>
          <h3 className="import-errors-title">
            {t('errors.title', { shown: status.rowErrors.length, total: status.failed })}
          </h3>
          <DataTable
            className="import-errors"
            columns={columns}
            rows={linesOf(status.rowErrors)}
            rowKey={(line) => line.id}
            empty={<EmptyNote>{t('errors.none')}</EmptyNote>}
            minWidth={720}
            scrollLabel={t('errors.tableLabel')}
          />
        </>
      ) : null}
    </Panel>
  );
}
