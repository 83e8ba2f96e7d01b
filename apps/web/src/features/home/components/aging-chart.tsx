import { AGING_BUCKETS, type AgingBucket } from '@tahsilat/domain/pricing';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { amountText } from '../../statement/statement-query.js';

const WIDTH = 520;
const HEIGHT = 220;
const MARGIN = { top: 24, right: 8, bottom: 32, left: 8 };
/** Not due in the brand blue, then warmer as lines get older (each ≥ 3:1 against white, WCAG 1.4.11). */
const COLORS: Record<AgingBucket, string> = {
  notDue: '#1f4fd1',
  days1to30: '#b26a00',
  days31to60: '#c2410c',
  days61to90: '#b42318',
  days90plus: '#7a1010',
};

/**
 * The plan's aging as five bars (SVG drawn with visx). The picture is one image for screen readers, named by its
 * heading; the same figures follow as a table they read instead (and anyone may open).
 */
export default function AgingChart({ aging }: { aging: Record<AgingBucket, string> }) {
  const { t } = useTranslation();
  // Display boundary: bar heights are pixels, not money (the labels show the exact amounts).
  const values = AGING_BUCKETS.map((bucket) => ({ bucket, value: Number(aging[bucket]) }));
  const x = scaleBand<AgingBucket>({
    domain: [...AGING_BUCKETS],
    range: [MARGIN.left, WIDTH - MARGIN.right],
    padding: 0.28,
  });
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const y = scaleLinear<number>({
    domain: [0, Math.max(1, ...values.map((item) => item.value))],
    range: [innerHeight, 0],
  });
  const titleId = useId();
  const summary = AGING_BUCKETS.map(
    (bucket) => `${t(`home.dashboard.buckets.${bucket}`)} ${amountText(aging[bucket])} TL`,
  ).join('; ');
  return (
    <figure className="home-aging">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId} className="home-aging-svg">
        <title id={titleId}>{`${t('home.dashboard.aging')}: ${summary}`}</title>
        <Group top={MARGIN.top}>
          {values.map(({ bucket, value }) => {
            const left = x(bucket) ?? 0;
            const top = y(value);
            return (
              <g key={bucket}>
                <Bar
                  x={left}
                  y={top}
                  width={x.bandwidth()}
                  height={Math.max(0, innerHeight - top)}
                  fill={COLORS[bucket]}
                  rx={4}
                />
                <text
                  x={left + x.bandwidth() / 2}
                  y={top - 6}
                  textAnchor="middle"
                  className="home-aging-value"
                >
                  {amountText(aging[bucket])}
                </text>
                <text
                  x={left + x.bandwidth() / 2}
                  y={innerHeight + 20}
                  textAnchor="middle"
                  className="home-aging-label"
                >
                  {t(`home.dashboard.buckets.${bucket}`)}
                </text>
              </g>
            );
          })}
        </Group>
      </svg>
      <details className="home-aging-details">
        <summary>{t('home.dashboard.agingTableCaption')}</summary>
        <table className="home-aging-table">
          <thead>
            <tr>
              <th scope="col">{t('home.dashboard.bucket')}</th>
              <th scope="col">{t('home.dashboard.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {AGING_BUCKETS.map((bucket) => (
              <tr key={bucket}>
                <th scope="row">{t(`home.dashboard.buckets.${bucket}`)}</th>
                <td>{amountText(aging[bucket])} TL</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
