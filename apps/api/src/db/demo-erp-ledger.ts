import { cardNumbersIn, formatAmount, multiplyByExchangeRate, parseAmount } from '@tahsilat/domain';
import { type DemoFirm, randomSource } from './demo-erp-firms.js';

/**
 * Two years of a dealer's ledger as its ERP would push it (DESIGN 13): an opening row, invoices with their
 * payment-plan lines, returns, and payments by transfer, card, cheque and note that close the oldest lines first,
 * so the plan's open lines add up to what the ledger says the dealer owes. Dates are relative to `today`.
 */

type Row = Record<string, unknown>;

export interface DemoLedger {
  movements: Row[];
  dueItems: Row[];
  invoices: Row[];
}

interface OpenLine {
  row: Row;
  amount: bigint;
  paid: bigint;
  invoice: Row | null;
}

const DAY_MS = 86_400_000;
const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const addDays = (iso: string, days: number) => isoOf(dayOf(iso) + days * DAY_MS);

/** USD/TRY moving from 32 to 42 over the two years (the demo's own curve, not history). */
function usdRate(date: string, start: string, today: string): bigint {
  const share = (dayOf(date) - dayOf(start)) / Math.max(1, dayOf(today) - dayOf(start));
  return BigInt(Math.round((32 + 10 * share) * 10_000)) * 100n;
}

/** Millionths as the API's rate text ("32.504100"). */
const rateText = (micros: bigint) => `${micros / 1_000_000n}.${String(micros % 1_000_000n).padStart(6, '0')}`;

const PAYMENT_TYPES = ['payment', 'payment', 'card', 'cheque', 'note'] as const;
const PAYMENT_TEXTS: Record<(typeof PAYMENT_TYPES)[number], [string, string]> = {
  payment: ['TAH', 'Havale/EFT ile tahsilat'],
  card: ['KRT', 'Kredi kartı tahsilatı (mağaza POS)'],
  cheque: ['CEK', 'Müşteri çeki'],
  note: ['SNT', 'Senet tahsilatı'],
};

