import type { AuditLogFilters, AuditOutcome } from '@tahsilat/domain';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/filters/date-range-filter.js';
import { ChoiceFilter, ClearFilters, SearchFilter } from '../../../components/filters/list-filter-parts.js';
import { type AuditFilters, EMPTY_AUDIT_FILTERS, eventKey, narrowsAudit } from './audit-query.js';

/** The outcomes (the domain's AUDIT_OUTCOMES, listed here so the page does not load zod). */
const OUTCOMES: readonly AuditOutcome[] = ['success', 'failure'];

/** Who, what, the outcome, when, and a text for the object or the address it came from. */
export function AuditFilterBar({
  filters,
  options,
  onChange,
}: {
  filters: AuditFilters;
  options: AuditLogFilters | undefined;
  onChange: (filters: AuditFilters) => void;
}) {
  const { t } = useTranslation('adminaudit');
  const set = (patch: Partial<AuditFilters>) => onChange({ ...filters, ...patch });
  return (
    <search className="link-filters audit-filters">
      <SearchFilter
        label={t('filters.search')}
        value={filters.search}
        onChange={(search) => set({ search })}
      />
      <DateRangeFilter
        from={filters.from}
        to={filters.to}
        label={t('filters.period')}
        placeholders={[t('filters.from'), t('filters.to')]}
        onChange={(from, to) => set({ from, to })}
      />
      <ChoiceFilter
        className="audit-filter-select"
        label={t('filters.user')}
        allLabel={t('filters.allUsers')}
        value={filters.userId}
        options={(options?.users ?? []).map((user) => ({
          value: user.id,
          label: `${user.name} (${user.email})`,
        }))}
        onChange={(userId) => set({ userId })}
      />
      <ChoiceFilter
        className="audit-filter-select"
        label={t('filters.event')}
        allLabel={t('filters.allEvents')}
        value={filters.event}
        options={(options?.events ?? []).map((event) => ({
          value: event,
          label: t(eventKey(event), { defaultValue: event }),
        }))}
        onChange={(event) => set({ event })}
      />
      <ChoiceFilter<AuditOutcome>
        className="audit-filter-outcome"
        label={t('filters.outcome')}
        allLabel={t('filters.allOutcomes')}
        value={filters.outcome}
        options={OUTCOMES.map((outcome) => ({ value: outcome, label: t(`outcomes.${outcome}`) }))}
        onChange={(outcome) => set({ outcome })}
      />
      <ClearFilters
        isShown={narrowsAudit(filters)}
        label={t('filters.clear')}
        onClear={() => onChange(EMPTY_AUDIT_FILTERS)}
      />
    </search>
  );
}
