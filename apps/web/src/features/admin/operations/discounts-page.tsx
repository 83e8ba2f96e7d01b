import type { DiscountRequestStatus, DiscountRequestSummary } from '@tahsilat/domain';
import { PAGE_SIZES } from '@tahsilat/domain/pricing';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/data-table.js';
import { ChoiceFilter, ClearFilters } from '../../../components/filters/list-filter-parts.js';
import { PageHead } from '../../../components/page-head.js';
import { PagedListBody } from '../../../components/paged-list-body.js';
import { EmptyNote } from '../../../components/panel.js';
import { formatDateTime, formatDay } from '../../../lib/format.js';
import { DEFAULT_LIST_PAGE_SIZE, type ListPageSize } from '../../../lib/list-filters.js';
import { useIsCompact } from '../../../lib/use-is-compact.js';
import { useKeysetPaging } from '../../../lib/use-keyset-paging.js';
import { RequestStatusTag, TotalsMoney } from '../../invoice-discount/components/request-status.js';
import { useAdminDiscounts } from './api.js';
import { DiscountDrawer } from './discount-drawer.js';
import { FirmFilter } from './firm-filter.js';
import { OpsCards } from './ops-cards.js';
import { type DiscountFilters, EMPTY_DISCOUNT_FILTERS, filterQuery, narrows } from './ops-query.js';

const STATUSES: readonly DiscountRequestStatus[] = ['requested', 'approved', 'paid', 'rejected'];

/** Every invoice-discount request of the tenant (issue 15, section 7); a row opens its invoices and decision. */
export function DiscountsPage() {
  const { t } = useTranslation('adminops');
  const { t: td } = useTranslation('discount');
  const isCompact = useIsCompact();
  const [filters, setFilters] = useState<DiscountFilters>(EMPTY_DISCOUNT_FILTERS);
  const [pageSize, setPageSize] = useState<ListPageSize>(DEFAULT_LIST_PAGE_SIZE);
  const [openedId, setOpenedId] = useState<string | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const query = filterQuery(filters);
  const paging = useKeysetPaging(JSON.stringify([query, pageSize]));
  const list = useAdminDiscounts({ ...query, pageSize, ...(paging.cursor ? { cursor: paging.cursor } : {}) });
  const opened = list.data?.items.find((row) => row.id === openedId) ?? null;
  const openButton = (row: DiscountRequestSummary) => (
    <Button
      size="small"
      aria-label={t('discounts.openLabel', { no: row.requestNo })}
      onClick={() => {
        setOpenedId(row.id);
        setIsOpen(true);
      }}
    >
      {t('discounts.open')}
    </Button>
  );
  const empty = list.isPending ? (
    <span />
  ) : (
    <EmptyNote>{narrows(filters) ? t('emptyFiltered') : t('discounts.empty')}</EmptyNote>
  );
  const columns: DataColumn<DiscountRequestSummary>[] = [
    {
      key: 'no',
      title: t('discounts.columns.no'),
      width: 120,
      render: (row) => <span className="link-reference">{row.requestNo}</span>,
    },
    {
      key: 'createdAt',
      title: t('discounts.columns.createdAt'),
      width: 130,
      render: (row) => formatDateTime(row.createdAt),
    },
    {
      key: 'firm',
      title: t('discounts.columns.firm'),
      width: 200,
      ellipsis: true,
      render: (row) => `${row.firm.code} · ${row.firm.name}`,
    },
    {
      key: 'valueDate',
      title: t('discounts.columns.valueDate'),
      width: 110,
      render: (row) => formatDay(row.valueDate),
    },
    {
      key: 'amount',
      title: t('discounts.columns.amount'),
      width: 140,
      pin: true,
      align: 'end',
      render: (row) => <TotalsMoney totals={row.totals} figure="amount" />,
    },
    {
      key: 'net',
      title: t('discounts.columns.net'),
      width: 140,
      pin: true,
      align: 'end',
      render: (row) => <TotalsMoney totals={row.totals} figure="net" />,
    },
    {
      key: 'status',
      title: t('discounts.columns.status'),
      width: 120,
      pin: true,
      render: (row) => <RequestStatusTag status={row.status} />,
    },
    {
      key: 'open',
      title: <span className="sr-only">{t('discounts.columns.actions')}</span>,
      width: 100,
      stickyEnd: true,
      render: openButton,
    },
  ];

  return (
    <div className="links-page ops-page">
      <PageHead title={t('discounts.title')} subtitle={t('discounts.subtitle')} />
      <section className="surface link-list-card">
        <search className="link-filters ops-filters">
          <FirmFilter value={filters.firmId} onChange={(firmId) => setFilters({ ...filters, firmId })} />
          <ChoiceFilter<DiscountRequestStatus>
            className="ops-filter-status"
            label={t('filters.status')}
            allLabel={t('filters.allStatuses')}
            value={filters.status}
            options={STATUSES.map((status) => ({ value: status, label: td(`status.${status}`) }))}
            onChange={(status) => setFilters({ ...filters, status })}
          />
          <ClearFilters
            isShown={narrows(filters)}
            label={t('filters.clear')}
            onClear={() => setFilters(EMPTY_DISCOUNT_FILTERS)}
          />
        </search>
        <PagedListBody
          namespace="adminops"
          list={list}
          paging={paging}
          pageSize={pageSize}
          pageSizes={PAGE_SIZES}
          countTestId="ops-discounts-range"
          onPageSizeChange={setPageSize}
          onRetry={() => void list.refetch()}
        >
          {isCompact ? (
            <OpsCards
              items={list.data?.items ?? []}
              label={t('discounts.title')}
              rowKey={(row) => row.id}
              head={(row) => (
                <>
                  <strong className="link-reference">{row.requestNo}</strong>
                  <RequestStatusTag status={row.status} />
                </>
              )}
              facts={(row) => [
                [t('discounts.columns.firm'), `${row.firm.code} · ${row.firm.name}`],
                [t('discounts.columns.valueDate'), formatDay(row.valueDate)],
                [t('discounts.columns.net'), <TotalsMoney key="net" totals={row.totals} figure="net" />],
              ]}
              actions={openButton}
              empty={empty}
            />
          ) : (
            <DataTable
              className="ops-table"
              columns={columns}
              rows={list.data?.items ?? []}
              rowKey={(row) => row.id}
              loading={list.isFetching}
              empty={empty}
              minWidth={1060}
              scrollLabel={t('discounts.title')}
            />
          )}
        </PagedListBody>
      </section>
      {opened ? (
        <DiscountDrawer
          request={opened}
          isOpen={isOpen}
          isCompact={isCompact}
          onClose={() => setIsOpen(false)}
        />
      ) : null}
    </div>
  );
}
