import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../lib/format.js';
import type { useKeysetPaging } from '../lib/use-keyset-paging.js';
import { KeysetPager } from './keyset-pager.js';
import { LoadFailed } from './load-failed.js';

/** The server stops counting past this many (LIST_COUNT_CAP): the pager then says "10.000+". */
const COUNT_CAP = 10_000;

/** A keyset-paged list's query, as far as its body reads it. */
interface PagedAnswer {
  data: { items: readonly unknown[]; nextCursor: string | null; total?: number } | undefined;
  isError: boolean;
  isPlaceholderData: boolean;
}

/**
 * The body of a keyset-paged list under its filters: a retry when the first load failed, otherwise the rows
 * (`children`: cards or table) and the pager once there is a page to show. The texts are the page namespace's
 * `loadFailed`, `retry` and `paging.*`.
 */
export function PagedListBody<Size extends number>({
  namespace,
  list,
  paging,
  pageSize,
  pageSizes,
  countTestId,
  onPageSizeChange,
  onRetry,
  children,
}: {
  namespace: string;
  list: PagedAnswer;
  paging: ReturnType<typeof useKeysetPaging>;
  pageSize: Size;
  pageSizes: readonly Size[];
  /** For a list whose answer counts its rows: the range then says "of N" and carries this test id. */
  countTestId?: string;
  onPageSizeChange: (size: Size) => void;
  onRetry: () => void;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation(namespace);
  const page = list.data;
  if (list.isError && !page) {
    return <LoadFailed title={t('loadFailed')} retryLabel={t('retry')} onRetry={onRetry} />;
  }
  const rowCount = page?.items.length ?? 0;
  const range = paging.range(pageSize, rowCount);
  const from = formatCount(range[0], i18n.language);
  const to = formatCount(range[1], i18n.language);
  const total = page?.total ?? 0;
  return (
    <>
      {children}
      {page && (rowCount > 0 || !paging.isFirstPage) ? (
        <KeysetPager
          label={t('paging.label')}
          range={
            countTestId === undefined ? (
              t('paging.range', { from, to })
            ) : (
              <span data-testid={countTestId}>
                {t('paging.range', {
                  from,
                  to,
                  total: formatCount(Math.min(total, COUNT_CAP), i18n.language, total >= COUNT_CAP),
                })}
              </span>
            )
          }
          pageSize={pageSize}
          pageSizes={pageSizes}
          sizeLabel={t('paging.pageSizeLabel')}
          sizeText={(size) => t('paging.pageSize', { count: size })}
          previousLabel={t('paging.previous')}
          nextLabel={t('paging.next')}
          hasPrevious={!paging.isFirstPage && !list.isPlaceholderData}
          hasNext={Boolean(page.nextCursor) && !list.isPlaceholderData}
          onPrevious={paging.previous}
          onNext={() => paging.next(page.nextCursor)}
          onPageSizeChange={onPageSizeChange}
        />
      ) : null}
    </>
  );
}
