import type { PaymentRequestCreateOptions } from '@tahsilat/domain';
import { PAYMENT_REQUEST_STATUSES } from '@tahsilat/domain/pricing';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/filters/date-range-filter.js';
import {
  AmountRange,
  AmountRangeError,
  ChoiceFilter,
  ClearFilters,
  FilterFold,
  SearchFilter,
  SortSelect,
} from '../../../components/filters/list-filter-parts.js';
import { hasActiveFilters, type LinkFilters, type LinkSort } from '../list-query.js';

const SORTS = [
  'createdAt-desc',
  'createdAt-asc',
  'amount-desc',
  'amount-asc',
  'validityDate-asc',
  'validityDate-desc',
] as const;

/** Search, status, created dates, firm and amount range; on a phone also the order (no column headers). */
export function LinkFilterBar({
  filters,
  firms,
  sort,
  isCompact,
  onChange,
  onSortChange,
}: {
  filters: LinkFilters;
  firms: PaymentRequestCreateOptions['firms'];
  sort: LinkSort;
  isCompact: boolean;
  onChange: (filters: LinkFilters) => void;
  onSortChange: (sort: LinkSort) => void;
}) {
  const { t } = useTranslation('links');
  const set = (patch: Partial<LinkFilters>) => onChange({ ...filters, ...patch });
  // What the phone's fold button counts.
  const chosen = [
    filters.status,
    filters.createdFrom || filters.createdTo,
    filters.firmId,
    filters.amountMin || filters.amountMax,
  ].filter(Boolean).length;

  return (
    <search className="link-filters">
      <SearchFilter
        label={t('filters.search')}
        value={filters.search}
        onChange={(search) => set({ search })}
      />
      <FilterFold isCompact={isCompact} chosen={chosen} label={t('filters.more')}>
        <ChoiceFilter
          className="link-filter-status"
          label={t('filters.status')}
          allLabel={t('filters.allStatuses')}
          value={filters.status}
          onChange={(status) => set({ status })}
          options={PAYMENT_REQUEST_STATUSES.map((status) => ({
            value: status,
            label: t(`status.${status}`),
          }))}
        />
        <DateRangeFilter
          from={filters.createdFrom}
          to={filters.createdTo}
          label={t('filters.created')}
          placeholders={[t('filters.createdFrom'), t('filters.createdTo')]}
          onChange={(createdFrom, createdTo) => set({ createdFrom, createdTo })}
        />
        {firms.length > 1 ? (
          <ChoiceFilter
            className="link-filter-firm"
            label={t('filters.firm')}
            allLabel={t('filters.allFirms')}
            value={filters.firmId}
            onChange={(firmId) => set({ firmId })}
            options={firms.map((firm) => ({ value: firm.id, label: firm.name }))}
          />
        ) : null}
        <AmountRange
          min={filters.amountMin}
          max={filters.amountMax}
          labels={{
            min: t('filters.amountMin'),
            max: t('filters.amountMax'),
            invalid: t('filters.amountInvalid'),
          }}
          onChange={set}
        />
        <SortSelect
          isCompact={isCompact}
          sort={sort}
          choices={SORTS}
          label={t('filters.sort')}
          labelOf={(choice) => t(`filters.sorts.${choice}`)}
          onChange={onSortChange}
        />
      </FilterFold>
      <ClearFilters
        isShown={hasActiveFilters(filters)}
        label={t('filters.clear')}
        onClear={() => onChange({})}
      />
      <AmountRangeError min={filters.amountMin} max={filters.amountMax} text={t('filters.amountInvalid')} />
    </search>
  );
}
