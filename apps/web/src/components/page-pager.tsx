import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { PAGE_SIZES } from '@tahsilat/domain/pricing';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListPageSize } from '../lib/list-filters.js';
import { NativeSelect } from './native-select.js';
import '../styles/page-pager.css';

/** The pages to offer around `current` of `count`: the first, the last, two either side, gaps as null. */
export function pagesAround(current: number, count: number): (number | null)[] {
  const shown = new Set([1, count, current - 2, current - 1, current, current + 1, current + 2]);
  const pages = [...shown].filter((page) => page >= 1 && page <= count).sort((a, b) => a - b);
  return pages.flatMap((page, index) => {
    const before = pages[index - 1];
    return before !== undefined && page - before > 1 ? [null, page] : [page];
  });
}

/**
 * Numbered pages for a list read by page number (the sub-dealers), with the rows shown and the page size: drawn
 * here rather than Ant Design's Pagination, which brought its own select (issue 28).
 */
export function PagePager({
  page,
  pageSize,
  total,
  range,
  onChange,
}: {
  page: number;
  pageSize: ListPageSize;
  total: number;
  /** "1–20 / 1.234", in the page's words. */
  range: string;
  onChange: (page: number, pageSize: ListPageSize) => void;
}) {
  const { t } = useTranslation();
  const count = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="page-pager" aria-label={t('pager.label')}>
      <span className="page-pager-range">{range}</span>
      <Button
        icon={<LeftOutlined />}
        aria-label={t('pager.previous')}
        disabled={page <= 1}
        onClick={() => onChange(page - 1, pageSize)}
      />
      <ol className="page-pager-pages">
        {pagesAround(page, count).map((shown, index) =>
          shown === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
            <li key={`gap-${index}`} aria-hidden="true" className="page-pager-gap">
              …
            </li>
          ) : (
            <li key={shown}>
              <button
                type="button"
                className="page-pager-page"
                aria-label={t('pager.page', { page: shown })}
                aria-current={shown === page ? 'page' : undefined}
                onClick={() => shown !== page && onChange(shown, pageSize)}
              >
                {shown}
              </button>
            </li>
          ),
        )}
      </ol>
      <Button
        icon={<RightOutlined />}
        aria-label={t('pager.next')}
        disabled={page >= count}
        onClick={() => onChange(page + 1, pageSize)}
      />
      <NativeSelect<ListPageSize>
        label={t('pager.pageSizeLabel')}
        value={pageSize}
        options={PAGE_SIZES.map((size) => ({ value: size, label: t('pager.pageSize', { count: size }) }))}
        onChange={(size) => size !== undefined && onChange(1, size)}
      />
    </nav>
  );
}
