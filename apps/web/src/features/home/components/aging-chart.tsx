import { AGING_BUCKETS, type AgingBucket } from '@tahsilat/domain/pricing';
import { type RefObject, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amountText } from '../../statement/statement-query.js';

const WIDTH = 520;
const HEIGHT = 220;
const MARGIN = { top: 24, right: 8, bottom: 32, left: 8 };
/**
 * Below this width (a phone) the five columns' labels would shrink under 11 px and run into each other: the chart
 * turns into one row a bucket instead, drawn at its real pixel width (label above, bar, the amount after it).
 */
const NARROW = 480;
const ROW = 46;
/** Room after the longest bar for its amount ("1.234.567,89" at 13 px). */
const VALUE_ROOM = 104;
/** Not due in the brand blue, then warmer as lines get older (each ≥ 3:1 against white, WCAG 1.4.11). */
const COLORS: Record<AgingBucket, string> = {
  notDue: '#1f4fd1',
  days1to30: '#b26a00',
  days31to60: '#c2410c',
  days61to90: '#b42318',
  days90plus: '#7a1010',
};

/** A value's share of the largest as a length (the largest at least 1, so an empty plan draws flat bars). */
function lengthOf(values: readonly BucketValue[], length: number): (value: number) => number {
  const largest = Math.max(1, ...values.map((item) => item.value));
  return (value) => (value / largest) * length;
}

/**
 * `count` equal columns across [from, to] with a gap of `gap` of a step before, between and after them: where column
 * `index` starts and how wide each is. Five bars need no chart library (the home page is the first after sign-in).
 */
function columns(count: number, from: number, to: number, gap: number) {
  const step = (to - from) / (count + gap);
  return { start: (index: number) => from + gap * step + index * step, width: step * (1 - gap) };
}

/**
 * The plan's aging as five bars (plain SVG). The picture is one image for screen readers, named by its
 * heading; the same figures follow as a table they read instead (and anyone may open).
 */
/** The element's width in CSS pixels, followed as it resizes (0 before the first layout). */
function useWidth<T extends Element>(): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) {
      return;
    }
    setWidth(node.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') {
      return;
    }
    const observer = new ResizeObserver(([entry]) => {
      if (entry) {
        setWidth(entry.contentRect.width);
      }
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

type BucketValue = { bucket: AgingBucket; value: number };

/** The phone layout: a row a bucket at real pixels, mirrored in a right-to-left page. */
function AgingRows({
  aging,
  values,
  width,
}: {
  aging: Record<AgingBucket, string>;
  values: BucketValue[];
  width: number;
}) {
  const { t } = useTranslation();
  const rtl = typeof document !== 'undefined' && document.documentElement.dir === 'rtl';
  const length = lengthOf(values, Math.max(40, width - VALUE_ROOM));
  // Positions from the start edge: the left in a left-to-right page, the right in Arabic (where the SVG text's
  // inherited direction makes text-anchor 'start' its right end, so the labels read from there).
  const at = (offset: number) => (rtl ? width - offset : offset);
  return (
    <>
      {values.map(({ bucket, value }, index) => {
        const top = index * ROW;
        const bar = Math.max(2, length(value));
        return (
          <g key={bucket}>
            <text x={at(0)} y={top + 15} textAnchor="start" className="home-aging-label">
              {t(`home.dashboard.buckets.${bucket}`)}
            </text>
            <rect
              x={rtl ? width - bar : 0}
              y={top + 22}
              width={bar}
              height={16}
              fill={COLORS[bucket]}
              rx={3}
            />
            <text x={at(bar + 6)} y={top + 35} textAnchor="start" className="home-aging-value">
              {amountText(aging[bucket])}
            </text>
          </g>
        );
      })}
    </>
  );
}

export default function AgingChart({ aging }: { aging: Record<AgingBucket, string> }) {
  const { t } = useTranslation();
  const [figureRef, measured] = useWidth<HTMLElement>();
  const narrow = measured > 0 && measured < NARROW;
  // Display boundary: bar heights are pixels, not money (the labels show the exact amounts).
  const values = AGING_BUCKETS.map((bucket) => ({ bucket, value: Number(aging[bucket]) }));
  const x = columns(AGING_BUCKETS.length, MARGIN.left, WIDTH - MARGIN.right, 0.28);
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const height = lengthOf(values, innerHeight);
  const titleId = useId();
  const summary = AGING_BUCKETS.map(
    (bucket) => `${t(`home.dashboard.buckets.${bucket}`)} ${amountText(aging[bucket])} TL`,
  ).join('; ');
  return (
    <figure className="home-aging" ref={figureRef}>
      <svg
        viewBox={narrow ? `0 0 ${measured} ${AGING_BUCKETS.length * ROW}` : `0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        className={`home-aging-svg${narrow ? ' home-aging-svg-rows' : ''}`}
      >
        <title id={titleId}>{`${t('home.dashboard.aging')}: ${summary}`}</title>
        {narrow ? (
          <AgingRows aging={aging} values={values} width={measured} />
        ) : (
          <g transform={`translate(0, ${MARGIN.top})`}>
            {values.map(({ bucket, value }, index) => {
              const left = x.start(index);
              const top = innerHeight - height(value);
              return (
                <g key={bucket}>
                  <rect
                    x={left}
                    y={top}
                    width={x.width}
                    height={Math.max(0, innerHeight - top)}
                    fill={COLORS[bucket]}
                    rx={4}
                  />
                  <text x={left + x.width / 2} y={top - 6} textAnchor="middle" className="home-aging-value">
                    {amountText(aging[bucket])}
                  </text>
                  <text
                    x={left + x.width / 2}
                    y={innerHeight + 20}
                    textAnchor="middle"
                    className="home-aging-label"
                  >
                    {t(`home.dashboard.buckets.${bucket}`)}
                  </text>
                </g>
              );
            })}
          </g>
        )}
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
