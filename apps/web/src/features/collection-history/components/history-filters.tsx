import { CloseOutlined, FilterOutlined, SearchOutlined } from '@ant-design/icons';
import type { ReportFirmOption } from '@tahsilat/domain';
import { COLLECTION_CHANNELS, COLLECTION_HISTORY_STATUSES } from '@tahsilat/domain/pricing';
import { Badge, Button, DatePicker, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountRange, AmountRangeError, SortSelect } from '../../../components/filters/list-filter-parts.js';
import { dayjs } from '../../../lib/dates.js';
import { ReportFirmSelect } from '../../reports/report-firms.js';
import {
  defaultHistoryFilters,
  differsFromDefault,
  type HistoryFilters,
  type HistorySort,
} from '../history-query.js';

const ISO = 'YYYY-MM-DD';
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
  const [isOpen, setIsOpen] = useState(false);
  const chosen = [
    filters.status,
    filters.channel,
    filters.bankId,
    filters.firmId,
    filters.amountMin || filters.amountMax,
  ].filter(Boolean).length;
  const showsAll = !isCompact || isOpen;

  return (
    <search className="link-filters history-filters">
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
      <DatePicker.RangePicker
        className="link-filter-dates"
        aria-label={t('filters.period')}
        placeholder={[t('filters.from'), t('filters.to')]}
        format="DD.MM.YYYY"
        inputReadOnly={isCompact}
        allowEmpty={[true, true]}
        value={[
          filters.dateFrom ? dayjs(filters.dateFrom, ISO) : null,
          filters.dateTo ? dayjs(filters.dateTo, ISO) : null,
        ]}
        onChange={(range) =>
          set({
            dateFrom: range?.[0]?.format(ISO) ?? undefined,
            dateTo: range?.[1]?.format(ISO) ?? undefined,
          })
        }
      />
      {isCompact ? (
        <Badge count={chosen} size="small">
          <Button icon={<FilterOutlined />} aria-expanded={isOpen} onClick={() => setIsOpen(!isOpen)}>
            {t('filters.more')}
          </Button>
        </Badge>
      ) : null}
      {showsAll ? (
        <>
          <ReportFirmSelect
            className="history-filter-firm"
            firms={firms}
            allLabel={t('filters.allFirms')}
            value={filters.firmId}
            onChange={(firmId) => set({ firmId })}
          />
          <Select
            className="history-filter-select"
            aria-label={t('filters.status')}
            placeholder={t('filters.allStatuses')}
            allowClear
            value={filters.status}
            onChange={(status) => set({ status })}
            options={COLLECTION_HISTORY_STATUSES.map((status) => ({
              value: status,
              label: t(`status.${status}`),
            }))}
          />
          <Select
            className="history-filter-select"
            aria-label={t('filters.channel')}
            placeholder={t('filters.allChannels')}
            allowClear
            value={filters.channel}
            onChange={(channel) => set({ channel })}
            options={COLLECTION_CHANNELS.map((channel) => ({
              value: channel,
              label: t(`channel.${channel}`),
            }))}
          />
          {banks.length > 1 ? (
            <Select
              className="history-filter-select"
              aria-label={t('filters.bank')}
              placeholder={t('filters.allBanks')}
              allowClear
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
          {isCompact ? (
            <SortSelect
              sort={sort}
              choices={SORTS}
              label={t('filters.sort')}
              labelOf={(choice) => t(`filters.sorts.${choice}`)}
              onChange={onSortChange}
            />
          ) : null}
        </>
      ) : null}
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
