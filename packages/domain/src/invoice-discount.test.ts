import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type DayBasis,
  type DiscountMethod,
  DiscountSettings,
  discountAmount,
  previewInvoiceDiscount,
} from './invoice-discount.js';
import { addCalendarDays } from './invoice-discount-rules.js';
import { formatAmount, formatRate, parseAmount, parseRate } from './money.js';

const k = (text: string) => parseAmount(text) ?? -1n;
const r = (text: string) => parseRate(text) ?? -1n;
const tl = formatAmount;

/** Monday 5 January 2026. */
const VALUE_DATE = '2026-01-05';
const dueIn = (days: number) => addCalendarDays(VALUE_DATE, days);
const invoice = (id: string, amount: string, days: number, currencyCode: 'TRY' | 'USD' | 'EUR' = 'TRY') => ({
  id,
  amount,
  currencyCode,
  dueDate: dueIn(days),
});

describe('discount of one amount, hand-computed', () => {
  it.each<[DiscountMethod, DayBasis, string]>([
    // 100,000.00 × 45 % × 90 / 360 = 11,250.00
    ['simple', 360, '11250.00'],
    // 100,000.00 × 45 % × 90 / 365 = 11,095.8904… → 11,095.89
    ['simple', 365, '11095.89'],
    // 100,000.00 × 45 × 90 / (360 × 100 + 45 × 90) = 405,000,000 / 40,050 = 10,112.3595… → 10,112.36
    ['true', 360, '10112.36'],
    // 405,000,000 / (365 × 100 + 45 × 90) = 405,000,000 / 40,550 = 9,987.6695… → 9,987.67
    ['true', 365, '9987.67'],
  ])('100,000.00 at 45 %% for 90 days, %s on %i days', (method, basis, expected) => {
    expect(tl(discountAmount(k('100000.00'), r('45'), 90, basis, method))).toBe(expected);
  });

  it('rounds half up once, at the end', () => {
    // 100.00 × 1.8 % × 1 / 360 = 0.005 → 0.01; at 1.7999 % it is 0.0049997 → 0.00
    expect(tl(discountAmount(k('100.00'), r('1.8'), 1, 360, 'simple'))).toBe('0.01');
    expect(tl(discountAmount(k('100.00'), r('1.7999'), 1, 360, 'simple'))).toBe('0.00');
    // 1,236.00 × 45 % × 73 / 360 = 112.785 → 112.79
    expect(tl(discountAmount(k('1236.00'), r('45'), 73, 360, 'simple'))).toBe('112.79');
    // 1,234.55 × 50 % × 73 / 365 = 123.455 → 123.46
    expect(tl(discountAmount(k('1234.55'), r('50'), 73, 365, 'simple'))).toBe('123.46');
    // 1,000.08 × 20 × 120 / (36,000 + 2,400) = 62.505 → 62.51
    expect(tl(discountAmount(k('1000.08'), r('20'), 120, 360, 'true'))).toBe('62.51');
  });

  it('is nothing at a zero rate and refuses negative inputs', () => {
    expect(discountAmount(k('500.00'), 0n, 30, 365, 'true')).toBe(0n);
    expect(() => discountAmount(-1n, r('10'), 30, 365, 'simple')).toThrow(RangeError);
    expect(() => discountAmount(k('1.00'), r('10'), -1, 365, 'simple')).toThrow(RangeError);
  });
});

describe('published worked examples', () => {
  it('matches a factoring cost example: 100,000 USD for 6 months, 2 % commission, 10 % a year', () => {
    // "Factoring İşleminin Maliyeti" (thesis on foreign-trade financing, hosted by 9lib):
    // https://9lib.net/article/factoring-i%CC%87%C5%9Fleminin-maliyeti-di%C5%9F-ti%CC%87careti%CC%87n-fi%CC%87nansmani-factoring.z1dr6v8v
    // 100,000 USD export receivable, 6 months, commission 2 %, interest 10 % a year: cost 7,000 USD, the seller
    // receives 93,000 USD. Six months are 180 days on the 360-day USD basis; export factoring carries no BSMV.
    const settings = DiscountSettings.parse({ annualRate: '10', commissionRate: '2', bsmvRate: '0' });
    const preview = previewInvoiceDiscount(settings, [invoice('USD-1', '100000.00', 180, 'USD')], {
      valueDate: VALUE_DATE,
    });
    const [line] = preview.lines;
    expect(line && [tl(line.discount), tl(line.commission), tl(line.bsmv), tl(line.net)]).toEqual([
      '5000.00',
      '2000.00',
      '0.00',
      '93000.00',
    ]);
    expect(line && tl(line.discount + line.commission)).toBe('7000.00');
  });

  it('matches a textbook true-discount (iç iskonto) example: 19,200 TL, 80 days, 30 %', () => {
    // Örnek 9 of a Turkish commercial-arithmetic course text: https://scribd.com/document/636793101/Untitled
    // 19,200 TL due in 80 days has a present value of 18,000 TL at 30 % on the 360-day year: discount 1,200 TL.
    const settings = DiscountSettings.parse({
      method: 'true',
      annualRate: '30',
      bsmvRate: '0',
      dayBasis: { TRY: 360 },
    });
    const [line] = previewInvoiceDiscount(settings, [invoice('S-9', '19200.00', 80)], {
      valueDate: VALUE_DATE,
    }).lines;
    expect(line && [tl(line.discount), tl(line.net)]).toEqual(['1200.00', '18000.00']);
  });
});

