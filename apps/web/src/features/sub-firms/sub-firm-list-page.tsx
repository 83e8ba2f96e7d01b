import { PlusOutlined, ShopOutlined } from '@ant-design/icons';
import type { SubFirmRow } from '@tahsilat/domain';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyStart } from '../../components/empty-start.js';
import { ExportButton } from '../../components/export-button.js';
import { LoadFailed } from '../../components/load-failed.js';
import { PageHead } from '../../components/page-head.js';
import { PagePager } from '../../components/page-pager.js';
import { EmptyNote } from '../../components/panel.js';
import { formatCount } from '../../lib/format.js';
import { DEFAULT_LIST_PAGE_SIZE, type ListPageSize } from '../../lib/list-filters.js';
import { useDebouncedValue } from '../../lib/use-debounced-value.js';
import { useIsCompact } from '../../lib/use-is-compact.js';
import { exportSubFirms, useSubFirms } from './api.js';
import { SubFirmCards } from './components/sub-firm-cards.js';
import { SubFirmFilterBar } from './components/sub-firm-filters.js';
import { SubFirmTable } from './components/sub-firm-table.js';
import { useSubFirmActions } from './components/use-sub-firm-actions.js';
import type { SubFirmAction } from './sub-firm-actions.js';
import {
  DEFAULT_SUB_FIRM_SORT,
  narrowsSubFirms,
  type SubFirmFilters,
  type SubFirmSort,
  toSubFirmFilter,
  toSubFirmQuery,
} from './sub-firm-query.js';
import '../../styles/links.css';
import '../../styles/link-list.css';
import '../../styles/sub-firms.css';

// The drawers (the form, the users) load when first opened, not with the list.
const FirmFormDrawer = lazy(async () => ({
  default: (await import('./components/firm-form-drawer.js')).FirmFormDrawer,
}));
const UsersDrawer = lazy(async () => ({
  default: (await import('./components/users-drawer.js')).UsersDrawer,
}));

/** /subfirm-list: the main firm's dealers, filtered, sorted and paged by the server (issue 13). */
export function SubFirmListPage() {
  const { t, i18n } = useTranslation('subfirms');
  const isCompact = useIsCompact();
  const [filters, setFilters] = useState<SubFirmFilters>({});
  const [sort, setSort] = useState<SubFirmSort>(DEFAULT_SUB_FIRM_SORT);
  const [paging, setPaging] = useState<{ page: number; pageSize: ListPageSize }>({
    page: 1,
    pageSize: DEFAULT_LIST_PAGE_SIZE,
  });
  // Typing asks the server once it pauses.
  const applied = useDebouncedValue(filters, 350);
  const list = useSubFirms(toSubFirmQuery(applied, sort, paging.page, paging.pageSize));
  const actions = useSubFirmActions();
  const page = list.data;
  const items = page?.items ?? [];

  // A new question starts again at page 1.
  const changeFilters = (next: SubFirmFilters) => {
    setFilters(next);
    setPaging({ ...paging, page: 1 });
  };
  const changeSort = (next: SubFirmSort) => {
    setSort(next);
    setPaging({ ...paging, page: 1 });
  };
  const run = (action: SubFirmAction, row: SubFirmRow) => actions.run(action, row);

  const empty = narrowsSubFirms(applied) ? (
    <EmptyNote>{t('list.emptyFiltered')}</EmptyNote>
  ) : (
    <EmptyStart
      icon={ShopOutlined}
      title={t('list.emptyTitle')}
      text={t('list.emptyText')}
      actionLabel={t('list.newFirm')}
      onAction={actions.openCreate}
    />
  );

  return (
    <div className="links-page sub-firms-page">
      <PageHead
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          <>
            <ExportButton
              label={t('list.excel')}
              failedText={t('list.exportFailed')}
              onExport={() => exportSubFirms(toSubFirmFilter(applied, sort), t('list.excelFileName'))}
            />
            <Button type="primary" icon={<PlusOutlined />} onClick={actions.openCreate}>
              {t('list.newFirm')}
            </Button>
          </>
        }
      />
      <section className="surface link-list-card">
        <SubFirmFilterBar
          filters={filters}
          sort={sort}
          isCompact={isCompact}
          onChange={changeFilters}
          onSortChange={changeSort}
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
              <SubFirmCards items={items} isLoading={list.isFetching} empty={empty} onAction={run} />
            ) : (
              <SubFirmTable
                items={items}
                isLoading={list.isFetching}
                sort={sort}
                empty={list.isPending ? <span /> : empty}
                onSortChange={changeSort}
                onAction={run}
              />
            )}
            {page && page.total > 0 ? (
              <PagePager
                page={page.page}
                pageSize={paging.pageSize}
                total={page.total}
                range={t('list.range', {
                  from: formatCount((page.page - 1) * paging.pageSize + 1, i18n.language),
                  to: formatCount(Math.min(page.page * paging.pageSize, page.total), i18n.language),
                  total: formatCount(page.total, i18n.language),
                })}
                onChange={(next, pageSize) => setPaging({ page: next, pageSize })}
              />
            ) : null}
          </>
        )}
      </section>
      {actions.modals}
      <Suspense fallback={null}>
        {actions.form.isUsed ? (
          <FirmFormDrawer
            firmId={actions.form.firmId}
            isOpen={actions.form.isOpen}
            isCompact={isCompact}
            onClose={actions.closeForm}
            onCreated={actions.openUsersOfNew}
          />
        ) : null}
        {actions.users.row ? (
          <UsersDrawer
            firm={actions.users.row}
            isOpen={actions.users.isOpen}
            isCompact={isCompact}
            onClose={actions.closeUsers}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
