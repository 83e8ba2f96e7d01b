import type { CurrencyCode, ErpReportDefinition, ErpReportKind, ReportFirmOption } from '@tahsilat/domain';
import { CURRENCY_CODES } from '@tahsilat/domain/pricing';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input.js';
import { DateRangeFilter } from '../../../components/filters/date-range-filter.js';
import { NativeSelect } from '../../../components/native-select.js';
import { ReportFirmSelect } from '../../reports/report-firms.js';
import { offeredYears, type ReportParameters } from '../erp-report-query.js';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="erp-param">
      <span className="erp-param-label" aria-hidden>
        {label}
      </span>
      {children}
    </div>
  );
}

/**
 * The chosen report's form, built from the picker's parameters: the firm (all dealers when empty, shown to a main
 * firm's user only), a day, a period (one range for dateFrom and dateTo), the currency and the year. A change
 * asks again at once.
 */
export function ReportParameterForm({
  report,
  definition,
  parameters,
  firms,
  onChange,
}: {
  report: ErpReportKind;
  definition: ErpReportDefinition;
  parameters: ReportParameters;
  firms: ReportFirmOption[];
  onChange: (parameters: ReportParameters) => void;
}) {
  const { t } = useTranslation('erpreport');
  const set = (patch: Partial<ReportParameters>) => onChange({ ...parameters, ...patch });
  const names = new Set(definition.parameters.map((parameter) => parameter.name));
  const fields = definition.parameters.flatMap((parameter): ReactNode[] => {
    switch (parameter.kind) {
      case 'firm':
        return firms.length < 2
          ? []
          : [
              <Field key="firm" label={t('parameters.firmId')}>
                <ReportFirmSelect
                  className="erp-param-firm"
                  firms={firms}
                  value={parameters.firmId}
                  allLabel={t('parameters.allFirms')}
                  onChange={(firmId) => set({ firmId })}
                />
              </Field>,
            ];
      case 'date': {
        if (parameter.name === 'dateTo') {
          return [];
        }
        if (parameter.name === 'dateFrom' && names.has('dateTo')) {
          return [
            <Field key="period" label={t('parameters.period')}>
              <DateRangeFilter
                className="erp-param-period"
                from={parameters.dateFrom}
                to={parameters.dateTo}
                label={t('parameters.period')}
                placeholders={[t('parameters.from'), t('parameters.to')]}
                required
                onChange={(dateFrom, dateTo) => {
                  if (dateFrom && dateTo) {
                    set({ dateFrom, dateTo });
                  }
                }}
              />
            </Field>,
          ];
        }
        const label = t(report === 'tenor' ? 'parameters.tenorAsOf' : 'parameters.asOf');
        return [
          <Field key={parameter.name} label={label}>
            <DateInput
              className="erp-param-date"
              label={label}
              value={parameters.asOf}
              required
              onChange={(asOf) => {
                if (asOf) {
                  set({ asOf });
                }
              }}
            />
          </Field>,
        ];
      }
      case 'currency':
        return [
          <Field key="currency" label={t('parameters.currency')}>
            <NativeSelect<CurrencyCode>
              className="erp-param-small"
              label={t('parameters.currency')}
              value={parameters.currency}
              onChange={(currency) => currency && set({ currency })}
              options={CURRENCY_CODES.map((code) => ({ value: code, label: code }))}
            />
          </Field>,
        ];
      case 'year':
        return [
          <Field key="year" label={t('parameters.year')}>
            <NativeSelect<number>
              className="erp-param-small"
              label={t('parameters.year')}
              value={parameters.year}
              onChange={(year) => year !== undefined && set({ year })}
              options={offeredYears().map((year) => ({ value: year, label: String(year) }))}
            />
          </Field>,
        ];
      default:
        return [];
    }
  });
  return (
    <search className="erp-params" aria-label={t('parameters.label')}>
      {fields}
    </search>
  );
}
