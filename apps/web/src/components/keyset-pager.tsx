import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { NativeSelect } from './native-select.js';

/**
 * Previous / next for a keyset-paged list (no page numbers: a cursor per page), the rows on screen and the page
 * size. The texts come from the page's own namespace, so each list says it in its words.
 */
export function KeysetPager<Size extends number>({
  label,
  range,
  pageSize,
  pageSizes,
  sizeLabel,
  sizeText,
  previousLabel,
  nextLabel,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
  onPageSizeChange,
}: {
  label: string;
  range: ReactNode;
  pageSize: Size;
  pageSizes: readonly Size[];
  sizeLabel: string;
  sizeText: (size: Size) => string;
  previousLabel: string;
  nextLabel: string;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onPageSizeChange: (size: Size) => void;
}) {
  return (
    <nav className="link-pager" aria-label={label}>
      <span className="link-pager-range">{range}</span>
      <div className="link-pager-controls">
        <NativeSelect<Size>
          value={pageSize}
          onChange={(size) => size !== undefined && onPageSizeChange(size)}
          label={sizeLabel}
          options={pageSizes.map((size) => ({ value: size, label: sizeText(size) }))}
        />
        <Button
          icon={<LeftOutlined />}
          aria-label={previousLabel}
          disabled={!hasPrevious}
          onClick={onPrevious}
        />
        <Button icon={<RightOutlined />} aria-label={nextLabel} disabled={!hasNext} onClick={onNext} />
      </div>
    </nav>
  );
}
