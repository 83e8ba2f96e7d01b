import { LinkOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyStart } from '../../components/empty-start.js';
import { LoadFailed } from '../../components/load-failed.js';
import { DEFAULT_LIST_PAGE_SIZE, type ListPageSize } from '../../lib/list-filters.js';
import { useKeysetPaging } from '../../lib/use-keyset-paging.js';
import '../../styles/links.css';
import '../../styles/link-list.css';
import { ExportButton } from '../../components/export-button.js';
import { PageHead } from '../../components/page-head.js';
import { EmptyNote } from '../../components/panel.js';
import { useDebouncedValue } from '../../lib/use-debounced-value.js';
import { useIsCompact } from '../../lib/use-is-compact.js';
import { exportPaymentLinks, useCreateOptions, usePaymentLinks } from './api.js';
import { LinkCards } from './components/link-cards.js';
import { LinkFilterBar } from './components/link-filters.js';
import { LinkTable } from './components/link-table.js';
import { ListPager } from './components/list-pager.js';
import { useLinkActions } from './components/use-link-actions.js';
import {
  DEFAULT_SORT,
  hasActiveFilters,
  type LinkFilters,
  type LinkSort,
  toExportQuery,
  toListQuery,
} from './list-query.js';

/** /payment-list: the firm's links, filtered and sorted by the server, with keyset paging and actions. */
export function PaymentLinkListPage() {
  const { t } = useTranslation('links');
  const navigate = useNavigate();
  const isCompact = useIsCompact();
  const options = useCreateOptions();
  const [filters, setFilters] = useState<LinkFilters>({});
  const [sort, setSort] = useState<LinkSort>(DEFAULT_SORT);
  const [pageSize, setPageSize] = useState<ListPageSize>(DEFAULT_LIST_PAGE_SIZE);
  // Typing asks the server once it pauses; the list starts again at page 1 for every new question.
  const appliedFilters = useDebouncedValue(filters, 350);
  const questionKey = JSON.stringify([toExportQuery(appliedFilters, sort), pageSize]);
  const paging = useKeysetPaging(questionKey);
  const { stack } = paging;

  const list = usePaymentLinks(toListQuery(appliedFilters, sort, pageSize, paging.cursor));
  const actions = useLinkActions();
  const page = list.data;
  const items = page?.items ?? [];
  const smsEnabled = options.data?.smsEnabled ?? false;

  const empty = hasActiveFilters(appliedFilters) ? (
    <EmptyNote>{t('list.emptyFiltered')}</EmptyNote>
  ) : (
    <EmptyStart
      icon={LinkOutlined}
      title={t('list.emptyTitle')}
      text={t('list.emptyText')}
      actionLabel={t('list.newLink')}
      onAction={() => void navigate('/payment-request')}
    />
  );

  return (
    <div className="links-page">
      <PageHead
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          <>
            <ExportButton
              label={t('list.export')}
              failedText={t('list.exportFailed')}
              onExport={() =>
                exportPaymentLinks(toExportQuery(appliedFilters, sort), t('list.exportFileName'))
              }
            />
            <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/payment-request')}>
              {t('list.newLink')}
            </Button>
          </>
        }
      />
      <section className="surface link-list-card">
        <LinkFilterBar
          filters={filters}
          firms={options.data?.firms ?? []}
          sort={sort}
          isCompact={isCompact}
          onChange={setFilters}
          onSortChange={setSort}
        />
        {list.isError && !page ? (
          <LoadFailed
            title={t('list.loadFailed')}
            retryLabel={t('list.retry')}
            onRetry={() => void list.refetch()}
          />
        ) : (
          <>
            {isCompact ? (
              <LinkCards
                items={items}
                isLoading={list.isFetching}
                smsEnabled={smsEnabled}
                empty={empty}
                onAction={actions.run}
              />
            ) : (
              <LinkTable
                items={items}
                isLoading={list.isFetching}
                sort={sort}
                smsEnabled={smsEnabled}
                empty={list.isPending ? <span /> : empty}
                onSortChange={setSort}
                onAction={actions.run}
              />
            )}
            {page && page.items.length > 0 ? (
              <ListPager
                range={paging.range(pageSize, page.items.length)}
                total={page.total}
                isCapped={page.totalIsCapped}
                pageSize={pageSize}
                hasPrevious={stack.length > 0 && !list.isPlaceholderData}
                hasNext={page.nextCursor !== null && !list.isPlaceholderData}
                onPrevious={paging.previous}
                onNext={() => paging.next(page.nextCursor)}
                onPageSizeChange={setPageSize}
              />
            ) : null}
          </>
        )}
      </section>
      {actions.modals}
    </div>
  );
}
