import { CloseOutlined, FilterOutlined, SearchOutlined } from '@ant-design/icons';
import type { ReportFirmOption } from '@tahsilat/domain';
import { MOVEMENT_DOCUMENT_TYPES } from '@tahsilat/domain/pricing';
import { Badge, Button, DatePicker, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrencyFilter } from '../../../components/currency-filter.js';
import { dayjs } from '../../../lib/dates.js';
import { ReportFirmSelect } from '../../reports/report-firms.js';
import { defaultFilters, narrowsRows, type StatementFilters } from '../statement-query.js';

const ISO = 'YYYY-MM-DD';

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
  const [isOpen, setIsOpen] = useState(false);
  const chosen = [filters.documentTypes.length > 0, filters.currency].filter(Boolean).length;
  const showsAll = !isCompact || isOpen;

  return (
    <search className="statement-filters">
      <ReportFirmSelect
        className="statement-filter-firm"
        firms={firms}
        value={filters.firmId}
        onChange={(firmId) => set({ firmId })}
      />
      <DatePicker.RangePicker
        className="statement-filter-dates"
        aria-label={t('filters.period')}
        placeholder={[t('filters.from'), t('filters.to')]}
        format="DD.MM.YYYY"
        inputReadOnly={isCompact}
        allowClear={false}
        value={[dayjs(filters.dateFrom, ISO), dayjs(filters.dateTo, ISO)]}
        onChange={(range) => {
          const [from, to] = range ?? [];
          if (from && to) {
            set({ dateFrom: from.format(ISO), dateTo: to.format(ISO) });
          }
        }}
      />
      <Input
        className="statement-filter-search"
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
            className="statement-filter-types"
            mode="multiple"
            maxTagCount="responsive"
            aria-label={t('filters.types')}
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
        </>
      ) : null}
      {narrowsRows(filters) ? (
        <Button
          type="link"
          icon={<CloseOutlined />}
          onClick={() =>
            onChange({
              ...defaultFilters(),
              firmId: filters.firmId,
              dateFrom: filters.dateFrom,
              dateTo: filters.dateTo,
            })
          }
        >
          {t('filters.clear')}
        </Button>
      ) : null}
    </search>
  );
}
