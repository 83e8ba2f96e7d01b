import { CloseOutlined } from '@ant-design/icons';
import type { ReportFirmOption } from '@tahsilat/domain';
import { COLLECTION_CHANNELS, COLLECTION_HISTORY_STATUSES } from '@tahsilat/domain/pricing';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/filters/date-range-filter.js';
import {
  AmountRange,
  AmountRangeError,
  ChoiceFilter,
  FilterFold,
  SearchFilter,
  SortSelect,
} from '../../../components/filters/list-filter-parts.js';
import { ReportFirmSelect } from '../../reports/report-firms.js';
import {
  defaultHistoryFilters,
  differsFromDefault,
  type HistoryFilters,
  type HistorySort,
} from '../history-query.js';

const SORTS = ['createdAt-desc', 'createdAt-asc', 'amount-desc', 'amount-asc'] as const;

/**
 * Text, period, status, channel, bank, firm (a main firm's user) and amount range; on a phone the search stays in
 * view, the rest folds under a button that counts them, and the order is chosen here (no column headers).
 */
export function HistoryFilterBar({
  filters,
  firms,
  banks,
  sort,
  isCompact,
  onChange,
  onSortChange,
}: {
  filters: HistoryFilters;
  firms: ReportFirmOption[];
  banks: { id: number; name: string }[];
  sort: HistorySort;
  isCompact: boolean;
  onChange: (filters: HistoryFilters) => void;
  onSortChange: (sort: HistorySort) => void;
}) {
  const { t } = useTranslation('history');
  const set = (patch: Partial<HistoryFilters>) => onChange({ ...filters, ...patch });
  const chosen = [
    filters.status,
    filters.channel,
    filters.bankId,
    filters.firmId,
    filters.amountMin || filters.amountMax,
  ].filter(Boolean).length;

  return (
    <search className="link-filters history-filters">
      <SearchFilter
        label={t('filters.search')}
        value={filters.search}
        onChange={(search) => set({ search })}
      />
      <DateRangeFilter
        from={filters.dateFrom}
        to={filters.dateTo}
        label={t('filters.period')}
        placeholders={[t('filters.from'), t('filters.to')]}
        onChange={(dateFrom, dateTo) => set({ dateFrom, dateTo })}
      />
      <FilterFold isCompact={isCompact} chosen={chosen} label={t('filters.more')}>
        <ReportFirmSelect
          className="history-filter-firm"
          firms={firms}
          allLabel={t('filters.allFirms')}
          value={filters.firmId}
          onChange={(firmId) => set({ firmId })}
        />
        <ChoiceFilter
          className="history-filter-select"
          label={t('filters.status')}
          allLabel={t('filters.allStatuses')}
          value={filters.status}
          onChange={(status) => set({ status })}
          options={COLLECTION_HISTORY_STATUSES.map((status) => ({
            value: status,
            label: t(`status.${status}`),
          }))}
        />
        <ChoiceFilter
          className="history-filter-select"
          label={t('filters.channel')}
          allLabel={t('filters.allChannels')}
          value={filters.channel}
          onChange={(channel) => set({ channel })}
          options={COLLECTION_CHANNELS.map((channel) => ({
            value: channel,
            label: t(`channel.${channel}`),
          }))}
        />
        {banks.length > 1 ? (
          <ChoiceFilter
            className="history-filter-select"
            label={t('filters.bank')}
            allLabel={t('filters.allBanks')}
            value={filters.bankId}
            onChange={(bankId) => set({ bankId })}
            options={banks.map((bank) => ({ value: bank.id, label: bank.name }))}
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
      {differsFromDefault(filters) ? (
        // The brand colour: a plain link button takes Ant Design's lighter link blue, under 4.5:1 on white.
        <Button
          color="primary"
          variant="link"
          icon={<CloseOutlined />}
          onClick={() => onChange(defaultHistoryFilters())}
        >
          {t('filters.clear')}
        </Button>
      ) : null}
      <AmountRangeError min={filters.amountMin} max={filters.amountMax} text={t('filters.amountInvalid')} />
    </search>
  );
}
