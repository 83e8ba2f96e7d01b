import { LinkOutlined } from '@ant-design/icons';
import type { CollectionLine } from '@tahsilat/domain';
import { COLLECTION_PLAN_PAGE_SIZES } from '@tahsilat/domain/pricing';
import { Alert, Skeleton, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CurrencyFilter } from '../../components/currency-filter.js';
import { DateRangeFilter } from '../../components/filters/date-range-filter.js';
import { ChoiceGroup } from '../../components/form/choice-group.js';
import { LazySelect } from '../../components/lazy-select.js';
import { LoadFailed } from '../../components/load-failed.js';
import { SelectionBar } from '../../components/selection-bar.js';
import '../../styles/links.css';
import '../../styles/statement.css';
import { ExportButton } from '../../components/export-button.js';
import { PageHead } from '../../components/page-head.js';
import { PagedListBody } from '../../components/paged-list-body.js';
import { EmptyNote } from '../../components/panel.js';
import { formatDay } from '../../lib/format.js';
import { isActing } from '../../lib/session.js';
import { useKeysetPaging } from '../../lib/use-keyset-paging.js';
import { planMoney } from '../payment-plan/components/plan-status.js';
import { selectionTotal } from '../payment-plan/plan-query.js';
import { useReportFirms } from '../reports/report-firms.js';
import { downloadCollectionExcel, useCollectionPlan } from './api.js';
import {
  type CollectionFilters,
  DEFAULT_COLLECTION_FILTERS,
  linkUrl,
  toCollectionQuery,
} from './collection-query.js';
import { CollectionSummary } from './components/collection-summary.js';
import { CollectionTable } from './components/collection-table.js';
import { DealerReminders } from './components/dealer-reminders.js';

type PageSize = (typeof COLLECTION_PLAN_PAGE_SIZES)[number];

/** /collection-plan: what the firm's dealers owe by due date; reminders and payment links from here. */
export function CollectionPlanPage() {
  const { t } = useTranslation('collection');
  const navigate = useNavigate();
  const firms = useReportFirms();
  const [filters, setFilters] = useState<CollectionFilters>(DEFAULT_COLLECTION_FILTERS);
  const [chosen, setChosen] = useState<Map<string, CollectionLine>>(new Map());
  const [pageSize, setPageSize] = useState<PageSize>(100);
  const query = toCollectionQuery(filters);
  // A page at a time (a firm with hundreds of lines); the totals at the top count every matching line.
  const paging = useKeysetPaging(JSON.stringify([query, pageSize]));
  const plan = useCollectionPlan({ ...query, pageSize, ...(paging.cursor ? { cursor: paging.cursor } : {}) });
  const data = plan.data;
  const set = (patch: Partial<CollectionFilters>) => setFilters({ ...filters, ...patch });
  const dealers = (firms.data ?? []).filter((firm) => !firm.isOwn);

  const toggle = (line: CollectionLine, checked: boolean) => {
    const next = new Map(chosen);
    if (checked) {
      next.set(line.id, line);
    } else {
      next.delete(line.id);
    }
    setChosen(next);
  };
  const selection = [...chosen.values()];
  const total = selectionTotal(
    selection.map((line) => ({ id: line.id, open: line.remaining, currencyCode: line.currencyCode })),
  );
  const link = linkUrl(selection, (documents) => t('linkDescription', { documents }));

  // A dealer switched off still shows what it owes; its lines are not offered for a payment link.
  const passiveFirms = new Set(
    (data?.dealers ?? []).filter((dealer) => !dealer.isActive).map((dealer) => dealer.id),
  );
  const isNarrowed =
    Boolean(filters.firmId || filters.dueFrom || filters.dueTo || filters.currency) ||
    filters.lines !== 'open';
  return (
    <div className="statement-page">
      <PageHead
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <ExportButton
            label={t('excel')}
            failedText={t('exportFailed')}
            onExport={() => downloadCollectionExcel(query, t('excelFileName'))}
          />
        }
      />
      <section className="surface statement-card-main">
        <search className="statement-filters">
          <LazySelect<string | undefined>
            className="statement-filter-firm"
            label={t('filters.dealer')}
            placeholder={t('filters.allDealers')}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            value={filters.firmId}
            onChange={(firmId) => {
              setChosen(new Map());
              set({ firmId });
            }}
            options={dealers.map((firm) => ({ value: firm.id, label: `${firm.code} · ${firm.name}` }))}
          />
          <ChoiceGroup<CollectionFilters['lines']>
            legend={t('filters.lines')}
            isLegendHidden
            isCompact
            value={filters.lines}
            onChange={(lines) => set({ lines })}
            choices={[
              { value: 'open', label: t('filters.open') },
              { value: 'overdue', label: t('filters.overdue') },
            ]}
          />
          <DateRangeFilter
            className="statement-filter-dates"
            from={filters.dueFrom}
            to={filters.dueTo}
            label={t('filters.due')}
            placeholders={[t('filters.dueFrom'), t('filters.dueTo')]}
            onChange={(dueFrom, dueTo) => set({ dueFrom, dueTo })}
          />
          <ChoiceGroup<CollectionFilters['group']>
            legend={t('filters.group')}
            isLegendHidden
            isCompact
            value={filters.group}
            onChange={(group) => set({ group })}
            choices={[
              { value: 'week', label: t('filters.week') },
              { value: 'month', label: t('filters.month') },
            ]}
          />
          <CurrencyFilter
            label={t('filters.currency')}
            placeholder={t('filters.allCurrencies')}
            value={filters.currency}
            onChange={(currency) => set({ currency })}
          />
        </search>
        {plan.isError && !data ? (
          <LoadFailed title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void plan.refetch()} />
        ) : !data ? (
          <Skeleton active title={false} paragraph={{ rows: 6 }} />
        ) : (
          <>
            <CollectionSummary totals={data.totals} />
            <p className="home-card-hint">{t('range', { date: formatDay(data.dueTo) })}</p>
            {data.truncated ? <Alert type="warning" showIcon message={t('truncated')} /> : null}
            {/* A dealer's read-only view creates no links and sends no reminders. */}
            {selection.length > 0 && !isActing() ? (
              <SelectionBar
                summary={t('selected', {
                  count: selection.length,
                  amount: total.currency ? planMoney(total.amount, total.currency) : '—',
                })}
                clearLabel={t('clearSelection')}
                onClear={() => setChosen(new Map())}
                action={{
                  label: t('sendLink'),
                  icon: <LinkOutlined />,
                  disabledReason: link ? null : t('oneDealer'),
                  onClick: () => link && void navigate(link),
                }}
              />
            ) : null}
            <PagedListBody
              namespace="collection"
              list={plan}
              paging={paging}
              pageSize={pageSize}
              pageSizes={COLLECTION_PLAN_PAGE_SIZES}
              onPageSizeChange={setPageSize}
              onRetry={() => void plan.refetch()}
            >
              <Spin spinning={plan.isFetching}>
                <CollectionTable
                  items={data.items}
                  groups={data.groups}
                  group={data.group}
                  selected={new Set(chosen.keys())}
                  passiveFirms={passiveFirms}
                  empty={<EmptyNote>{isNarrowed ? t('emptyFiltered') : t('empty')}</EmptyNote>}
                  onToggle={toggle}
                />
              </Spin>
            </PagedListBody>
            {isActing() ? null : <DealerReminders dealers={data.dealers} />}
          </>
        )}
      </section>
    </div>
  );
}
