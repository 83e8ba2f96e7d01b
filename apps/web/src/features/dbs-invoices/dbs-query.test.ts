import type { DbsInvoiceRow } from '@tahsilat/domain';
import { describe, expect, it } from 'vitest';
import { earlyPayUrl, narrowsDbs, toDbsQuery } from './dbs-query.js';

const row: DbsInvoiceRow = {
  id: '41',
  firm: { id: 'f-2', code: '1002', name: 'Bayi' },
  invoiceNo: 'DBS2026000000041',
  invoiceDate: '2026-03-01',
  dueDate: '2026-04-30',
  bankCode: '0046',
  bankName: 'Akbank',
  amount: '5000.00',
  currencyCode: 'TRY',
  guaranteedAmount: '5000.00',
  paidAmount: '1234.56',
  remaining: '3765.44',
  status: 4,
  collectionDate: null,
  canPayEarly: true,
};

describe('DBS invoices page', () => {
  it('opens /pos-collection with what is left of the invoice, its firm and a description naming it', () => {
    const url = new URL(earlyPayUrl(row, 'DBS faturası DBS2026000000041'), 'http://x');
    expect(url.pathname).toBe('/pos-collection');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      amount: '3765.44',
      firmId: 'f-2',
      description: 'DBS faturası DBS2026000000041',
    });
    const usd = new URL(earlyPayUrl({ ...row, currencyCode: 'USD' }, 'x'), 'http://x');
    expect(usd.searchParams.get('currency')).toBe('USD');
  });

  it('asks the server only what is set; state 0 is a choice, not nothing', () => {
    expect(toDbsQuery({ bankCode: '0046', status: 0 })).toEqual({ bankCode: '0046', status: 0 });
    expect(toDbsQuery({})).toEqual({});
    expect(narrowsDbs({ firmId: 'f-1' })).toBe(false);
    expect(narrowsDbs({ status: 0 })).toBe(true);
  });
});
