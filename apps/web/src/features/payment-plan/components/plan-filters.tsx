import { CloseOutlined } from '@ant-design/icons';
import type { ReportFirmOption } from '@tahsilat/domain';
import { PLAN_SCOPES } from '@tahsilat/domain/pricing';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { CurrencyFilter } from '../../../components/currency-filter.js';
import { DateRangeFilter } from '../../../components/filters/date-range-filter.js';
import { ChoiceGroup } from '../../../components/form/choice-group.js';
import { ReportFirmSelect } from '../../reports/report-firms.js';
import { DEFAULT_PLAN_FILTERS, type PlanFilters } from '../plan-query.js';

/** Firm (a main firm's user), which lines, due range and currency. */
export function PlanFilterBar({
  filters,
  firms,
  onChange,
}: {
  filters: PlanFilters;
  firms: ReportFirmOption[];
  onChange: (filters: PlanFilters) => void;
}) {
  const { t } = useTranslation('plan');
  const set = (patch: Partial<PlanFilters>) => onChange({ ...filters, ...patch });
  const narrowed = filters.lines !== 'open' || filters.dueFrom || filters.dueTo || filters.currency;
  return (
    <search className="statement-filters">
      <ReportFirmSelect
        className="statement-filter-firm"
        firms={firms}
        value={filters.firmId}
        onChange={(firmId) => set({ firmId })}
      />
      <ChoiceGroup
        legend={t('filters.lines')}
        isLegendHidden
        isCompact
        value={filters.lines}
        onChange={(lines) => set({ lines })}
        choices={PLAN_SCOPES.map((scope) => ({ value: scope, label: t(`filters.${scope}`) }))}
      />
      <DateRangeFilter
        className="statement-filter-dates"
        from={filters.dueFrom}
        to={filters.dueTo}
        label={t('filters.due')}
        placeholders={[t('filters.dueFrom'), t('filters.dueTo')]}
        onChange={(dueFrom, dueTo) => set({ dueFrom, dueTo })}
      />
      <CurrencyFilter
        label={t('filters.currency')}
        placeholder={t('filters.allCurrencies')}
        value={filters.currency}
        onChange={(currency) => set({ currency })}
      />
      {narrowed ? (
        <Button
          type="link"
          icon={<CloseOutlined />}
          onClick={() => onChange({ ...DEFAULT_PLAN_FILTERS, firmId: filters.firmId })}
        >
          {t('filters.clear')}
        </Button>
      ) : null}
    </search>
  );
}
