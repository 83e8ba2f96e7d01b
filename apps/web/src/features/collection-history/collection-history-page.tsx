import type { CollectionRow } from '@tahsilat/domain';
import { PAGE_SIZES } from '@tahsilat/domain/pricing';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExcelPageHead } from '../../components/excel-page-head.js';
import { PagedListBody } from '../../components/paged-list-body.js';
import { EmptyNote } from '../../components/panel.js';
import { DEFAULT_LIST_PAGE_SIZE, type ListPageSize } from '../../lib/list-filters.js';
import { readValue } from '../../lib/session.js';
import { useDebouncedValue } from '../../lib/use-debounced-value.js';
import { useIsCompact } from '../../lib/use-is-compact.js';
import { useKeysetPaging } from '../../lib/use-keyset-paging.js';
import { useReportFirms } from '../reports/report-firms.js';
import { downloadCollectionHistory, useCollectionHistory, useHistoryBanks } from './api.js';
import { HistoryCards } from './components/history-cards.js';
import { HistoryFilterBar } from './components/history-filters.js';
import { HistoryTable } from './components/history-table.js';
import {
  DEFAULT_HISTORY_SORT,
  defaultHistoryFilters,
  type HistoryFilters,
  type HistorySort,
  narrowsHistory,
  toHistoryExportQuery,
  toHistoryQuery,
} from './history-query.js';
import '../../styles/links.css';
import '../../styles/link-list.css';
import '../../styles/history.css';

// The drawer (Ant Design's widget, the timeline) loads when a payment is first opened, not with the list.
const HistoryDrawer = lazy(async () => ({
  default: (await import('./components/history-drawer.js')).HistoryDrawer,
}));

/** /pos-collection-transaction: the card payments of the firm (and a main firm's dealers), filtered and paged by the server. */
export function CollectionHistoryPage() {
  const { t } = useTranslation('history');
  const isCompact = useIsCompact();
  const firms = useReportFirms();
  const banks = useHistoryBanks();
  const [filters, setFilters] = useState<HistoryFilters>(() => defaultHistoryFilters());
  const [sort, setSort] = useState<HistorySort>(DEFAULT_HISTORY_SORT);
  const [pageSize, setPageSize] = useState<ListPageSize>(DEFAULT_LIST_PAGE_SIZE);
  const [opened, setOpened] = useState<{ row: CollectionRow | null; isOpen: boolean }>({
    row: null,
    isOpen: false,
  });
  // Typing asks the server once it pauses; every new question starts again at page 1.
  const applied = useDebouncedValue(filters, 350);
  const paging = useKeysetPaging(JSON.stringify([toHistoryExportQuery(applied, sort), pageSize]));
  const list = useCollectionHistory(toHistoryQuery(applied, sort, pageSize, paging.cursor));
  const page = list.data;
  const items = page?.items ?? [];
  // Known from the session before the firm list arrives, so the table keeps its columns while loading.
  const showFirm = firms.data ? firms.data.length > 1 : readValue('isSubFirm') !== 'true';
  // A dealer sees what it paid (amount, commission, what the card was charged), not what its firm nets after the
  // bank's commission: that figure is the firm's (docs/payments.md).
  const showNet = readValue('isSubFirm') !== 'true';
  const open = (row: CollectionRow) => setOpened({ row, isOpen: true });

  const empty = <EmptyNote>{narrowsHistory(applied) ? t('emptyFiltered') : t('empty')}</EmptyNote>;

  return (
    <div className="links-page history-page">
      <ExcelPageHead
        namespace="history"
        onExport={(fileName) => downloadCollectionHistory(toHistoryExportQuery(applied, sort), fileName)}
      />
      <section className="surface link-list-card">
        <HistoryFilterBar
          filters={filters}
          firms={firms.data ?? []}
          banks={banks.data ?? []}
          sort={sort}
          isCompact={isCompact}
          onChange={setFilters}
          onSortChange={setSort}
        />
        <PagedListBody
          namespace="history"
          list={list}
          paging={paging}
          pageSize={pageSize}
          pageSizes={PAGE_SIZES}
          countTestId="history-range"
          onPageSizeChange={setPageSize}
          onRetry={() => void list.refetch()}
        >
          {isCompact ? (
            <HistoryCards
              items={items}
              isLoading={list.isFetching}
              showFirm={showFirm}
              showNet={showNet}
              empty={empty}
              onOpen={open}
            />
          ) : (
            <HistoryTable
              items={items}
              isLoading={list.isFetching}
              sort={sort}
              showFirm={showFirm}
              showNet={showNet}
              empty={list.isPending ? <span /> : empty}
              onSortChange={setSort}
              onOpen={open}
            />
          )}
        </PagedListBody>
      </section>
      {/* Mounted once a payment is opened; it stays, so it can slide away when closed. */}
      {opened.row ? (
        <Suspense fallback={null}>
          <HistoryDrawer
            row={opened.row}
            isOpen={opened.isOpen}
            isCompact={isCompact}
            onClose={() => setOpened({ ...opened, isOpen: false })}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
