import type { CollectionRow } from '@tahsilat/domain';
import { PAGE_SIZES } from '@tahsilat/domain/pricing';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../components/export-button.js';
import { KeysetPager } from '../../components/keyset-pager.js';
import { LoadFailed } from '../../components/load-failed.js';
import { PageHead } from '../../components/page-head.js';
import { EmptyNote } from '../../components/panel.js';
import { formatCount } from '../../lib/format.js';
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

/** The server stops counting past this many (LIST_COUNT_CAP): the pager then says "10.000+". */
const COUNT_CAP = 10_000;

/** /pos-collection-transaction: the card payments of the firm (and a main firm's dealers), filtered and paged by the server. */
export function CollectionHistoryPage() {
  const { t, i18n } = useTranslation('history');
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
  const open = (row: CollectionRow) => setOpened({ row, isOpen: true });

  const empty = <EmptyNote>{narrowsHistory(applied) ? t('emptyFiltered') : t('empty')}</EmptyNote>;
  const range = paging.range(pageSize, items.length);

  return (
    <div className="links-page history-page">
      <PageHead
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <ExportButton
            label={t('excel')}
            failedText={t('exportFailed')}
            onExport={() =>
              downloadCollectionHistory(toHistoryExportQuery(applied, sort), t('excelFileName'))
            }
          />
        }
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
        {list.isError && !page ? (
          <LoadFailed title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void list.refetch()} />
        ) : (
          <>
            {isCompact ? (
              <HistoryCards
                items={items}
                isLoading={list.isFetching}
                showFirm={showFirm}
                empty={empty}
                onOpen={open}
              />
            ) : (
              <HistoryTable
                items={items}
                isLoading={list.isFetching}
                sort={sort}
                showFirm={showFirm}
                empty={list.isPending ? <span /> : empty}
                onSortChange={setSort}
                onOpen={open}
              />
            )}
            {page && (items.length > 0 || !paging.isFirstPage) ? (
              <KeysetPager
                label={t('paging.label')}
                range={
                  <span data-testid="history-range">
                    {t('paging.range', {
                      from: formatCount(range[0], i18n.language),
                      to: formatCount(range[1], i18n.language),
                      total: formatCount(
                        Math.min(page.total, COUNT_CAP),
                        i18n.language,
                        page.total >= COUNT_CAP,
                      ),
                    })}
                  </span>
                }
                pageSize={pageSize}
                pageSizes={PAGE_SIZES}
                sizeLabel={t('paging.pageSizeLabel')}
                sizeText={(size) => t('paging.pageSize', { count: size })}
                previousLabel={t('paging.previous')}
                nextLabel={t('paging.next')}
                hasPrevious={!paging.isFirstPage && !list.isPlaceholderData}
                hasNext={Boolean(page.nextCursor) && !list.isPlaceholderData}
                onPrevious={paging.previous}
                onNext={() => paging.next(page.nextCursor)}
                onPageSizeChange={setPageSize}
              />
            ) : null}
          </>
        )}
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
