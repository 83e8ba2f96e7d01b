import type { PaymentRequestItem, PaymentRequestStatus } from '@tahsilat/domain';
import { PAGE_SIZES } from '@tahsilat/domain/pricing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/filters/date-range-filter.js';
import {
  AmountRange,
  ChoiceFilter,
  ClearFilters,
  SearchFilter,
} from '../../../components/filters/list-filter-parts.js';
import { PageHead } from '../../../components/page-head.js';
import { PagedListBody } from '../../../components/paged-list-body.js';
import { EmptyNote } from '../../../components/panel.js';
import { DEFAULT_LIST_PAGE_SIZE, type ListPageSize } from '../../../lib/list-filters.js';
import { useDebouncedValue } from '../../../lib/use-debounced-value.js';
import { useIsCompact } from '../../../lib/use-is-compact.js';
import { useKeysetPaging } from '../../../lib/use-keyset-paging.js';
import { useAdminLinks, useLinkAction } from './api.js';
import { FirmFilter } from './firm-filter.js';
import { LinkExtendModal } from './link-extend-modal.js';
import { LinkTable } from './link-table.js';
import { EMPTY_LINK_FILTERS, filterQuery, type LinkFilters, narrows } from './ops-query.js';

const STATUSES: readonly PaymentRequestStatus[] = ['waiting', 'paid', 'expired', 'cancelled'];

/** Every payment link of the tenant (issue 15, section 7), with the link services' cancel and extend. */
export function LinksPage() {
  const { t } = useTranslation('adminops');
  const { t: tl } = useTranslation('links');
  const isCompact = useIsCompact();
  const [filters, setFilters] = useState<LinkFilters>(EMPTY_LINK_FILTERS);
  const [pageSize, setPageSize] = useState<ListPageSize>(DEFAULT_LIST_PAGE_SIZE);
  const [extending, setExtending] = useState<PaymentRequestItem | null>(null);
  const action = useLinkAction();
  const applied = useDebouncedValue(filters, 350);
  const query = filterQuery(applied);
  const paging = useKeysetPaging(JSON.stringify([query, pageSize]));
  const list = useAdminLinks({ ...query, pageSize, ...(paging.cursor ? { cursor: paging.cursor } : {}) });
  const set = (patch: Partial<LinkFilters>) => setFilters({ ...filters, ...patch });
  const empty = <EmptyNote>{narrows(applied) ? t('emptyFiltered') : t('links.empty')}</EmptyNote>;

  return (
    <div className="links-page ops-page">
      <PageHead title={t('links.title')} subtitle={t('links.subtitle')} />
      <section className="surface link-list-card">
        <search className="link-filters ops-filters">
          <SearchFilter
            label={t('links.search')}
            value={filters.search}
            onChange={(search) => set({ search })}
          />
          <FirmFilter value={filters.firmId} onChange={(firmId) => set({ firmId })} />
          <ChoiceFilter<PaymentRequestStatus>
            className="ops-filter-status"
            label={t('filters.status')}
            allLabel={t('filters.allStatuses')}
            value={filters.status}
            options={STATUSES.map((status) => ({ value: status, label: tl(`status.${status}`) }))}
            onChange={(status) => set({ status })}
          />
          <DateRangeFilter
            from={filters.createdFrom}
            to={filters.createdTo}
            label={t('filters.period')}
            placeholders={[t('filters.from'), t('filters.to')]}
            onChange={(createdFrom, createdTo) => set({ createdFrom, createdTo })}
          />
          <AmountRange
            min={filters.amountMin}
            max={filters.amountMax}
            labels={{
              min: t('filters.amountMin'),
              max: t('filters.amountMax'),
              invalid: t('filters.amountInvalid'),
            }}
            onChange={(range) => set(range)}
          />
          <ClearFilters
            isShown={narrows(filters)}
            label={t('filters.clear')}
            onClear={() => setFilters(EMPTY_LINK_FILTERS)}
          />
        </search>
        <PagedListBody
          namespace="adminops"
          list={list}
          paging={paging}
          pageSize={pageSize}
          pageSizes={PAGE_SIZES}
          countTestId="ops-links-range"
          onPageSizeChange={setPageSize}
          onRetry={() => void list.refetch()}
        >
          <LinkTable
            items={list.data?.items ?? []}
            isLoading={list.isFetching || action.isPending}
            empty={list.isPending ? <span /> : empty}
            isCompact={isCompact}
            onExtend={setExtending}
            onCancel={(link) => action.mutateAsync({ id: link.id, kind: 'cancel' })}
          />
        </PagedListBody>
      </section>
      <LinkExtendModal link={extending} onClose={() => setExtending(null)} />
    </div>
  );
}