describe('preview of a request', () => {
  it('adds commission, BSMV on discount and commission, and the fee', () => {
    // BSMV is 5 % of discount + commission in domestic factoring: https://www.cozumfaktoring.com/FaktoringMaliyetler
    // 100,000.00 TL, 90 days, 45 % simple on 365: discount 11,095.89; commission 0.1 % = 100.00;
    // BSMV (11,095.89 + 100.00) × 5 % = 559.7945 → 559.79; fee 25.00; net 88,219.32.
    const settings = DiscountSettings.parse({
      annualRate: '45',
      commissionRate: '0.1',
      feePerInvoice: { TRY: '25' },
    });
    const preview = previewInvoiceDiscount(settings, [invoice('A', '100000.00', 90)], {
      valueDate: VALUE_DATE,
    });
    const [line] = preview.lines;
    expect(line && [line.days, tl(line.discount), tl(line.commission), tl(line.bsmv), tl(line.fee)]).toEqual([
      90,
      '11095.89',
      '100.00',
      '559.79',
      '25.00',
    ]);
    expect(line && tl(line.net)).toBe('88219.32');
    expect(preview).toMatchObject({ method: 'simple', annualRate: '45', valueDate: VALUE_DATE });
  });

  it('rounds commission and BSMV half up', () => {
    // 1,005.00 × 0.1 % = 1.005 → 1.01; at a zero rate BSMV is (0 + 12.30) × 5 % = 0.615 → 0.62
    const settings = DiscountSettings.parse({ annualRate: '0', commissionRate: '0.1' });
    const [a] = previewInvoiceDiscount(settings, [invoice('A', '1005.00', 30)], {
      valueDate: VALUE_DATE,
    }).lines;
    expect(a && tl(a.commission)).toBe('1.01');
    const [b] = previewInvoiceDiscount(settings, [invoice('B', '12300.00', 30)], {
      valueDate: VALUE_DATE,
    }).lines;
    expect(b && [tl(b.commission), tl(b.bsmv)]).toEqual(['12.30', '0.62']);
  });

  it("takes the firm's agreed rate over the tenant's", () => {
    const settings = DiscountSettings.parse({ annualRate: '45', bsmvRate: '0', dayBasis: { TRY: 360 } });
    const preview = previewInvoiceDiscount(settings, [invoice('A', '100000.00', 90)], {
      valueDate: VALUE_DATE,
      agreedRate: '36',
    });
    expect(preview.annualRate).toBe('36');
    expect(preview.lines[0] && tl(preview.lines[0].discount)).toBe('9000.00');
  });

  it('spreads a minimum commission over the invoices by amount, to the kuruş', () => {
    // 0.1 % of 100, 200 and 300 TL is 0.60 in all, under the 50.00 minimum: 8.333…, 16.666…, 25.00
    // → 8.33, 16.66, 25.00 and the kuruş left goes to the largest remainder (the 200 TL invoice).
    const settings = DiscountSettings.parse({
      annualRate: '0',
      commissionRate: '0.1',
      commissionMinimum: { TRY: '50.00' },
    });
    const preview = previewInvoiceDiscount(
      settings,
      [invoice('A', '100.00', 30), invoice('B', '200.00', 30), invoice('C', '300.00', 30)],
      { valueDate: VALUE_DATE },
    );
    expect(preview.lines.map((line) => tl(line.commission))).toEqual(['8.33', '16.67', '25.00']);
    expect(preview.totals[0] && tl(preview.totals[0].commission)).toBe('50.00');
  });

  it('keeps the rate commission when it reaches the minimum', () => {
    const settings = DiscountSettings.parse({
      annualRate: '0',
      commissionRate: '1',
      commissionMinimum: { TRY: '50.00' },
    });
    const preview = previewInvoiceDiscount(settings, [invoice('A', '6000.00', 30)], {
      valueDate: VALUE_DATE,
    });
    expect(preview.lines[0] && tl(preview.lines[0].commission)).toBe('60.00');
  });

  it('spreads the per-request fee once per currency and adds the per-invoice fee', () => {
    // 10.00 over three equal invoices: 3.33 each and the kuruş left to the first; plus 2.00 each.
    const settings = DiscountSettings.parse({
      annualRate: '0',
      feePerRequest: { TRY: '10.00', USD: '1.00' },
      feePerInvoice: { TRY: '2.00' },
    });
    const preview = previewInvoiceDiscount(
      settings,
      [
        invoice('A', '500.00', 30),
        invoice('U', '40.00', 30, 'USD'),
        invoice('B', '500.00', 30),
        invoice('C', '500.00', 30),
      ],
      { valueDate: VALUE_DATE },
    );
    expect(preview.lines.map((line) => [line.id, tl(line.fee)])).toEqual([
      ['A', '5.34'],
      ['U', '1.00'],
      ['B', '5.33'],
      ['C', '5.33'],
    ]);
    // Nothing else is charged at a zero rate and zero commission.
    expect(preview.totals.map((total) => [total.currencyCode, tl(total.fee), tl(total.net)])).toEqual([
      ['TRY', '16.00', '1484.00'],
      ['USD', '1.00', '39.00'],
    ]);
  });

  it('totals each currency on its own basis, with the weighted-average days', () => {
    // TRY on 365: 1,000 for 10 days and 2,000 for 33 days → (10,000 + 66,000) / 3,000 = 25.33 days.
    // EUR on 360: 36,000.00 at 10 % for 30 days = 300.00.
    const settings = DiscountSettings.parse({ annualRate: '10', bsmvRate: '0' });
    const preview = previewInvoiceDiscount(
      settings,
      [invoice('E', '36000.00', 30, 'EUR'), invoice('T1', '1000.00', 10), invoice('T2', '2000.00', 33)],
      { valueDate: VALUE_DATE },
    );
    expect(preview.lines.map((line) => line.id)).toEqual(['E', 'T1', 'T2']);
    expect(preview.totals.map((total) => [total.currencyCode, total.count, total.averageDays])).toEqual([
      ['TRY', 2, 25.33],
      ['EUR', 1, 30],
    ]);
    // TRY: 1,000 × 10 % × 10 / 365 = 2.74; 2,000 × 10 % × 33 / 365 = 18.08
    expect(preview.totals.map((total) => tl(total.discount))).toEqual(['20.82', '300.00']);
  });

  it('refuses an invoice due on the value date, a repeated invoice and a missing rate', () => {
    const settings = DiscountSettings.parse({ annualRate: '10' });
    const options = { valueDate: VALUE_DATE };
    expect(() => previewInvoiceDiscount(settings, [invoice('A', '1.00', 0)], options)).toThrow(RangeError);
    expect(() =>
      previewInvoiceDiscount(settings, [invoice('A', '1.00', 5), invoice('A', '2.00', 6)], options),
    ).toThrow(RangeError);
    expect(() => previewInvoiceDiscount(settings, [], { valueDate: '2026-02-30' })).toThrow(RangeError);
    expect(() => previewInvoiceDiscount(settings, [], { ...options, agreedRate: 'x' })).toThrow(RangeError);
  });
});

