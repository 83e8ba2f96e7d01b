import type { ReportFirmOption } from '@tahsilat/domain';
import { MOVEMENT_DOCUMENT_TYPES } from '@tahsilat/domain/pricing';
import { useTranslation } from 'react-i18next';
import { CurrencyFilter } from '../../../components/currency-filter.js';
import { DateRangeFilter } from '../../../components/filters/date-range-filter.js';
import { ClearFilters, FilterFold, SearchFilter } from '../../../components/filters/list-filter-parts.js';
import { LazySelect } from '../../../components/lazy-select.js';
import { ReportFirmSelect } from '../../reports/report-firms.js';
import { defaultFilters, narrowsRows, type StatementFilters } from '../statement-query.js';

/** Firm (a main firm's user), period, document types, currency and text; on a phone the rest folds away. */
export function StatementFilterBar({
  filters,
  firms,
  isCompact,
  onChange,
}: {
  filters: StatementFilters;
  firms: ReportFirmOption[];
  isCompact: boolean;
  onChange: (filters: StatementFilters) => void;
}) {
  const { t } = useTranslation('statement');
  const set = (patch: Partial<StatementFilters>) => onChange({ ...filters, ...patch });
  const chosen = [filters.documentTypes.length > 0, filters.currency].filter(Boolean).length;

  return (
    <search className="statement-filters">
      <ReportFirmSelect
        className="statement-filter-firm"
        firms={firms}
        value={filters.firmId}
        onChange={(firmId) => set({ firmId })}
      />
      <DateRangeFilter
        className="statement-filter-dates"
        from={filters.dateFrom}
        to={filters.dateTo}
        label={t('filters.period')}
        placeholders={[t('filters.from'), t('filters.to')]}
        required
        onChange={(dateFrom, dateTo) => {
          if (dateFrom && dateTo) {
            set({ dateFrom, dateTo });
          }
        }}
      />
      <SearchFilter
        className="statement-filter-search"
        label={t('filters.search')}
        value={filters.search}
        onChange={(search) => set({ search })}
      />
      <FilterFold isCompact={isCompact} chosen={chosen} label={t('filters.more')}>
        <LazySelect
          className="statement-filter-types"
          mode="multiple"
          maxTagCount="responsive"
          label={t('filters.types')}
          placeholder={t('filters.allTypes')}
          allowClear
          value={filters.documentTypes}
          onChange={(documentTypes) => set({ documentTypes })}
          options={MOVEMENT_DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        />
        <CurrencyFilter
          label={t('filters.currency')}
          placeholder={t('filters.allCurrencies')}
          value={filters.currency}
          onChange={(currency) => set({ currency })}
        />
      </FilterFold>
      <ClearFilters
        isShown={narrowsRows(filters)}
        label={t('filters.clear')}
        onClear={() =>
          onChange({
            ...defaultFilters(),
            firmId: filters.firmId,
            dateFrom: filters.dateFrom,
            dateTo: filters.dateTo,
          })
        }
      />
    </search>
  );
}
