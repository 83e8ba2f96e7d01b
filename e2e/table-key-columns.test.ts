import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, newPage, signIn, storage } from './support/app.js';
import { payAtPosCollection } from './support/pay.js';
import { useServerAndBrowser } from './support/suite.js';

/**
 * Issue 27 item 6, "tables show what matters": on every list the key cells of a row (its amount and status, or its
 * name, and its action) are on screen at 1280 px, also after the table is scrolled to its end, and a table wider
 * than its box shows the cue; at 390 px a row is a card that fits the screen, the key cells on top, and nothing
 * runs off the page sideways.
 */

const suite = useServerAndBrowser();
const ADMIN = 'yonetici@tahsilat.local';

/** A row: the table's (a card on a phone), or a card of the pages that draw their own below 992 px. */
const ROW = 'tbody tr.data-table-row, li.link-card, li.statement-card, li.ops-card';

interface List {
  path: string;
  /** The labels of the pinned key cells, in order; none when the table fits its box at 1280 px. */
  keys: string[];
  /** The row's action is pinned too. */
  action?: boolean;
  /** A page with more than one table: the one checked. */
  scope?: string;
}

const FIRM_LISTS: List[] = [
  { path: '/pos-collection-transaction', keys: ['Tutar', 'Durum'] },
  { path: '/payment-list', keys: ['Son ödeme', 'Tutar', 'Durum'], action: true },
  { path: '/payment-plan', keys: ['Durum'], action: true },
  { path: '/subfirm-list', keys: ['Bakiye / limit', 'Vadesi geçen', 'Durum'], action: true },
  { path: '/dbs-invoices', keys: ['Tutar / Teminatlı tutar', 'Kalan / Ödenen', 'Durum'], action: true },
  { path: '/invoice-discount', keys: ['Tutar', 'Açık tutar', 'Durum'] },
  { path: '/stocks', keys: [] },
  { path: '/firm-transaction-list', keys: [] },
];

const CONSOLE_LISTS: List[] = [
  { path: '/admin/collections', keys: ['Çekilen tutar', 'Durum'], action: true },
  { path: '/admin/links', keys: ['Tutar', 'Durum'], action: true },
  { path: '/admin/users', keys: ['Durum'], action: true },
  { path: '/admin/banks', keys: ['Durum'], action: true },
  { path: '/admin/domains', keys: ['Durum'], action: true },
  { path: '/admin/commissions', keys: ['Durum'], action: true },
  { path: '/admin/audit', keys: [] },
  { path: '/admin/integration', keys: [], scope: '.integration-sync' },
];

/** What is wrong with a wide screen's first row: key cells missing, out of the table's box or off screen. */
function wideProblems(row: Locator, list: List): Promise<string[]> {
  return row.evaluate(
    (tr, { keys, action }) => {
      const problems: string[] = [];
      if (tr.tagName !== 'TR') {
        return [`a ${tr.tagName} where a table row was expected`];
      }
      const box = tr.closest('.data-table-scroll')?.getBoundingClientRect();
      const frame = tr.closest('.data-table-wrap');
      const width = document.documentElement.clientWidth;
      if (!box || !frame) {
        return ['the row is not in a DataTable'];
      }
      const cells = [...tr.querySelectorAll<HTMLElement>(':scope > td')];
      const pinned = cells.filter((cell) => cell.dataset.pin);
      const labels = pinned.filter((cell) => cell.dataset.pin === 'key').map((cell) => cell.dataset.label);
      if (JSON.stringify(labels) !== JSON.stringify(keys)) {
        problems.push(`key cells ${JSON.stringify(labels)}, expected ${JSON.stringify(keys)}`);
      }
      if (Boolean(action) !== pinned.some((cell) => cell.dataset.pin === 'action')) {
        problems.push(action ? 'no pinned action' : 'a pinned action');
      }
      // The key cells, else the row's first cell (its name): whole, in the table's box and on screen.
      for (const cell of pinned.length > 0 ? pinned : cells.slice(0, 1)) {
        const rect = cell.getBoundingClientRect();
        if (rect.left < Math.max(box.left, 0) - 1 || rect.right > Math.min(box.right, width) + 1) {
          problems.push(
            `${cell.dataset.label ?? cell.dataset.pin}: ${rect.left}–${rect.right} outside ${box.left}–${box.right}`,
          );
        }
      }
      const scroller = tr.closest<HTMLElement>('.data-table-scroll');
      const overflows = scroller ? scroller.scrollWidth > scroller.clientWidth + 1 : false;
      if (overflows && !frame.classList.contains('data-table-more-end') && scroller?.scrollLeft === 0) {
        problems.push('the table scrolls sideways without the cue');
      }
      if (overflows && keys.length === 0 && !action) {
        problems.push('the table scrolls sideways at this width and pins nothing');
      }
      return problems;
    },
    { keys: list.keys, action: list.action },
  );
}

