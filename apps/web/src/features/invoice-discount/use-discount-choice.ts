import type { DiscountInvoiceRow, DiscountSelection, DiscountTermsView } from '@tahsilat/domain';
import { useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value.js';
import { useDiscountPreview } from './api.js';
import { blockOn, keepChoosable } from './discount-view.js';

/** How long the choice must stay still before the server is asked for a preview. */
const PREVIEW_DELAY_MS = 300;

/**
 * The chosen invoices and value date of one firm, and the server's preview of them (debounced). The choice is
 * kept in the list's order, so the same invoices always ask the same question.
 */
export function useDiscountChoice(
  firmId: string | undefined,
  rows: readonly DiscountInvoiceRow[],
  terms: DiscountTermsView | null,
) {
  const [chosen, setChosen] = useState<string[]>([]);
  const [pickedDate, setPickedDate] = useState<string | null>(null);
  const valueDate = pickedDate ?? terms?.defaultValueDate ?? '';

  const choose = (ids: readonly string[]) =>
    setChosen(terms ? keepChoosable(ids, rows, valueDate, terms) : []);
  const toggle = (id: string, on: boolean) => choose(on ? [...chosen, id] : chosen.filter((c) => c !== id));
  const chooseAll = () =>
    choose(terms ? rows.filter((row) => blockOn(row, valueDate, terms) === null).map((row) => row.id) : []);
  // A later value date can bring an invoice too close to due: it leaves the choice.
  const changeValueDate = (next: string) => {
    setPickedDate(next);
    setChosen(terms ? keepChoosable(chosen, rows, next, terms) : []);
  };
  const reset = () => {
    setChosen([]);
    setPickedDate(null);
  };

  const selection: DiscountSelection | null =
    terms && chosen.length > 0 ? { ...(firmId ? { firmId } : {}), invoiceIds: chosen, valueDate } : null;
  const asked = useDebouncedValue(selection, PREVIEW_DELAY_MS);
  const preview = useDiscountPreview(asked);
  const isCurrent =
    selection !== null &&
    JSON.stringify(asked) === JSON.stringify(selection) &&
    preview.data !== undefined &&
    !preview.isPlaceholderData;

  return {
    chosen,
    valueDate,
    selection,
    choose,
    toggle,
    chooseAll,
    clear: () => setChosen([]),
    reset,
    changeValueDate,
    preview,
    isCurrent,
  };
}
