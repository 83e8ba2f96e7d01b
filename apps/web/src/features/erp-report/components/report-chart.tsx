import type { ErpReportChart } from '@tahsilat/domain';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useId } from 'react';
import { chartDomain } from '../erp-report-query.js';

export type ChartKind = 'bar' | 'groupedBar' | 'stackedBar';

/** Each colour ≥ 3:1 against white (WCAG 1.4.11); the aging buckets warm up as lines get older, as on home. */
const SERIES_COLORS = ['#1f4fd1', '#0f7b4f', '#b26a00', '#7a3db8'];
const FALLBACK_COLOR = '#1f4fd1';
const BUCKET_COLORS = ['#1f4fd1', '#b26a00', '#c2410c', '#b42318', '#7a1010'];

const HEIGHT = 260;
const MARGIN = { top: 24, right: 8, bottom: 36, left: 8 };

export interface ChartTexts {
  title: string;
  tableCaption: string;
  pointHeader: string;
  seriesLabel: (key: string, fallback: string) => string;
  pointLabel: (point: { x: string; label: string }) => string;
  /** The x axis's short name of a point (a firm code, a month). */
  tickLabel: (point: { x: string; label: string }) => string;
  valueText: (seriesKey: string, y: string) => string;
}

interface Cell {
  key: string;
  color: string;
  x: number;
  width: number;
  top: number;
  height: number;
}

/**
 * A report's chart as SVG drawn with visx, like the home page's aging chart: one image for screen readers, named
 * by its title and described by every figure; the same figures follow as a table anyone may open.
 */
export function ReportChart({
  chart,
  kind,
  width,
  texts,
}: {
  chart: ErpReportChart;
  kind: ChartKind;
  /** The drawing's own width: narrower on a phone so its text stays readable. */
  width: number;
  texts: ChartTexts;
}) {
  const titleId = useId();
  const descriptionId = useId();
  const points = chart.series[0]?.points ?? [];
  const isSingle = chart.series.length === 1;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<number>({
    domain: points.map((_, index) => index),
    range: [MARGIN.left, width - MARGIN.right],
    padding: 0.24,
  });
  const inner = scaleBand<number>({
    domain: chart.series.map((_, index) => index),
    range: [0, x.bandwidth()],
    padding: 0.08,
  });
  const y = scaleLinear<number>({
    domain: chartDomain(chart, kind === 'stackedBar'),
    range: [innerHeight, 0],
  });
  // Display boundary: bar heights are pixels, not money (the labels and the table show the exact strings).
  const value = (text: string | undefined) => Number(text ?? 0) || 0;
  const color = (seriesIndex: number, pointIndex: number) =>
    (isSingle ? BUCKET_COLORS[pointIndex] : SERIES_COLORS[seriesIndex]) ?? FALLBACK_COLOR;

  const cells: Cell[] = points.flatMap((_, pointIndex) => {
    const left = x(pointIndex) ?? 0;
    let stacked = 0;
    return chart.series.map((series, seriesIndex) => {
      const amount = value(series.points[pointIndex]?.y);
      const key = `${series.key}-${pointIndex}`;
      if (kind === 'stackedBar') {
        const bottom = y(stacked);
        stacked += Math.max(0, amount);
        const top = y(stacked);
        return {
          key,
          color: color(seriesIndex, pointIndex),
          x: left,
          width: x.bandwidth(),
          top,
          height: bottom - top,
        };
      }
      const barLeft = kind === 'groupedBar' ? left + (inner(seriesIndex) ?? 0) : left;
      const barWidth = kind === 'groupedBar' ? inner.bandwidth() : x.bandwidth();
      const top = Math.min(y(amount), y(0));
      return {
        key,
        color: color(seriesIndex, pointIndex),
        x: barLeft,
        width: barWidth,
        top,
        height: Math.abs(y(amount) - y(0)),
      };
    });
  });

  const description = points
    .map((point, index) => {
      const figures = chart.series.map(
        (series) =>
          `${isSingle ? '' : `${texts.seriesLabel(series.key, series.label)} `}${texts.valueText(series.key, series.points[index]?.y ?? '0')}`,
      );
      return `${texts.pointLabel(point)}: ${figures.join(', ')}`;
    })
    .join('; ');

  return (
    <figure className="erp-chart">
      {isSingle ? null : (
        <ul className="erp-chart-legend">
          {chart.series.map((series, index) => (
            <li key={series.key}>
              <span className="erp-chart-swatch" style={{ background: color(index, 0) }} aria-hidden />
              {texts.seriesLabel(series.key, series.label)}
            </li>
          ))}
        </ul>
      )}
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        className="erp-chart-svg"
        data-testid="erp-chart"
      >
        <title id={titleId}>{texts.title}</title>
        <desc id={descriptionId}>{description}</desc>
        <Group top={MARGIN.top}>
          <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(0)} y2={y(0)} className="erp-chart-axis" />
          {cells.map((cell) => (
            <Bar
              key={cell.key}
              x={cell.x}
              y={cell.top}
              width={cell.width}
              height={Math.max(0, cell.height)}
              fill={cell.color}
              rx={3}
            />
          ))}
          {points.map((point, index) => {
            const center = (x(index) ?? 0) + x.bandwidth() / 2;
            const single = chart.series[0]?.points[index]?.y ?? '0';
            return (
              <g key={point.x}>
                {isSingle ? (
                  <text
                    x={center}
                    y={y(Math.max(0, value(single))) - 6}
                    textAnchor="middle"
                    className="erp-chart-value"
                  >
                    {texts.valueText(chart.series[0]?.key ?? '', single)}
                  </text>
                ) : null}
                <text x={center} y={innerHeight + 20} textAnchor="middle" className="erp-chart-label">
                  {texts.tickLabel(point)}
                </text>
              </g>
            );
          })}
        </Group>
      </svg>
      <details className="erp-chart-details">
        <summary>{texts.tableCaption}</summary>
        <div className="erp-chart-table-wrap">
          <table className="erp-chart-table">
            <thead>
              <tr>
                <th scope="col">{texts.pointHeader}</th>
                {chart.series.map((series) => (
                  <th key={series.key} scope="col">
                    {texts.seriesLabel(series.key, series.label)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {points.map((point, index) => (
                <tr key={point.x}>
                  <th scope="row">{texts.pointLabel(point)}</th>
                  {chart.series.map((series) => (
                    <td key={series.key}>{texts.valueText(series.key, series.points[index]?.y ?? '0')}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