/** What is wrong with a phone's first card: wider than the screen, or a part of it running off its sides. */
function phoneProblems(row: Locator): Promise<string[]> {
  return row.evaluate((card) => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1) {
      problems.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    }
    const own = card.getBoundingClientRect();
    if (own.left < -1 || own.right > width + 1) {
      problems.push(`the card spans ${own.left}–${own.right}`);
    }
    /** Inside a box that clips (an ellipsis): its overflow is cut, not off screen. */
    const clipped = (element: Element) => {
      for (let up = element.parentElement; up && up !== card; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') {
          return true;
        }
      }
      return false;
    };
    for (const element of card.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width > 1 && !clipped(element) && (rect.left < own.left - 1 || rect.right > own.right + 1)) {
        problems.push(`${element.tagName}.${element.className}: ${rect.left}–${rect.right}`);
      }
    }
    // A table drawn as cards: the key cells come first after the row's name, the action last.
    if (card.tagName === 'TR') {
      const cells = [...card.querySelectorAll<HTMLElement>(':scope > td')].filter(
        (cell) => cell.offsetHeight > 0,
      );
      const top = (cell: HTMLElement) => cell.getBoundingClientRect().top;
      const rest = cells.filter((cell, index) => index > 0 && !cell.dataset.pin);
      for (const key of cells.filter((cell) => cell.dataset.pin === 'key')) {
        if (rest.some((cell) => top(cell) < top(key))) {
          problems.push(`${key.dataset.label} is not on top of the card`);
        }
      }
      for (const action of cells.filter((cell) => cell.dataset.pin === 'action')) {
        if (rest.some((cell) => top(cell) > top(action))) {
          problems.push('the action is not at the bottom of the card');
        }
      }
    }
    return problems;
  });
}

async function checkList(page: Page, list: List, width: number): Promise<void> {
  await page.goto(`${suite.server.baseUrl}${list.path}`);
  const row = page.locator(`${list.scope ?? ''} :is(${ROW})`.trim()).first();
  await row.waitFor();
  if (width > 640) {
    await expect.poll(() => wideProblems(row, list), { message: `${list.path} at ${width} px` }).toEqual([]);
    // Scrolled to its end, the key cells are still in view (and the cue is on the other side).
    const scrolled = await row.evaluate((tr) => {
      const box = tr.closest<HTMLElement>('.data-table-scroll');
      if (!box || box.scrollWidth <= box.clientWidth + 1) {
        return false;
      }
      box.scrollLeft = box.scrollWidth;
      return true;
    });
    if (scrolled) {
      await expect
        .poll(() => wideProblems(row, list), { message: `${list.path} scrolled, at ${width} px` })
        .toEqual([]);
      await expect
        .poll(() => row.evaluate((tr) => tr.closest('.data-table-wrap')?.className))
        .toContain('more-start');
    }
  } else {
    await expect.poll(() => phoneProblems(row), { message: `${list.path} at ${width} px` }).toEqual([]);
  }
}

beforeAll(async () => {
  // A dealer's payment (the collections, the history) and a firm user's link (the links): the seed has neither.
  const base = suite.server.baseUrl;
  const dealer = await newPage(suite.browser);
  await signIn(dealer.page, base, DEMO.subFirmUser);
  await payAtPosCollection(dealer.page, base, '1.012,50');
  await dealer.context.close();
  const firm = await newPage(suite.browser);
  await signIn(firm.page, base);
  const token = (await storage(firm.page)).token ?? '';
  const made = await fetch(`${base}/api/PaymentRequest/Create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      amount: '104750.00',
      currencyCode: 'TRY',
      description: 'Nisan siparişi',
      customerName: 'Yıldız Yapı Market',
    }),
  });
  expect(made.ok).toBe(true);
  await firm.context.close();
});

describe.each([
  [1280, 800],
  [390, 844],
])('at %i px', (width, height) => {
  it("the firm user's lists keep their key cells on screen", async () => {
    const { context, page } = await newPage(suite.browser, width, height);
    try {
      await signIn(page, suite.server.baseUrl);
      for (const list of FIRM_LISTS) {
        await checkList(page, list, width);
      }
    } finally {
      await context.close();
    }
  });

  it("the console's lists keep their key cells on screen", async () => {
    const { context, page } = await newPage(suite.browser, width, height);
    try {
      await signIn(page, suite.server.baseUrl, ADMIN, DEMO.password, /\/admin$/);
      for (const list of CONSOLE_LISTS) {
        await checkList(page, list, width);
      }
    } finally {
      await context.close();
    }
  });
});
