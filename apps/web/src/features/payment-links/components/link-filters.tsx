import { CloseOutlined, FilterOutlined, SearchOutlined } from '@ant-design/icons';
import type { PaymentRequestCreateOptions } from '@tahsilat/domain';
import { PAYMENT_REQUEST_STATUSES } from '@tahsilat/domain/pricing';
import { Badge, Button, DatePicker, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountRange, AmountRangeError, SortSelect } from '../../../components/filters/list-filter-parts.js';
import { dayjs } from '../../../lib/dates.js';
import { hasActiveFilters, type LinkFilters, type LinkSort } from '../list-query.js';

const ISO = 'YYYY-MM-DD';
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
  const [isOpen, setIsOpen] = useState(false);
  // On a phone the search stays in view; the other filters fold under a button that counts them.
  const chosen = [
    filters.status,
    filters.createdFrom || filters.createdTo,
    filters.firmId,
    filters.amountMin || filters.amountMax,
  ].filter(Boolean).length;
  const showsAll = !isCompact || isOpen;

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
      {isCompact ? (
        <Badge count={chosen} size="small">
          <Button icon={<FilterOutlined />} aria-expanded={isOpen} onClick={() => setIsOpen(!isOpen)}>
            {t('filters.more')}
          </Button>
        </Badge>
      ) : null}
      {showsAll ? (
        <>
          <Select
            className="link-filter-status"
            aria-label={t('filters.status')}
            placeholder={t('filters.allStatuses')}
            allowClear
            value={filters.status}
            onChange={(status) => set({ status })}
            options={PAYMENT_REQUEST_STATUSES.map((status) => ({
              value: status,
              label: t(`status.${status}`),
            }))}
          />
          <DatePicker.RangePicker
            className="link-filter-dates"
            aria-label={t('filters.created')}
            placeholder={[t('filters.createdFrom'), t('filters.createdTo')]}
            format="DD.MM.YYYY"
            inputReadOnly={isCompact}
            value={[
              filters.createdFrom ? dayjs(filters.createdFrom, ISO) : null,
              filters.createdTo ? dayjs(filters.createdTo, ISO) : null,
            ]}
            onChange={(range) =>
              set({
                createdFrom: range?.[0]?.format(ISO) ?? undefined,
                createdTo: range?.[1]?.format(ISO) ?? undefined,
              })
            }
            allowEmpty={[true, true]}
          />
          {firms.length > 1 ? (
            <Select
              className="link-filter-firm"
              aria-label={t('filters.firm')}
              placeholder={t('filters.allFirms')}
              allowClear
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
      {hasActiveFilters(filters) ? (
        <Button type="link" icon={<CloseOutlined />} onClick={() => onChange({})}>
          {t('filters.clear')}
        </Button>
      ) : null}
      <AmountRangeError min={filters.amountMin} max={filters.amountMax} text={t('filters.amountInvalid')} />
    </search>
  );
}
