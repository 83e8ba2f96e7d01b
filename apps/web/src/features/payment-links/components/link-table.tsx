import type { PaymentRequestItem } from '@tahsilat/domain';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/data-table.js';
import { formatDateTime, formatDay, shortId } from '../../../lib/format.js';
import type { LinkAction } from '../link-actions.js';
import { type LinkSort, nextSort, type SortField } from '../list-query.js';
import { LinkRowActions } from './link-row-actions.js';
import { LinkAmount, LinkStatusTag, PreAuthTag } from './link-status-tag.js';

/** The wide screen's table; the server sorts (createdAt, amount, validityDate) and pages. */
export function LinkTable({
  items,
  isLoading,
  sort,
  smsEnabled,
  empty,
  onSortChange,
  onAction,
}: {
  items: PaymentRequestItem[];
  isLoading: boolean;
  sort: LinkSort;
  smsEnabled: boolean;
  empty: React.ReactNode;
  onSortChange: (sort: LinkSort) => void;
  onAction: (action: LinkAction, item: PaymentRequestItem) => void;
}) {
  const { t } = useTranslation('links');
  const sortBy = (field: SortField) => ({
    order: sort.by === field ? sort.dir : null,
    onSort: () => onSortChange(nextSort(sort, field)),
  });

  const columns: DataColumn<PaymentRequestItem>[] = [
    {
      key: 'createdAt',
      title: t('columns.createdAt'),
      sort: sortBy('createdAt'),
      width: 130,
      render: (item) => <span className="link-nowrap">{formatDateTime(item.createdAt)}</span>,
    },
    {
      key: 'reference',
      title: t('columns.reference'),
      width: 200,
      render: (item) => (
        <div className="link-cell-stack">
          <span className="link-reference">{item.referenceNumber}</span>
          <span className="link-cell-sub text-ellipsis" title={item.description}>
            {item.description}
          </span>
        </div>
      ),
    },
    {
      key: 'customer',
      title: t('columns.customer'),
      width: 190,
      render: (item) => (
        <div className="link-cell-stack">
          <span>{item.customerName ?? '—'}</span>
          {item.customerEmail || item.customerPhone ? (
            <span className="link-cell-sub text-ellipsis">{item.customerEmail ?? item.customerPhone}</span>
          ) : null}
        </div>
      ),
    },
    {
      key: 'paidAt',
      title: t('columns.paidAt'),
      width: 130,
      render: (item) => <span className="link-nowrap">{formatDateTime(item.paidAt) || '—'}</span>,
    },
    {
      key: 'transaction',
      title: t('columns.transaction'),
      width: 130,
      render: (item) => (
        <div className="link-cell-stack">
          {item.transactionId ? (
            <Tooltip title={item.transactionId}>
              <span className="link-reference">{shortId(item.transactionId)}</span>
            </Tooltip>
          ) : (
            <span>—</span>
          )}
          {item.isPreAuth ? <PreAuthTag state={item.preAuthState} /> : null}
        </div>
      ),
    },
    { key: 'firm', title: t('columns.firm'), width: 150, ellipsis: true, render: (item) => item.firmName },
    {
      key: 'createdBy',
      title: t('columns.createdBy'),
      width: 140,
      ellipsis: true,
      render: (item) => item.createdBy,
    },
    {
      key: 'validityDate',
      title: t('columns.validityDate'),
      sort: sortBy('validityDate'),
      width: 110,
      pin: true,
      render: (item) => <span className="link-nowrap">{formatDay(item.validityDate)}</span>,
    },
    {
      key: 'amount',
      title: t('columns.amount'),
      align: 'end',
      sort: sortBy('amount'),
      width: 140,
      pin: true,
      render: (item) => (
        <div className="link-cell-stack link-cell-end">
          <LinkAmount item={item} />
        </div>
      ),
    },
    {
      key: 'status',
      title: t('columns.status'),
      width: 140,
      pin: true,
      render: (item) => <LinkStatusTag status={item.status} />,
    },
    {
      key: 'actions',
      title: <span className="sr-only">{t('columns.actions')}</span>,
      stickyEnd: true,
      width: 88,
      render: (item) => <LinkRowActions item={item} smsEnabled={smsEnabled} onAction={onAction} />,
    },
  ];

  return (
    <DataTable<PaymentRequestItem>
      className="link-table"
      rowKey={(item) => item.id}
      columns={columns}
      rows={items}
      loading={isLoading}
      minWidth={1540}
      empty={empty}
    />
  );
}
