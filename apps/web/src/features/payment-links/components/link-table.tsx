import type { PaymentRequestItem } from '@tahsilat/domain';
import { Table, type TableColumnsType, type TableProps, Tooltip, Typography } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import type { LinkAction } from '../link-actions.js';
import { formatDateTime, formatDay, shortId } from '../link-format.js';
import { DEFAULT_SORT, type LinkSort, type SortField } from '../list-query.js';
import { LinkRowActions } from './link-row-actions.js';
import { LinkAmount, LinkStatusTag, PreAuthTag } from './link-status-tag.js';

const SORT_ORDER = { asc: 'ascend', desc: 'descend' } as const;

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
  const sortOrder = (field: SortField): SortOrder => (sort.by === field ? SORT_ORDER[sort.dir] : null);

  const columns: TableColumnsType<PaymentRequestItem> = [
    {
      key: 'createdAt',
      title: t('columns.createdAt'),
      sorter: true,
      sortOrder: sortOrder('createdAt'),
      width: 130,
      render: (_, item) => <span className="link-nowrap">{formatDateTime(item.createdAt)}</span>,
    },
    {
      key: 'reference',
      title: t('columns.reference'),
      width: 200,
      render: (_, item) => (
        <div className="link-cell-stack">
          <span className="link-reference">{item.referenceNumber}</span>
          <Typography.Text
            type="secondary"
            ellipsis={{ tooltip: item.description }}
            className="link-cell-sub"
          >
            {item.description}
          </Typography.Text>
        </div>
      ),
    },
    {
      key: 'customer',
      title: t('columns.customer'),
      width: 190,
      render: (_, item) => (
        <div className="link-cell-stack">
          <span>{item.customerName ?? '—'}</span>
          {item.customerEmail || item.customerPhone ? (
            <Typography.Text type="secondary" className="link-cell-sub" ellipsis>
              {item.customerEmail ?? item.customerPhone}
            </Typography.Text>
          ) : null}
        </div>
      ),
    },
    {
      key: 'amount',
      title: t('columns.amount'),
      align: 'right',
      sorter: true,
      sortOrder: sortOrder('amount'),
      width: 140,
      render: (_, item) => (
        <div className="link-cell-stack link-cell-end">
          <LinkAmount item={item} />
        </div>
      ),
    },
    {
      key: 'status',
      title: t('columns.status'),
      width: 150,
      render: (_, item) => <LinkStatusTag status={item.status} />,
    },
    {
      key: 'validityDate',
      title: t('columns.validityDate'),
      sorter: true,
      sortOrder: sortOrder('validityDate'),
      width: 110,
      render: (_, item) => formatDay(item.validityDate),
    },
    {
      key: 'paidAt',
      title: t('columns.paidAt'),
      width: 130,
      render: (_, item) => <span className="link-nowrap">{formatDateTime(item.paidAt) || '—'}</span>,
    },
    {
      key: 'transaction',
      title: t('columns.transaction'),
      width: 130,
      render: (_, item) => (
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
    { key: 'firm', title: t('columns.firm'), dataIndex: 'firmName', width: 150, ellipsis: true },
    { key: 'createdBy', title: t('columns.createdBy'), dataIndex: 'createdBy', width: 140, ellipsis: true },
    {
      key: 'actions',
      title: <span className="sr-only">{t('columns.actions')}</span>,
      fixed: 'right',
      width: 88,
      render: (_, item) => <LinkRowActions item={item} smsEnabled={smsEnabled} onAction={onAction} />,
    },
  ];

  const handleChange: TableProps<PaymentRequestItem>['onChange'] = (_pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = one?.columnKey as SortField | undefined;
    // A third click clears antd's order: the list goes back to newest first.
    if (!one?.order || !field) {
      onSortChange(DEFAULT_SORT);
      return;
    }
    onSortChange({ by: field, dir: one.order === 'ascend' ? 'asc' : 'desc' });
  };

  return (
    <Table<PaymentRequestItem>
      className="link-table"
      rowKey="id"
      columns={columns}
      dataSource={items}
      loading={isLoading}
      pagination={false}
      onChange={handleChange}
      scroll={{ x: 1540 }}
      tableLayout="fixed"
      sortDirections={['descend', 'ascend']}
      showSorterTooltip={false}
      locale={{ emptyText: empty }}
      size="middle"
    />
  );
}
