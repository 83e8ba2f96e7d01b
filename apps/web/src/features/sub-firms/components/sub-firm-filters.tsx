import { CloseOutlined, SearchOutlined } from '@ant-design/icons';
import type { SubFirmStatus } from '@tahsilat/domain';
import { Button, Input, Select, Switch } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SortSelect } from '../../../components/filters/list-filter-parts.js';
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
      <Input
        className="link-filter-search"
        prefix={<SearchOutlined aria-hidden="true" />}
        placeholder={t('filters.search')}
        aria-label={t('filters.search')}
        value={filters.search ?? ''}
        onChange={(event) => set({ search: event.target.value })}
        allowClear
        maxLength={100}
      />
      <Select
        className="link-filter-status"
        aria-label={t('filters.status')}
        placeholder={t('filters.allStatuses')}
        allowClear
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
      {isCompact ? (
        <SortSelect
          sort={sort}
          choices={SORTS}
          label={t('filters.sort')}
          labelOf={(choice) => t(`filters.sorts.${choice}`)}
          onChange={onSortChange}
        />
      ) : null}
      {narrowsSubFirms(filters) ? (
        <Button type="link" icon={<CloseOutlined />} onClick={() => onChange({})}>
          {t('filters.clear')}
        </Button>
      ) : null}
    </search>
  );
}
