import type { AuditLogRow } from '@tahsilat/domain';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/data-table.js';
import { formatDateTime } from '../../../lib/format.js';
import { AuditDetails } from './audit-details.js';
import { eventKey } from './audit-query.js';

/** The log's entries, newest first: when, who, what, the outcome, on what, from where, and what was written. */
export function AuditTable({
  items,
  isLoading,
  empty,
}: {
  items: readonly AuditLogRow[];
  isLoading: boolean;
  empty: ReactNode;
}) {
  const { t } = useTranslation('adminaudit');
  const columns: DataColumn<AuditLogRow>[] = [
    {
      key: 'occurredAt',
      title: t('columns.occurredAt'),
      width: 130,
      render: (row) => <time dateTime={row.occurredAt}>{formatDateTime(row.occurredAt)}</time>,
    },
    {
      key: 'user',
      title: t('columns.user'),
      width: 190,
      render: (row) =>
        row.userEmail ? (
          <span className="audit-user">
            <span>{row.userName}</span>
            <span className="admin-muted">{row.userEmail}</span>
          </span>
        ) : (
          <span className="admin-muted">{t('system')}</span>
        ),
    },
    {
      key: 'event',
      title: t('columns.event'),
      width: 180,
      render: (row) => (
        <span className="audit-event">
          {t(eventKey(row.event), { defaultValue: row.event })}
          {row.outcome === 'failure' ? <Tag color="red">{t('outcomes.failure')}</Tag> : null}
        </span>
      ),
    },
    {
      key: 'object',
      title: t('columns.object'),
      width: 140,
      ellipsis: true,
      render: (row) => (row.objectType ? `${row.objectType}${row.objectId ? ` · ${row.objectId}` : ''}` : ''),
    },
    { key: 'ip', title: t('columns.ip'), width: 110, ellipsis: true, render: (row) => row.ip ?? '' },
    {
      key: 'details',
      title: t('columns.details'),
      render: (row) => <AuditDetails details={row.details} event={row.event} />,
    },
  ];
  return (
    <DataTable
      className="audit-table"
      columns={columns}
      rows={items}
      rowKey={(row) => row.id}
      loading={isLoading}
      empty={empty}
      minWidth={940}
      scrollLabel={t('title')}
    />
  );
}
