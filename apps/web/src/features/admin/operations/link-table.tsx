import type { PaymentRequestItem } from '@tahsilat/domain';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmAction } from '../../../components/confirm-action.js';
import { type DataColumn, DataTable } from '../../../components/data-table.js';
import { formatDateTime, formatDay, formatMoney } from '../../../lib/format.js';
import { LinkAmount, LinkStatusTag } from '../../payment-links/components/link-status-tag.js';
import { OpsCards } from './ops-cards.js';

/** Every firm's links: when, firm, reference and customer, last day, then amount, status and cancel or extend pinned. */
export function LinkTable({
  items,
  isLoading,
  empty,
  isCompact,
  onExtend,
  onCancel,
}: {
  items: readonly PaymentRequestItem[];
  isLoading: boolean;
  empty: ReactNode;
  isCompact: boolean;
  onExtend: (link: PaymentRequestItem) => void;
  onCancel: (link: PaymentRequestItem) => unknown;
}) {
  const { t } = useTranslation('adminops');
  const { confirm, holder } = useConfirmAction();
  const askCancel = (row: PaymentRequestItem) =>
    confirm({
      title: t('links.cancelTitle', { ref: row.referenceNumber }),
      facts: [
        { label: t('links.columns.reference'), value: row.referenceNumber },
        { label: t('links.columns.firm'), value: `${row.firmBranchNumber} · ${row.firmName}` },
        { label: t('links.customer'), value: row.customerName ?? row.customerEmail ?? row.customerPhone },
        { label: t('links.columns.amount'), value: formatMoney(row.amount, row.currencyCode) },
        { label: t('links.columns.validityDate'), value: formatDay(row.validityDate) },
      ],
      effects: [t('links.cancelConfirm')],
      isIrreversible: true,
      okText: t('links.cancel'),
      onConfirm: () => onCancel(row),
    });
  const actions = (row: PaymentRequestItem) =>
    row.status === 'waiting' || row.status === 'expired' ? (
      <span className="ops-row-actions">
        <Button
          size="small"
          onClick={() => onExtend(row)}
          aria-label={t('links.extendLabel', { ref: row.referenceNumber })}
        >
          {t('links.extend')}
        </Button>
        <Button
          size="small"
          danger
          aria-label={t('links.cancelLabel', { ref: row.referenceNumber })}
          onClick={() => askCancel(row)}
        >
          {t('links.cancel')}
        </Button>
      </span>
    ) : null;
  if (isCompact) {
    return (
      <>
        {holder}
        <OpsCards
          items={items}
          label={t('links.title')}
          rowKey={(row) => row.id}
          head={(row) => (
            <>
              <strong className="link-reference">{row.referenceNumber}</strong>
              <LinkStatusTag status={row.status} />
            </>
          )}
          facts={(row) => [
            [t('links.columns.firm'), `${row.firmBranchNumber} · ${row.firmName}`],
            [t('links.columns.amount'), <LinkAmount key="amount" item={row} />],
            [t('links.columns.validityDate'), formatDay(row.validityDate)],
          ]}
          actions={actions}
          empty={empty}
        />
      </>
    );
  }
  const columns: DataColumn<PaymentRequestItem>[] = [
    {
      key: 'createdAt',
      title: t('links.columns.createdAt'),
      width: 130,
      render: (row) => <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>,
    },
    {
      key: 'firm',
      title: t('links.columns.firm'),
      width: 180,
      ellipsis: true,
      render: (row) => `${row.firmBranchNumber} · ${row.firmName}`,
    },
    {
      key: 'reference',
      title: t('links.columns.reference'),
      width: 200,
      render: (row) => (
        <span className="link-cell-stack">
          <span className="link-reference">{row.referenceNumber}</span>
          <span className="link-cell-sub">{row.customerName ?? row.description ?? ''}</span>
        </span>
      ),
    },
    {
      key: 'validityDate',
      title: t('links.columns.validityDate'),
      width: 110,
      render: (row) => <span className="link-nowrap">{formatDay(row.validityDate)}</span>,
    },
    {
      key: 'amount',
      title: t('links.columns.amount'),
      width: 140,
      align: 'end',
      pin: true,
      render: (row) => <LinkAmount item={row} />,
    },
    {
      key: 'status',
      title: t('links.columns.status'),
      width: 120,
      pin: true,
      render: (row) => <LinkStatusTag status={row.status} />,
    },
    {
      key: 'actions',
      title: <span className="sr-only">{t('links.columns.actions')}</span>,
      width: 190,
      stickyEnd: true,
      render: actions,
    },
  ];
  return (
    <>
      {holder}
      <DataTable
        className="ops-table"
        columns={columns}
        rows={items}
        rowKey={(row) => row.id}
        loading={isLoading}
        empty={empty}
        minWidth={1090}
        scrollLabel={t('links.title')}
      />
    </>
  );
}
