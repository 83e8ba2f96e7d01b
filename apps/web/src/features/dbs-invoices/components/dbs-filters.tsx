import { CloseOutlined } from '@ant-design/icons';
import type { DbsBankCard, ReportFirmOption } from '@tahsilat/domain';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/filters/date-range-filter.js';
import { ChoiceFilter, FilterFold } from '../../../components/filters/list-filter-parts.js';
import { ReportFirmSelect } from '../../reports/report-firms.js';
import { DBS_FILTER_STATUSES, type DbsFilters, narrowsDbs } from '../dbs-query.js';

/** Firm (a main firm's user), due range, bank and state; on a phone the last two fold under a button. */
export function DbsFilterBar({
  filters,
  firms,
  banks,
  isCompact,
  onChange,
}: {
  filters: DbsFilters;
  firms: ReportFirmOption[];
  banks: Pick<DbsBankCard, 'bankCode' | 'bankName'>[];
  isCompact: boolean;
  onChange: (filters: DbsFilters) => void;
}) {
  const { t } = useTranslation('dbs');
  const set = (patch: Partial<DbsFilters>) => onChange({ ...filters, ...patch });
  const chosen = [filters.bankCode, filters.status !== undefined].filter(Boolean).length;
  return (
    <search className="link-filters dbs-filters">
      <ReportFirmSelect
        className="dbs-filter-firm"
        firms={firms}
        allLabel={t('filters.allFirms')}
        value={filters.firmId}
        onChange={(firmId) => set({ firmId })}
      />
      <DateRangeFilter
        from={filters.dueFrom}
        to={filters.dueTo}
        label={t('filters.due')}
        placeholders={[t('filters.dueFrom'), t('filters.dueTo')]}
        onChange={(dueFrom, dueTo) => set({ dueFrom, dueTo })}
      />
      <FilterFold isCompact={isCompact} chosen={chosen} label={t('filters.more')}>
        <ChoiceFilter
          className="dbs-filter-select"
          label={t('filters.bank')}
          allLabel={t('filters.allBanks')}
          value={filters.bankCode}
          onChange={(bankCode) => set({ bankCode })}
          options={banks.map((bank) => ({ value: bank.bankCode, label: bank.bankName }))}
        />
        <ChoiceFilter
          className="dbs-filter-select"
          label={t('filters.status')}
          allLabel={t('filters.allStatuses')}
          value={filters.status}
          onChange={(status) => set({ status })}
          options={DBS_FILTER_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        />
      </FilterFold>
      {narrowsDbs(filters) ? (
        <Button
          color="primary"
          variant="link"
          icon={<CloseOutlined />}
          onClick={() => onChange({ firmId: filters.firmId })}
        >
          {t('filters.clear')}
        </Button>
      ) : null}
    </search>
  );
}
