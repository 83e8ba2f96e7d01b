import type { StockFilterOptions } from '@tahsilat/domain';
import { Switch } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ChoiceFilter,
  ClearFilters,
  FilterFold,
  SearchFilter,
} from '../../../components/filters/list-filter-parts.js';
import { narrowsStocks, type StockFilters } from '../stock-query.js';

/** Search by code, name or barcode; group, brand, warehouse and the in-stock switch (folded on a phone). */
export function StockFilterBar({
  filters,
  options,
  isCompact,
  onChange,
}: {
  filters: StockFilters;
  options: StockFilterOptions | undefined;
  isCompact: boolean;
  onChange: (filters: StockFilters) => void;
}) {
  const { t } = useTranslation('stocks');
  const switchId = useId();
  const set = (patch: Partial<StockFilters>) => onChange({ ...filters, ...patch });
  const chosen = [filters.group, filters.brand, filters.warehouse, filters.inStockOnly].filter(
    Boolean,
  ).length;
  const choices = (values: string[] | undefined) => (values ?? []).map((value) => ({ value, label: value }));
  return (
    <search className="link-filters stock-filters">
      <SearchFilter
        label={t('filters.search')}
        value={filters.search}
        onChange={(search) => set({ search })}
      />
      <FilterFold isCompact={isCompact} chosen={chosen} label={t('filters.more')}>
        <ChoiceFilter
          className="stock-filter-select"
          label={t('filters.group')}
          allLabel={t('filters.allGroups')}
          value={filters.group}
          onChange={(group) => set({ group })}
          options={choices(options?.groups)}
        />
        <ChoiceFilter
          className="stock-filter-select"
          label={t('filters.brand')}
          allLabel={t('filters.allBrands')}
          value={filters.brand}
          onChange={(brand) => set({ brand })}
          options={choices(options?.brands)}
        />
        <ChoiceFilter
          className="stock-filter-select"
          label={t('filters.warehouse')}
          allLabel={t('filters.allWarehouses')}
          value={filters.warehouse}
          onChange={(warehouse) => set({ warehouse })}
          options={(options?.warehouses ?? []).map((w) => ({ value: w.code, label: w.name ?? w.code }))}
        />
        <span className="sub-firm-switch">
          <Switch
            id={switchId}
            size="small"
            checked={filters.inStockOnly ?? false}
            onChange={(inStockOnly) => set({ inStockOnly })}
          />
          <label htmlFor={switchId}>{t('filters.inStockOnly')}</label>
        </span>
      </FilterFold>
      <ClearFilters
        isShown={narrowsStocks(filters)}
        label={t('filters.clear')}
        onClear={() => onChange({})}
      />
    </search>
  );
}
