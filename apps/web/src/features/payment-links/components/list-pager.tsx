import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { PAGE_SIZES } from '@tahsilat/domain/pricing';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../../components/native-select.js';
import { formatCount } from '../../../lib/format.js';
import type { ListPageSize } from '../../../lib/list-filters.js';

/** "1–20 / 1.234", previous and next (keyset paging has no page numbers), and the page size. */
export function ListPager({
  range,
  total,
  isCapped,
  pageSize,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  onPageSizeChange,
}: {
  range: [number, number];
  total: number;
  isCapped: boolean;
  pageSize: ListPageSize;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onPageSizeChange: (size: ListPageSize) => void;
}) {
  const { t, i18n } = useTranslation('links');
  return (
    <nav className="link-pager" aria-label={t('paging.label')}>
      <span className="link-pager-range" data-testid="link-range">
        {t('paging.range', {
          from: formatCount(range[0], i18n.language),
          to: formatCount(range[1], i18n.language),
          total: formatCount(total, i18n.language, isCapped),
        })}
      </span>
      <div className="link-pager-controls">
        <NativeSelect<ListPageSize>
          value={pageSize}
          onChange={(size) => size !== undefined && onPageSizeChange(size)}
          label={t('paging.pageSizeLabel')}
          options={PAGE_SIZES.map((size) => ({ value: size, label: t('paging.pageSize', { count: size }) }))}
        />
        <Button
          icon={<LeftOutlined />}
          aria-label={t('paging.previous')}
          disabled={!hasPrevious}
          onClick={onPrevious}
        />
        <Button icon={<RightOutlined />} aria-label={t('paging.next')} disabled={!hasNext} onClick={onNext} />
      </div>
    </nav>
  );
}