describe('discount settings', () => {
  it('fills the defaults and writes rates and amounts one way', () => {
    expect(DiscountSettings.parse({ annualRate: 42.5, feePerInvoice: { TRY: '7.5' } })).toEqual({
      method: 'simple',
      annualRate: '42.5',
      dayBasis: { TRY: 365, USD: 360, EUR: 360 },
      commissionRate: '0',
      commissionMinimum: {},
      bsmvRate: '5',
      feePerInvoice: { TRY: '7.50' },
      feePerRequest: {},
      minDaysToDue: 0,
    });
  });

  it('refuses other bases, over-long rates, negative fees and unknown currencies', () => {
    const bad = [
      { annualRate: '45', dayBasis: { TRY: 364 } },
      { annualRate: '45.12345' },
      { annualRate: '45', commissionRate: '100' },
      { annualRate: '45', bsmvRate: '100.01' },
      { annualRate: '45', feePerInvoice: { TRY: '-1.00' } },
      { annualRate: '45', feePerRequest: { GBP: '1.00' } },
      { annualRate: '45', method: 'compound' },
      {},
    ];
    for (const input of bad) {
      expect(DiscountSettings.safeParse(input).success, JSON.stringify(input)).toBe(false);
    }
  });
});

describe('properties', () => {
  const currency = fc.constantFrom('TRY' as const, 'USD' as const, 'EUR' as const);
  const kurus = (max: bigint) => fc.bigInt({ min: 0n, max }).map(formatAmount);
  const rate = (max: bigint) => fc.bigInt({ min: 0n, max }).map(formatRate);
  const settingsArb = fc
    .record({
      method: fc.constantFrom<DiscountMethod>('simple', 'true'),
      annualRate: rate(2_000_000n),
      dayBasis: fc.record({
        TRY: fc.constantFrom<DayBasis>(360, 365),
        USD: fc.constantFrom<DayBasis>(360, 365),
        EUR: fc.constantFrom<DayBasis>(360, 365),
      }),
      commissionRate: rate(50_000n),
      commissionMinimum: fc.record({ TRY: kurus(100_000n), USD: kurus(5_000n) }),
      bsmvRate: rate(100_000n),
      feePerInvoice: fc.record({ TRY: kurus(10_000n), EUR: kurus(1_000n) }),
      feePerRequest: fc.record({ TRY: kurus(10_000n), USD: kurus(1_000n) }),
    })
    .map((input) => DiscountSettings.parse(input));
  const invoicesArb = fc
    .array(
      fc.record({
        amount: fc.bigInt({ min: 1n, max: 100_000_000_000n }).map(formatAmount),
        currencyCode: currency,
        days: fc.integer({ min: 1, max: 720 }),
      }),
      { minLength: 1, maxLength: 8 },
    )
    .map((rows) => rows.map((row, i) => invoice(`I${i}`, row.amount, row.days, row.currencyCode)));

  it('net + discount + commission + BSMV + fees = amount, per invoice and per currency', () => {
    fc.assert(
      fc.property(settingsArb, invoicesArb, (settings, invoices) => {
        const preview = previewInvoiceDiscount(settings, invoices, { valueDate: VALUE_DATE });
        expect(preview.lines.map((line) => line.id)).toEqual(invoices.map((row) => row.id));
        for (const line of preview.lines) {
          expect(line.net + line.discount + line.commission + line.bsmv + line.fee).toBe(line.amount);
          expect(line.net <= line.amount).toBe(true);
        }
        for (const total of preview.totals) {
          const lines = preview.lines.filter((line) => line.currencyCode === total.currencyCode);
          const sumOf = (pick: (line: (typeof lines)[number]) => bigint) =>
            lines.reduce((acc, line) => acc + pick(line), 0n);
          expect(total.net + total.discount + total.commission + total.bsmv + total.fee).toBe(total.amount);
          expect([sumOf((l) => l.amount), sumOf((l) => l.discount), sumOf((l) => l.commission)]).toEqual([
            total.amount,
            total.discount,
            total.commission,
          ]);
          expect([sumOf((l) => l.bsmv), sumOf((l) => l.fee), sumOf((l) => l.net)]).toEqual([
            total.bsmv,
            total.fee,
            total.net,
          ]);
          const minimum = parseAmount(settings.commissionMinimum[total.currencyCode] ?? '0') ?? 0n;
          expect(total.commission >= minimum).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('gives a discount that never falls as days or the rate grow, and stays below the amount (true)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 100_000_000_000n }),
        fc.bigInt({ min: 0n, max: 2_000_000n }),
        fc.bigInt({ min: 0n, max: 2_000_000n }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.constantFrom<DayBasis>(360, 365),
        fc.constantFrom<DiscountMethod>('simple', 'true'),
        (amount, rateA, rateB, daysA, daysB, basis, method) => {
          const [lowRate, highRate] = rateA <= rateB ? [rateA, rateB] : [rateB, rateA];
          const [fewDays, moreDays] = daysA <= daysB ? [daysA, daysB] : [daysB, daysA];
          const at = (rateValue: bigint, days: number) =>
            discountAmount(amount, rateValue, days, basis, method);
          expect(at(lowRate, fewDays) <= at(lowRate, moreDays)).toBe(true);
          expect(at(lowRate, fewDays) <= at(highRate, fewDays)).toBe(true);
          if (method === 'true') {
            expect(at(highRate, moreDays) <= amount).toBe(true);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});
