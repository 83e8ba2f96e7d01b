import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { IntegrationEntity } from '@tahsilat/domain';
import { Button, Select, Upload } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel.js';
import { notifier } from '../../../lib/notify.js';
import { useFileExport } from '../../../lib/use-file-export.js';
import { downloadTemplate, useStartImport } from './api.js';
import { ColumnList } from './column-list.js';

/** The domain's entities and size limit (integration-items.ts, admin-import.ts), repeated so the page needs no zod. */
export const IMPORT_ENTITIES: readonly IntegrationEntity[] = [
  'firms',
  'movements',
  'due-items',
  'invoices',
  'stocks',
];
const MAX_BYTES = 50 * 1024 * 1024;
const ACCEPT = '.xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Choose what to import, take its template, upload the file; the new import is handed to the page. */
export function UploadPanel({ onStarted }: { onStarted: (id: string) => void }) {
  const { t } = useTranslation('adminimport');
  const selectId = useId();
  const [entity, setEntity] = useState<IntegrationEntity>('movements');
  const start = useStartImport();
  const xlsx = useFileExport(() => downloadTemplate(entity, 'xlsx'), t('downloadFailed'));
  const csv = useFileExport(() => downloadTemplate(entity, 'csv'), t('downloadFailed'));

  // The size is checked here first to spare a long upload; the server checks size and content again.
  const handleFile = (file: File) => {
    if (file.size > MAX_BYTES) {
      notifier.show('error', t('tooLarge'));
    } else {
      start.mutate({ entity, file }, { onSuccess: ({ id }) => onStarted(id) });
    }
    return false;
  };

  return (
    <Panel title={t('upload.title')}>
      <div className="import-upload">
        <div className="import-field">
          <label htmlFor={selectId}>{t('upload.entity')}</label>
          <Select
            id={selectId}
            value={entity}
            onChange={setEntity}
            style={{ minWidth: 260 }}
            options={IMPORT_ENTITIES.map((value) => ({ value, label: t(`entities.${value}`) }))}
          />
        </div>
        <div className="import-actions">
          <Button icon={<DownloadOutlined />} loading={xlsx.isExporting} onClick={xlsx.handleExport}>
            {t('upload.templateXlsx')}
          </Button>
          <Button icon={<DownloadOutlined />} loading={csv.isExporting} onClick={csv.handleExport}>
            {t('upload.templateCsv')}
          </Button>
          <Upload accept={ACCEPT} showUploadList={false} beforeUpload={handleFile} disabled={start.isPending}>
            <Button
              type="primary"
              icon={<UploadOutlined />}
              loading={start.isPending}
              aria-label={t('upload.fileLabel', { entity: t(`entities.${entity}`) })}
            >
              {t('upload.file')}
            </Button>
          </Upload>
        </div>
      </div>
      <p className="admin-lead">{t('upload.hint')}</p>
      <ColumnList entity={entity} />
    </Panel>
  );
}
