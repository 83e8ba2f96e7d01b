import type { StockPricing } from '@tahsilat/domain';
import { PAGE_SIZES } from '@tahsilat/domain/pricing';
import { Alert } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExcelPageHead } from '../../components/excel-page-head.js';
import { PagedListBody } from '../../components/paged-list-body.js';
import { EmptyNote } from '../../components/panel.js';
import { DEFAULT_LIST_PAGE_SIZE, type ListPageSize } from '../../lib/list-filters.js';
import { useDebouncedValue } from '../../lib/use-debounced-value.js';
import { useIsCompact } from '../../lib/use-is-compact.js';
import { useKeysetPaging } from '../../lib/use-keyset-paging.js';
import { downloadStockPriceList, useStockFilterOptions, useStocks } from './api.js';
import { StockCards } from './components/stock-cards.js';
import { StockFilterBar } from './components/stock-filters.js';
import { StockTable } from './components/stock-table.js';
import { narrowsStocks, type StockFilters, toStockFilter, toStockQuery } from './stock-query.js';
import '../../styles/links.css';
import '../../styles/link-list.css';
import '../../styles/sub-firms.css';
import '../../styles/stocks.css';
import { intlLocale } from '../../lib/format.js';

/** What the prices on the page are: the firm's discount off the list, and where it comes from. */
function PricingNote({ pricing }: { pricing: StockPricing }) {
  const { t, i18n } = useTranslation('stocks');
  const rate = new Intl.NumberFormat(intlLocale(i18n.language), {
    maximumFractionDigits: 2,
  }).format(Number(pricing.discountRate));
  return (
    <Alert
      className="stock-pricing"
      type="info"
      showIcon
      title={pricing.source === 'none' ? t('pricing.none') : t(`pricing.${pricing.source}`, { rate })}
    />
  );
}

/** /stocks: the tenant's items with the firm's prices and availability, searched and paged by the server. */
export function StockListPage() {
  const { t } = useTranslation('stocks');
  const isCompact = useIsCompact();
  const options = useStockFilterOptions();
  const [filters, setFilters] = useState<StockFilters>({});
  const [pageSize, setPageSize] = useState<ListPageSize>(DEFAULT_LIST_PAGE_SIZE);
  // Typing asks the server once it pauses; every new question starts again at page 1.
  const applied = useDebouncedValue(filters, 300);
  const paging = useKeysetPaging(JSON.stringify([toStockFilter(applied), pageSize]));
  const list = useStocks(toStockQuery(applied, pageSize, paging.cursor));
  const page = list.data;
  const items = page?.items ?? [];
  const empty = <EmptyNote>{narrowsStocks(applied) ? t('emptyFiltered') : t('empty')}</EmptyNote>;

  return (
    <div className="links-page stocks-page">
      <ExcelPageHead
        namespace="stocks"
        onExport={(fileName) => downloadStockPriceList(toStockFilter(applied), fileName)}
      />
      {page ? <PricingNote pricing={page.pricing} /> : null}
      <section className="surface link-list-card">
        <StockFilterBar
          filters={filters}
          options={options.data}
          isCompact={isCompact}
          onChange={setFilters}
        />
        <PagedListBody
          namespace="stocks"
          list={list}
          paging={paging}
          pageSize={pageSize}
          pageSizes={PAGE_SIZES}
          countTestId="stock-range"
          onPageSizeChange={setPageSize}
          onRetry={() => void list.refetch()}
        >
          {isCompact ? (
            <StockCards items={items} isLoading={list.isFetching} empty={empty} />
          ) : (
            <StockTable items={items} isLoading={list.isFetching} empty={list.isPending ? <span /> : empty} />
          )}
        </PagedListBody>
      </section>
    </div>
  );
}
