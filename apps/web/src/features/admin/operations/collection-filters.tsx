import type { CollectionStatus } from '@tahsilat/domain';
import { Switch } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/filters/date-range-filter.js';
import {
  AmountRange,
  ChoiceFilter,
  ClearFilters,
  SearchFilter,
} from '../../../components/filters/list-filter-parts.js';
import { FirmFilter } from './firm-filter.js';
import { type CollectionFilters, EMPTY_COLLECTION_FILTERS, narrows } from './ops-query.js';
// The list pages' on/off filter (sub-firms, stocks) and its look.
import '../../../styles/sub-firms.css';

/** The history's statuses (the domain's COLLECTION_HISTORY_STATUSES, listed here so the page does not load zod). */
const STATUSES: readonly CollectionStatus[] = [
  'success',
  'partially_refunded',
  'refunded',
  'voided',
  'pending',
  'failed',
];

/** Search (order, reference, the card's last four digits, payer), firm, status, days, amount and late charges. */
export function CollectionFilterBar({
  filters,
  onChange,
}: {
  filters: CollectionFilters;
  onChange: (filters: CollectionFilters) => void;
}) {
  const { t } = useTranslation('adminops');
  const { t: th } = useTranslation('history');
  const lateId = useId();
  const set = (patch: Partial<CollectionFilters>) => onChange({ ...filters, ...patch });
  return (
    <search className="link-filters ops-filters">
      <SearchFilter
        label={t('collections.search')}
        value={filters.search}
        onChange={(search) => set({ search })}
      />
      <FirmFilter value={filters.firmId} onChange={(firmId) => set({ firmId })} />
      <ChoiceFilter<CollectionStatus>
        className="ops-filter-status"
        label={t('filters.status')}
        allLabel={t('filters.allStatuses')}
        value={filters.status}
        options={STATUSES.map((status) => ({ value: status, label: th(`status.${status}`) }))}
        onChange={(status) => set({ status })}
      />
      <DateRangeFilter
        from={filters.dateFrom}
        to={filters.dateTo}
        label={t('filters.period')}
        placeholders={[t('filters.from'), t('filters.to')]}
        onChange={(dateFrom, dateTo) => set({ dateFrom, dateTo })}
      />
      <AmountRange
        min={filters.amountMin}
        max={filters.amountMax}
        labels={{
          min: t('filters.amountMin'),
          max: t('filters.amountMax'),
          invalid: t('filters.amountInvalid'),
        }}
        onChange={(range) => set(range)}
      />
      <span className="sub-firm-switch">
        <Switch
          id={lateId}
          size="small"
          checked={filters.late === 'true'}
          onChange={(isOn) => set({ late: isOn ? 'true' : undefined })}
        />
        <label htmlFor={lateId}>{t('filters.lateOnly')}</label>
      </span>
      <ClearFilters
        isShown={narrows(filters)}
        label={t('filters.clear')}
        onClear={() => onChange(EMPTY_COLLECTION_FILTERS)}
      />
    </search>
  );
}
