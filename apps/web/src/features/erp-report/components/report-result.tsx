import type { ErpReportDefinition } from '@tahsilat/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { EmptyNote } from '../../../components/panel.js';
import { formatDay, formatDecimal } from '../../../lib/format.js';
import type { ReportResult } from '../api.js';
import { daysText, hasChartFigures, reportMoney } from '../erp-report-query.js';
import { agingView, positionView } from './aging-position-views.js';
import type { ChartTexts } from './report-chart.js';
import { ReportChart } from './report-chart.js';
import { ReportRows, type ReportView } from './report-rows.js';
import { collectionsView, monthNames, tenorView } from './tenor-collections-views.js';

/** The line under the picker: what the figures are as of, in which period. */
function noteOf(result: ReportResult, t: TFunction, language: string): string {
  switch (result.key) {
    case 'aging':
      return t('notes.aging', { asOf: formatDay(result.data.asOf) });
    case 'position':
      return t('notes.position', {
        from: formatDay(result.data.dateFrom),
        to: formatDay(result.data.dateTo),
        count: result.data.totals.overLimitCount,
      });
    case 'tenor': {
      const { data } = result;
      const period = t('notes.tenor', {
        from: formatDay(data.dateFrom),
        to: formatDay(data.dateTo),
        asOf: formatDay(data.asOf),
      });
      return data.lateInterestRate === null
        ? period
        : `${period} ${t('notes.tenorInterest', { rate: formatDecimal(data.lateInterestRate, language) })}`;
    }
    case 'collections':
      return t('notes.collections', { year: result.data.year });
  }
}

// biome-ignore lint/suspicious/noExplicitAny: the four views have their own row types; the page only passes them on.
function viewOf(result: ReportResult, t: TFunction, language: string): ReportView<any> {
  switch (result.key) {
    case 'aging':
      return agingView(result.data, t, language);
    case 'position':
      return positionView(result.data, t, language);
    case 'tenor':
      return tenorView(result.data, t, language);
    case 'collections':
      return collectionsView(result.data, t, language);
  }
}

/** The chart's words: series and points in the interface's language, values exact from the server's strings. */
function chartTexts(result: ReportResult, t: TFunction, language: string): ChartTexts {
  const currency = result.key === 'position' ? 'TRY' : result.data.currency;
  const months = monthNames(language);
  const monthOf = (x: string) => Number(x.slice(5, 7)) - 1;
  const isFirmChart = result.key === 'position' || result.key === 'tenor';
  return {
    title: t(`chart.${result.key}`),
    tableCaption: t('chart.tableCaption'),
    pointHeader: isFirmChart ? t('columns.firm') : t('chart.point'),
    seriesLabel: (key, fallback) =>
      t(result.key === 'collections' ? `channels.${key}` : `chart.series.${key}`, { defaultValue: fallback }),
    pointLabel: (point) => {
      if (result.key === 'aging') {
        return t(`columns.${point.x}`, { defaultValue: point.label });
      }
      if (result.key === 'collections') {
        return `${months[monthOf(point.x)] ?? point.label} ${point.x.slice(0, 4)}`;
      }
      return `${point.x} · ${point.label}`;
    },
    tickLabel: (point) => {
      if (result.key === 'aging') {
        return t(`columns.${point.x}`, { defaultValue: point.label });
      }
      return result.key === 'collections' ? (months[monthOf(point.x)] ?? point.x) : point.x;
    },
    valueText: (_, y) => (result.key === 'tenor' ? daysText(y) : reportMoney(y, currency)),
  };
}

/** A report's answer: its note, the chart (when it has figures) and the rows with their totals. */
export function ReportFigures({
  result,
  definition,
  isCompact,
  isLoading,
}: {
  result: ReportResult;
  definition: ErpReportDefinition;
  isCompact: boolean;
  isLoading: boolean;
}) {
  const { t, i18n } = useTranslation('erpreport');
  const view = viewOf(result, t, i18n.language);
  const empty = <EmptyNote>{t(`empty.${result.key}`)}</EmptyNote>;
  return (
    <>
      <p className="erp-note" data-testid="erp-note">
        {noteOf(result, t, i18n.language)}{' '}
        {t('notes.currency', { currency: result.key === 'position' ? 'TRY' : result.data.currency })}
      </p>
      {view.rows.length > 0 && hasChartFigures(result.data.chart) ? (
        <ReportChart
          chart={result.data.chart}
          kind={definition.chart}
          width={isCompact ? 360 : 760}
          texts={chartTexts(result, t, i18n.language)}
        />
      ) : null}
      <ReportRows
        view={view}
        label={t('rowsLabel')}
        isCompact={isCompact}
        isLoading={isLoading}
        empty={empty}
      />
    </>
  );
}
