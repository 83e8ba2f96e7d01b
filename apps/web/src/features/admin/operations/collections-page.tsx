import type { AdminCollectionRow } from '@tahsilat/domain';
import { PAGE_SIZES } from '@tahsilat/domain/pricing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHead } from '../../../components/page-head.js';
import { PagedListBody } from '../../../components/paged-list-body.js';
import { EmptyNote } from '../../../components/panel.js';
import { DEFAULT_LIST_PAGE_SIZE, type ListPageSize } from '../../../lib/list-filters.js';
import { useDebouncedValue } from '../../../lib/use-debounced-value.js';
import { useIsCompact } from '../../../lib/use-is-compact.js';
import { useKeysetPaging } from '../../../lib/use-keyset-paging.js';
import { useAdminCollections } from './api.js';
import { CollectionDrawer } from './collection-drawer.js';
import { CollectionFilterBar } from './collection-filters.js';
import { CollectionTable } from './collection-table.js';
import { type CollectionFilters, EMPTY_COLLECTION_FILTERS, filterQuery, narrows } from './ops-query.js';

/** Every card collection of the tenant (issue 15, section 7), newest first; a row opens its void and refund. */
export function CollectionsPage() {
  const { t } = useTranslation('adminops');
  const isCompact = useIsCompact();
  const [filters, setFilters] = useState<CollectionFilters>(EMPTY_COLLECTION_FILTERS);
  const [pageSize, setPageSize] = useState<ListPageSize>(DEFAULT_LIST_PAGE_SIZE);
  const [opened, setOpened] = useState<AdminCollectionRow | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const applied = useDebouncedValue(filters, 350);
  const query = filterQuery(applied);
  const paging = useKeysetPaging(JSON.stringify([query, pageSize]));
  const list = useAdminCollections({
    ...query,
    pageSize,
    ...(paging.cursor ? { cursor: paging.cursor } : {}),
  });
  // The row on screen follows the list: a refund read again shows in the drawer's facts too.
  const current = list.data?.items.find((row) => row.id === opened?.id) ?? opened;
  const empty = <EmptyNote>{narrows(applied) ? t('emptyFiltered') : t('collections.empty')}</EmptyNote>;

  return (
    <div className="links-page ops-page">
      <PageHead title={t('collections.title')} subtitle={t('collections.subtitle')} />
      <section className="surface link-list-card">
        <CollectionFilterBar filters={filters} onChange={setFilters} />
        <PagedListBody
          namespace="adminops"
          list={list}
          paging={paging}
          pageSize={pageSize}
          pageSizes={PAGE_SIZES}
          countTestId="ops-collections-range"
          onPageSizeChange={setPageSize}
          onRetry={() => void list.refetch()}
        >
          <CollectionTable
            items={list.data?.items ?? []}
            isLoading={list.isFetching}
            empty={list.isPending ? <span /> : empty}
            isCompact={isCompact}
            onOpen={(row) => {
              setOpened(row);
              setIsOpen(true);
            }}
          />
        </PagedListBody>
      </section>
      {current ? (
        <CollectionDrawer
          row={current}
          isOpen={isOpen}
          isCompact={isCompact}
          onClose={() => setIsOpen(false)}
        />
      ) : null}
    </div>
  );
}
