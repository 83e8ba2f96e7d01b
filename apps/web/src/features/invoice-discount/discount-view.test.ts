import type { DiscountInvoiceRow, DiscountTermsView, DiscountTotalView } from '@tahsilat/domain';
import { describe, expect, it } from 'vitest';
import enTexts from '../../locales/en/discount.json';
import trTexts from '../../locales/tr/discount.json';
import {
  blockOn,
  daysFrom,
  daysOn,
  decimalText,
  invoiceCount,
  isDifferent,
  isValueDateAllowed,
  keepChoosable,
} from './discount-view.js';

const terms: DiscountTermsView = {
  method: 'simple',
  annualRate: '42',
  isAgreedRate: false,
  commissionRate: '0.25',
  commissionMinimum: { TRY: '100.00' },
  feePerInvoice: {},
  feePerRequest: { TRY: '50.00' },
  bsmvRate: '5',
  minDaysToDue: 15,
  // A Wednesday.
  defaultValueDate: '2026-11-25',
};

function row(
  id: string,
  days: number,
  ineligible: DiscountInvoiceRow['ineligible'] = null,
): DiscountInvoiceRow {
  return {
    id,
    invoiceNo: `F-${id}`,
    invoiceDate: '2026-10-01',
    dueDate: '2027-01-01',
    currencyCode: 'TRY',
    amount: '1000.00',
    paidAmount: '0.00',
    openAmount: '1000.00',
    days,
    ineligible,
    heldByRequestNo: ineligible === 'requested' ? 'İSK-000012' : null,
  };
}

const total = (net: string): DiscountTotalView => ({
  currencyCode: 'TRY',
  count: 2,
  averageDays: '30.00',
  amount: '2000.00',
  discount: '70.00',
  commission: '100.00',
  bsmv: '8.50',
  fee: '50.00',
  net,
});

describe('invoice discounting on the page', () => {
  it('counts days across months and years in whole calendar days', () => {
    expect(daysFrom('2026-11-25', '2026-12-10')).toBe(15);
    expect(daysFrom('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysFrom('2026-11-30', '2026-11-25')).toBe(-5);
  });

  it('counts a row from the chosen value date, not the default one', () => {
    expect(daysOn(row('1', 40), '2026-11-25', terms)).toBe(40);
    expect(daysOn(row('1', 40), '2026-12-02', terms)).toBe(33);
  });

  it("keeps the server's reason, and adds too-soon or due when a later value date brings the due date near", () => {
    expect(blockOn(row('1', 40, 'requested'), '2026-11-25', terms)).toBe('requested');
    expect(blockOn(row('1', 20), '2026-11-25', terms)).toBeNull();
    expect(blockOn(row('1', 20), '2026-12-01', terms)).toBe('tooSoon');
    expect(blockOn(row('1', 20), '2026-12-15', terms)).toBe('due');
    expect(blockOn(row('1', 15), '2026-11-25', terms)).toBeNull();
  });

  it('keeps only the choosable chosen rows, in the list order', () => {
    const rows = [row('1', 40), row('2', 20), row('3', 60, 'notDiscountable'), row('4', 90)];
    expect(keepChoosable(['4', '2', '1', '3'], rows, '2026-11-25', terms)).toEqual(['1', '2', '4']);
    expect(keepChoosable(['4', '2', '1'], rows, '2026-12-01', terms)).toEqual(['1', '4']);
  });

  it('allows a value date from today on, Monday to Friday', () => {
    expect(isValueDateAllowed('2026-11-25', '2026-11-25')).toBe(true);
    expect(isValueDateAllowed('2026-11-24', '2026-11-25')).toBe(false);
    expect(isValueDateAllowed('2026-11-28', '2026-11-25')).toBe(false);
    expect(isValueDateAllowed('2026-11-29', '2026-11-25')).toBe(false);
    expect(isValueDateAllowed('2026-11-30', '2026-11-25')).toBe(true);
  });

  it('writes rates and days with a Turkish decimal comma', () => {
    expect(decimalText('39.5', 'tr')).toBe('39,5');
    expect(decimalText('39.5', 'en')).toBe('39.5');
    expect(decimalText('42', 'tr')).toBe('42');
    expect(decimalText('39.50', 'en')).toBe('39.50');
    expect(decimalText('39.5', 'fr')).toBe('39,5');
  });

  it("tells when the server's figures differ from the preview", () => {
    expect(isDifferent([total('1771.50')], [total('1771.50')])).toBe(false);
    expect(isDifferent([total('1771.50')], [total('1790.25')])).toBe(true);
    expect(isDifferent(undefined, [total('1771.50')])).toBe(false);
    expect(invoiceCount([{ count: 2 }, { count: 3 }])).toBe(5);
  });

  it('has the same texts in English as in Turkish, and the statuses as the issue names them', () => {
    const keys = (texts: object, prefix = ''): string[] =>
      Object.entries(texts).flatMap(([key, value]) =>
        value && typeof value === 'object' ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    expect(keys(enTexts).sort()).toEqual(keys(trTexts).sort());
    expect(trTexts.status).toEqual({
      requested: 'Talep edildi',
      approved: 'Onaylandı',
      paid: 'Ödendi',
      rejected: 'Reddedildi',
    });
  });
});
