import { useState } from 'react';
import {
  type CursorStack,
  currentCursor,
  FIRST_PAGE,
  nextPage,
  previousPage,
  rowRange,
} from '../features/payment-links/list-query.js';

/**
 * Keyset paging of a server list: the cursors of the pages behind the current one. A new question (filters, sort,
 * page size: anything in `questionKey`) starts again at page 1.
 */
export function useKeysetPaging(questionKey: string) {
  const [paging, setPaging] = useState<{ key: string; stack: CursorStack }>({
    key: questionKey,
    stack: FIRST_PAGE,
  });
  const stack = paging.key === questionKey ? paging.stack : FIRST_PAGE;
  const setStack = (next: CursorStack) => setPaging({ key: questionKey, stack: next });
  return {
    stack,
    cursor: currentCursor(stack),
    isFirstPage: stack.length === 0,
    next: (nextCursor: string | null) => setStack(nextPage(stack, nextCursor)),
    previous: () => setStack(previousPage(stack)),
    /** The rows on screen as first–last (1-based). */
    range: (pageSize: number, rowsOnPage: number) => rowRange(stack, pageSize, rowsOnPage),
  };
}
