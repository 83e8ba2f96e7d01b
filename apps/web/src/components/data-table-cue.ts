import { type RefObject, useEffect } from 'react';

/**
 * Keeps a DataTable's pinned columns and scroll cue in step with its box, without re-rendering it: the pinned
 * cells' `right` offsets from the real widths of their header cells (CSS variables on the table, the declared
 * widths until measured), the width of the pinned group (where the fade sits) and three classes on the frame:
 * `data-table-overflow` (the table is wider than its box), `data-table-more-start` and `data-table-more-end` (there
 * is more to scroll to on that side). Measured again on scroll and on resize, once per frame.
 */
export function useScrollCue(
  frameRef: RefObject<HTMLDivElement | null>,
  boxRef: RefObject<HTMLDivElement | null>,
  layoutKey: string,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: layoutKey names the columns; a new set is measured again
  useEffect(() => {
    const frame = frameRef.current;
    const box = boxRef.current;
    const table = box?.querySelector('table');
    if (!frame || !box || !table) {
      return;
    }
    let queued = 0;
    const update = () => {
      queued = 0;
      const pinned = [...table.querySelectorAll<HTMLElement>(':scope > thead th[data-pin]')];
      let right = 0;
      for (let index = pinned.length - 1; index >= 0; index -= 1) {
        table.style.setProperty(`--data-table-pin-${index}`, `${right}px`);
        right += pinned[index]?.getBoundingClientRect().width ?? 0;
      }
      frame.style.setProperty('--data-table-pinned', `${Math.round(right)}px`);
      const max = box.scrollWidth - box.clientWidth;
      frame.classList.toggle('data-table-overflow', max > 1);
      frame.classList.toggle('data-table-more-start', max > 1 && box.scrollLeft > 1);
      frame.classList.toggle('data-table-more-end', max > 1 && box.scrollLeft < max - 1);
    };
    const schedule = () => {
      if (!queued) {
        queued = requestAnimationFrame(update);
      }
    };
    update();
    box.addEventListener('scroll', schedule, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(schedule);
    observer?.observe(box);
    observer?.observe(table);
    return () => {
      box.removeEventListener('scroll', schedule);
      observer?.disconnect();
      cancelAnimationFrame(queued);
    };
  }, [frameRef, boxRef, layoutKey]);
}
