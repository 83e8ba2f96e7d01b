import type { SubFirmStatus } from '@tahsilat/domain';
import { Switch } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ChoiceFilter,
  ClearFilters,
  SearchFilter,
  SortSelect,
} from '../../../components/filters/list-filter-parts.js';
import { narrowsSubFirms, type SubFirmFilters, type SubFirmSort } from '../sub-firm-query.js';

const SORTS = ['code-asc', 'code-desc', 'name-asc', 'name-desc'] as const;
// The schema's SUB_FIRM_STATUSES, written here so the list loads without zod.
const STATUSES = ['active', 'passive'] as const satisfies readonly SubFirmStatus[];

/** Search, status and the overdue switch; on a phone also the order (no column headers there). */
export function SubFirmFilterBar({
  filters,
  sort,
  isCompact,
  onChange,
  onSortChange,
}: {
  filters: SubFirmFilters;
  sort: SubFirmSort;
  isCompact: boolean;
  onChange: (filters: SubFirmFilters) => void;
  onSortChange: (sort: SubFirmSort) => void;
}) {
  const { t } = useTranslation('subfirms');
  const switchId = useId();
  const set = (patch: Partial<SubFirmFilters>) => onChange({ ...filters, ...patch });
  return (
    <search className="link-filters">
      <SearchFilter
        label={t('filters.search')}
        value={filters.search}
        onChange={(search) => set({ search })}
      />
      <ChoiceFilter
        className="link-filter-status"
        label={t('filters.status')}
        allLabel={t('filters.allStatuses')}
        value={filters.status}
        onChange={(status) => set({ status })}
        options={STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
      />
      <span className="sub-firm-switch">
        <Switch
          id={switchId}
          size="small"
          checked={filters.overdueOnly ?? false}
          onChange={(overdueOnly) => set({ overdueOnly })}
        />
        <label htmlFor={switchId}>{t('filters.overdueOnly')}</label>
      </span>
      <SortSelect
        isCompact={isCompact}
        sort={sort}
        choices={SORTS}
        label={t('filters.sort')}
        labelOf={(choice) => t(`filters.sorts.${choice}`)}
        onChange={onSortChange}
      />
      <ClearFilters
        isShown={narrowsSubFirms(filters)}
        label={t('filters.clear')}
        onClear={() => onChange({})}
      />
    </search>
  );
}
