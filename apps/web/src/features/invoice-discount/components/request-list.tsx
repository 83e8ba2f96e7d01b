import type { DiscountRequestSummary } from '@tahsilat/domain';
import { Button, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/data-table.js';
import { formatDateTime, formatDay } from '../../../lib/format.js';
import { invoiceCount } from '../discount-view.js';
import { RequestStatusTag, TotalsMoney } from './request-status.js';

/** The firm's requests, newest first: a table when wide, cards on a phone; each opens its lines. */
export function RequestList({
  items,
  isCompact,
  isLoading,
  empty,
  onOpen,
}: {
  items: DiscountRequestSummary[];
  isCompact: boolean;
  isLoading: boolean;
  empty: ReactNode;
  onOpen: (request: DiscountRequestSummary) => void;
}) {
  const { t } = useTranslation('discount');
  const openButton = (request: DiscountRequestSummary, block = false) => (
    <Button
      size={block ? 'middle' : 'small'}
      block={block}
      onClick={() => onOpen(request)}
      aria-label={t('requests.openRequest', { requestNo: request.requestNo })}
    >
      {t('requests.open')}
    </Button>
  );
  if (isCompact) {
    return (
      <Spin spinning={isLoading}>
        {items.length === 0 ? <div className="statement-empty">{empty}</div> : null}
        <ol className="statement-cards">
          {items.map((request) => (
            <li key={request.id} className="statement-card" data-testid="discount-request-card">
              <div className="statement-card-head">
                <strong className="statement-document-no">{request.requestNo}</strong>
                <RequestStatusTag status={request.status} />
              </div>
              <dl className="statement-card-figures">
                <div>
                  <dt>{t('requests.valueDate')}</dt>
                  <dd>{formatDay(request.valueDate)}</dd>
                </div>
                <div>
                  <dt>{t('requests.count')}</dt>
                  <dd>{invoiceCount(request.totals)}</dd>
                </div>
                <div>
                  <dt>{t('requests.net')}</dt>
                  <dd className="statement-balance">
                    <TotalsMoney totals={request.totals} figure="net" />
                  </dd>
                </div>
              </dl>
              {openButton(request, true)}
            </li>
          ))}
        </ol>
      </Spin>
    );
  }
  const columns: DataColumn<DiscountRequestSummary>[] = [
    {
      title: t('requests.requestNo'),
      key: 'requestNo',
      width: 120,
      render: (request) => <span className="statement-document-no">{request.requestNo}</span>,
    },
    {
      title: t('requests.createdAt'),
      key: 'createdAt',
      width: 140,
      render: (request) => formatDateTime(request.createdAt),
    },
    {
      title: t('requests.valueDate'),
      key: 'valueDate',
      width: 104,
      render: (request) => formatDay(request.valueDate),
    },
    {
      title: t('requests.count'),
      key: 'count',
      align: 'end',
      width: 72,
      render: (request) => invoiceCount(request.totals),
    },
    {
      title: t('requests.amount'),
      key: 'amount',
      align: 'end',
      width: 140,
      pin: true,
      render: (request) => <TotalsMoney totals={request.totals} figure="amount" />,
    },
    {
      title: t('requests.net'),
      key: 'net',
      align: 'end',
      width: 140,
      pin: true,
      render: (request) => (
        <strong>
          <TotalsMoney totals={request.totals} figure="net" />
        </strong>
      ),
    },
    {
      title: t('requests.status'),
      key: 'status',
      width: 120,
      pin: true,
      render: (request) => <RequestStatusTag status={request.status} />,
    },
    {
      title: <span className="sr-only">{t('requests.open')}</span>,
      key: 'open',
      width: 96,
      stickyEnd: true,
      render: (request) => openButton(request),
    },
  ];
  return (
    <DataTable<DiscountRequestSummary>
      className="discount-request-table"
      rowKey={(request) => request.id}
      columns={columns}
      rows={items}
      loading={isLoading}
      empty={empty}
      minWidth={940}
    />
  );
}
