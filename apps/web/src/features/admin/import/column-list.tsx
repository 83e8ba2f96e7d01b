import type { IntegrationEntity } from '@tahsilat/domain';
import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { loadDomain } from '../../../lib/domain.js';

/** The domain's column list (its titles and required fields), loaded with the shared schemas. */
export function useImportColumns() {
  return useQuery({ queryKey: ['domain'], queryFn: loadDomain, staleTime: Number.POSITIVE_INFINITY });
}

/** The chosen entity's columns as the template names them; the required ones marked. */
export function ColumnList({ entity }: { entity: IntegrationEntity }) {
  const { t } = useTranslation('adminimport');
  const domain = useImportColumns();
  if (!domain.data) {
    return null;
  }
  return (
    <div className="import-columns">
      <p className="import-columns-title">{t('upload.columns')}</p>
      <ul aria-label={t('upload.columns')}>
        {domain.data.IMPORT_COLUMNS[entity].map((column) => (
          <li key={column.key}>
            <Tag color={column.required ? 'blue' : undefined}>
              {domain.data.importHeaderOf(column)}
              {column.required ? ` (${t('upload.required')})` : ''}
            </Tag>
          </li>
        ))}
      </ul>
    </div>
  );
}
