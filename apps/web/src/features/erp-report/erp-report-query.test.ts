import { ERP_REPORT_DEFINITIONS, ERP_REPORT_QUERIES, type ErpReportChart } from '@tahsilat/domain';
import { describe, expect, it } from 'vitest';
import {
  chartDomain,
  daysText,
  defaultParameters,
  hasChartFigures,
  offeredYears,
  percentText,
  reportFromSearch,
  reportMoney,
  signedAmountText,
  toReportQuery,
} from './erp-report-query.js';

const TODAY = new Date(2026, 10, 22);
const definition = (key: string) => {
  const found = ERP_REPORT_DEFINITIONS.find((report) => report.key === key);
  if (!found) {
    throw new Error(key);
  }
  return found;
};

describe('toReportQuery', () => {
  it("sends each report only the parameters its definition names, and the server's schema accepts them", () => {
    const parameters = { ...defaultParameters(TODAY), firmId: '7f0c1a52-52f5-4a7e-9a53-5d1d3b1c2e11' };
    const aging = toReportQuery(definition('aging'), parameters);
    expect(aging).toEqual({ firmId: parameters.firmId, asOf: '2026-11-22', currency: 'TRY' });
    expect(toReportQuery(definition('position'), parameters)).toEqual({
      firmId: parameters.firmId,
      dateFrom: '2026-01-01',
      dateTo: '2026-12-31',
    });
    expect(toReportQuery(definition('collections'), parameters)).toMatchObject({ year: '2026' });
    for (const report of ERP_REPORT_DEFINITIONS) {
      expect(ERP_REPORT_QUERIES[report.key].safeParse(toReportQuery(report, parameters)).success).toBe(true);
    }
  });

  it('leaves all dealers out of the query (no firmId)', () => {
    expect(toReportQuery(definition('tenor'), defaultParameters(TODAY))).not.toHaveProperty('firmId');
  });
});

describe('the page state', () => {
  it('reads the report from the address, the aging report otherwise', () => {
    expect(reportFromSearch(new URLSearchParams('report=tenor'))).toBe('tenor');
    expect(reportFromSearch(new URLSearchParams('report=nope'))).toBe('aging');
    expect(reportFromSearch(new URLSearchParams())).toBe('aging');
  });

  it('offers this year and the five before it', () => {
    expect(offeredYears(TODAY)).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
  });
});

describe('figures in Turkish', () => {
  it('writes signed sums exactly, days and percentages with a decimal comma', () => {
    expect(signedAmountText('-1250.5')).toBe('-1.250,50');
    expect(signedAmountText('12345678901234567890.10')).toBe('12.345.678.901.234.567.890,10');
    expect(signedAmountText(null)).toBe('—');
    expect(daysText('45.50')).toBe('45,50');
    expect(daysText(null)).toBe('—');
    expect(percentText('85.25', 'tr')).toBe('%85,25');
    expect(percentText('85.00', 'tr')).toBe('%85,00');
    expect(percentText(null, 'tr')).toBe('—');
    expect(reportMoney('1250.5', 'TRY')).toBe('1.250,50 TL');
    expect(reportMoney('-300.00', 'USD')).toBe('-300,00 USD');
    expect(reportMoney(null, 'TRY')).toBe('—');
  });
});

describe('figures in other languages', () => {
  it('writes a percentage as the language does: "85.25%" in English, not the Turkish "%85,25"', () => {
    expect(percentText('85.25', 'en')).toBe('85.25%');
    expect(percentText('12.5', 'zh')).toBe('12.5%');
    expect(percentText('12.5', 'it')).toBe('12,5%');
  });
});

describe('chartDomain', () => {
  const chart = (series: string[][]): ErpReportChart => ({
    series: series.map((values, index) => ({
      key: `s${index}`,
      label: `S${index}`,
      points: values.map((y, x) => ({ x: String(x), label: String(x), y })),
    })),
  });

  it('spans the lowest and highest bar with 0 inside', () => {
    expect(
      chartDomain(
        chart([
          ['100.00', '250.50'],
          ['-40.00', '10.00'],
        ]),
        false,
      ),
    ).toEqual([-40, 250.5]);
  });

  it('stacks the columns for a stacked chart', () => {
    expect(
      chartDomain(
        chart([
          ['100.00', '0.00'],
          ['50.00', '20.00'],
        ]),
        true,
      ),
    ).toEqual([0, 150]);
  });

  it('keeps an empty chart drawable and tells it apart', () => {
    const empty = chart([['0.00', '0.00']]);
    expect(chartDomain(empty, false)).toEqual([0, 1]);
    expect(hasChartFigures(empty)).toBe(false);
    expect(hasChartFigures(chart([['0.00', '0.01']]))).toBe(true);
  });
});
