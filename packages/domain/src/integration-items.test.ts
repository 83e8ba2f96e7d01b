import { describe, expect, it } from 'vitest';
import { noCardNumber } from './card-numbers.js';
import { normaliseDecimal, withoutNulls } from './integration-fields.js';
import { FirmItem, MovementItem, StockItem } from './integration-items.js';
import { messages } from './messages.js';
import './index.js';

const movement = {
  externalId: 'M-1',
  firmCode: '1001',
  date: '2026-01-31',
  documentType: 'invoice',
  debit: '10',
};

describe('integration items', () => {
  it('spells every decimal one way, so an unchanged resend compares equal', () => {
    expect(normaliseDecimal('1250.5', 2)).toBe('1250.50');
    expect(normaliseDecimal('007', 2)).toBe('7.00');
    expect(normaliseDecimal('0.125', 3)).toBe('0.125');
    const parsed = MovementItem.parse(movement);
    expect(parsed).toMatchObject({ debit: '10.00', credit: '0.00', currencyCode: 'TRY', dueDate: null });
  });

  it('reads null in a field with a default as the default (ERP exports write empty columns as null)', () => {
    expect(
      MovementItem.parse(withoutNulls({ ...movement, credit: null, currencyCode: null, dueDate: null })),
    ).toMatchObject({
      credit: '0.00',
      currencyCode: 'TRY',
    });
  });

  it('refuses both sides, neither side, a third decimal and a foreign amount without its FX part', () => {
    const issues = (item: Record<string, unknown>) =>
      MovementItem.safeParse({ ...movement, ...item }).error?.issues.map((i) => i.message) ?? [];
    expect(issues({ credit: '5' })).toEqual([messages.debitAndCredit]);
    expect(issues({ debit: '0' })).toEqual([messages.debitOrCreditRequired]);
    expect(issues({ debit: '1.005' })).toEqual([messages.decimalInvalid]);
    expect(issues({ debit: 10 })).toHaveLength(1);
    expect(issues({ debit: '-1' })).toEqual([messages.decimalNegative]);
    expect(issues({ currencyCode: 'USD' })).toEqual([messages.fxAmountRequired]);
    expect(issues({ date: '1899-12-31' })).toEqual([messages.dateOutOfRange]);
  });

  it('reads quantities and VAT rates as numbers or decimal strings', () => {
    const stock = StockItem.parse({
      code: 'S-1',
      name: 'Kablo',
      listPrice: '12.5',
      vatRate: 20,
      warehouses: [{ code: 'MRK', onHand: 3, reserved: '0.5' }],
    });
    expect(stock).toMatchObject({ vatRate: '20.00', unit: 'Adet', listPrice: '12.50' });
    expect(stock.warehouses[0]).toEqual({ code: 'MRK', name: null, onHand: '3.000', reserved: '0.500' });
    expect(StockItem.safeParse({ ...stock, vatRate: 101 }).success).toBe(false);
    expect(StockItem.safeParse({ ...stock, warehouses: [{ code: 'MRK', onHand: 1.5 }] }).success).toBe(false);
  });

  it('takes a firm code like an ERP account code, not a path', () => {
    expect(FirmItem.safeParse({ code: '120.01.001', name: 'Bayi' }).success).toBe(true);
    expect(FirmItem.safeParse({ code: '120/01', name: 'Bayi' }).success).toBe(false);
    expect(FirmItem.safeParse({ code: ' 1001', name: 'Bayi' }).success).toBe(false);
  });
});

describe('card numbers in ERP texts (the one card number rule)', () => {
  it('lets document, fiche and order numbers through, refuses a card number', () => {
    // 13-digit e-invoice runs pass Luhn one time in ten; this one does, and no scheme has its prefix and length.
    expect(noCardNumber('Fatura DTC2026000000128')).toBe(true);
    expect(noCardNumber('No 2026000000128')).toBe(true);
    expect(noCardNumber('XDTC2026000000128')).toBe(true);
    expect(noCardNumber('Fiş 0000000000000455')).toBe(true);
    expect(noCardNumber('Kabul POS 1732812345673')).toBe(true);
    expect(noCardNumber('Kart 4546 7112 3456 7894')).toBe(false);
    expect(noCardNumber('4355084355084358')).toBe(false);
    // A 14-digit Diners card is a card.
    expect(noCardNumber('Kart 36000000000008')).toBe(false);
    expect(noCardNumber(null)).toBe(true);
  });
});