export function demoLedger(firm: DemoFirm, today: string): DemoLedger {
  const random = randomSource(Number(firm.code) * 7 + 13);
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const todayDate = new Date(dayOf(today));
  const start = isoOf(Date.UTC(todayDate.getUTCFullYear() - 2, todayDate.getUTCMonth(), 1));
  const out: DemoLedger = { movements: [], dueItems: [], invoices: [] };
  const open: Record<'TRY' | 'USD', OpenLine[]> = { TRY: [], USD: [] };
  let seq = 0;
  const next = (prefix: string) => `${prefix}-${firm.code}-${String(++seq).padStart(5, '0')}`;
  let documentSeq = Number(firm.code) * 1000;
  /**
   * An e-invoice style number (prefix, year, 9 digits). Its 13-digit run starts with the year, 2…, where no card
   * scheme has 13-digit numbers, so it is never a card number and the loop's card check never skips a candidate.
   */
  const documentNo = (prefix: string, date: string) => {
    for (;;) {
      const candidate = `${prefix}${date.slice(0, 4)}${String(++documentSeq).padStart(9, '0')}`;
      if (cardNumbersIn(candidate).length === 0) {
        return candidate;
      }
    }
  };
  const movement = (fields: Row) =>
    out.movements.push({ externalId: next('MOV'), firmCode: firm.code, ...fields });

  /** Credits close the oldest open lines of their currency first, as the ERP's closing does. */
  const close = (currency: 'TRY' | 'USD', amount: bigint) => {
    let left = amount;
    for (const line of open[currency]) {
      const take = line.amount - line.paid < left ? line.amount - line.paid : left;
      line.paid += take;
      left -= take;
    }
    open[currency] = open[currency].filter((line) => line.paid < line.amount);
  };
  const planLine = (currency: 'TRY' | 'USD', row: Row, amount: bigint, invoice: Row | null) => {
    const line = {
      row: { ...row, amount: formatAmount(amount), currencyCode: currency },
      amount,
      paid: 0n,
      invoice,
    };
    out.dueItems.push(line.row);
    open[currency].push(line);
    (line.row as { _line?: OpenLine })._line = line;
  };

  const opening = BigInt(between(20, 200)) * 1_000_00n;
  movement({
    date: start,
    documentType: 'opening',
    documentNo: 'DEVIR',
    description: 'Açılış fişi (devir)',
    debit: formatAmount(opening),
  });
  planLine(
    'TRY',
    {
      externalId: next('DUE'),
      firmCode: firm.code,
      documentNo: 'DEVIR',
      documentDate: start,
      dueDate: start,
      description: 'Devir bakiyesi',
    },
    opening,
    null,
  );

  for (let month = 0; month < 25; month += 1) {
    const first = isoOf(Date.UTC(todayDate.getUTCFullYear() - 2, todayDate.getUTCMonth() + month, 1));
    const dayIn = (day: number) => addDays(first, day - 1);
    for (let k = between(1, 3); k > 0; k -= 1) {
      const date = dayIn(between(1, 28));
      if (date > today) {
        continue;
      }
      const usd = firm.usesUsd && random() < 0.3;
      const rate = usdRate(date, start, today);
      const fx = BigInt(between(500, 6000)) * 100n;
      const amount = usd
        ? multiplyByExchangeRate(fx, rate)
        : BigInt(between(5_000, 120_000)) * 100n + BigInt(between(0, 99));
      const count = amount > 5_000_000n ? 3 : 1;
      const invoiceNo = documentNo('DTC', date);
      const lastDue = addDays(date, 30 * count);
      const invoice: Row = {
        externalId: next('INV'),
        firmCode: firm.code,
        invoiceNo,
        invoiceDate: date,
        dueDate: lastDue,
        amount: formatAmount(usd ? fx : amount),
        currencyCode: usd ? 'USD' : 'TRY',
        description: 'Satış faturası',
      };
      out.invoices.push(invoice);
      movement({
        date,
        dueDate: lastDue,
        documentType: 'invoice',
        documentNo: invoiceNo,
        description: usd ? 'Satış faturası (USD)' : 'Satış faturası',
        debit: formatAmount(amount),
        ...(usd ? { currencyCode: 'USD', fxAmount: formatAmount(fx), fxRate: rateText(rate) } : {}),
      });
      const whole = usd ? fx : amount;
      for (let i = 1; i <= count; i += 1) {
        const part = i < count ? whole / BigInt(count) : whole - (whole / BigInt(count)) * BigInt(count - 1);
        planLine(
          usd ? 'USD' : 'TRY',
          {
            externalId: next('DUE'),
            firmCode: firm.code,
            documentNo: invoiceNo,
            documentDate: date,
            dueDate: addDays(date, 30 * i),
            installmentNo: i,
            installmentCount: count,
            description: `Fatura ${invoiceNo} taksit ${i}/${count}`,
          },
          part,
          invoice,
        );
      }
      if (random() < 0.12) {
        const back = (amount * BigInt(between(3, 10))) / 100n;
        const returnDate = addDays(date, between(3, 20));
        if (returnDate <= today && !usd) {
          movement({
            date: returnDate,
            documentType: 'return',
            documentNo: documentNo('IAD', returnDate),
            description: `İade faturası (${invoiceNo})`,
            credit: formatAmount(back),
          });
          close('TRY', back);
        }
      }
    }
    // The dealer pays what fell due a while ago, as its habit says.
    const payDay = dayIn(between(8, 26));
    if (payDay > today) {
      continue;
    }
    const cutoff = addDays(payDay, 30 - firm.payDelayDays);
    for (const currency of ['TRY', 'USD'] as const) {
      const due = open[currency]
        .filter((line) => String(line.row.dueDate) <= cutoff)
        .reduce((sum, line) => sum + line.amount - line.paid, 0n);
      const share = BigInt(Math.round(firm.payShare * 100));
      const paid = currency === 'TRY' ? ((due * share) / 100n / 10_000n) * 10_000n : due;
      if (paid <= 0n) {
        continue;
      }
      const type =
        currency === 'USD'
          ? 'payment'
          : (PAYMENT_TYPES[between(0, PAYMENT_TYPES.length - 1)] as (typeof PAYMENT_TYPES)[number]);
      const [prefix, text] = PAYMENT_TEXTS[type];
      const rate = usdRate(payDay, start, today);
      movement({
        date: payDay,
        dueDate: type === 'cheque' || type === 'note' ? addDays(payDay, between(30, 90)) : null,
        documentType: type,
        documentNo: `${prefix}${payDay.slice(0, 4)}${String(seq).padStart(6, '0')}`,
        description: currency === 'USD' ? 'Döviz havalesi (USD)' : text,
        credit: formatAmount(currency === 'USD' ? multiplyByExchangeRate(paid, rate) : paid),
        ...(currency === 'USD'
          ? { currencyCode: 'USD', fxAmount: formatAmount(paid), fxRate: rateText(rate) }
          : {}),
      });
      close(currency, paid);
    }
  }
  return finish(out, firm, today);
}

/** Writes the plan lines' paid amounts back and derives each invoice's paid amount, DBS part and discountability. */
function finish(out: DemoLedger, firm: DemoFirm, today: string): DemoLedger {
  const paidByInvoice = new Map<Row, bigint>();
  for (const row of out.dueItems) {
    const line = (row as { _line?: OpenLine })._line as OpenLine;
    delete (row as { _line?: OpenLine })._line;
    row.paidAmount = formatAmount(line.paid);
    if (line.invoice) {
      paidByInvoice.set(line.invoice, (paidByInvoice.get(line.invoice) ?? 0n) + line.paid);
    }
  }
  const dbsFrom = addDays(today, -180);
  for (const invoice of out.invoices) {
    const amount = parseAmount(String(invoice.amount)) ?? 0n;
    const paid = paidByInvoice.get(invoice) ?? 0n;
    invoice.paidAmount = formatAmount(paid);
    const dueDate = String(invoice.dueDate);
    invoice.discountable = paid < amount && dueDate > addDays(today, 15) && invoice.currencyCode === 'TRY';
    if (firm.dbsBank && String(invoice.invoiceDate) >= dbsFrom && invoice.currencyCode === 'TRY') {
      invoice.dbs = {
        bankCode: firm.dbsBank,
        status: paid >= amount ? 1 : paid > 0n ? 4 : 3,
        guaranteedAmount: invoice.amount,
        collectionDate: paid >= amount ? dueDate : null,
      };
    }
  }
  return out;
}
