import { readFileSync } from 'node:fs';
import { findTransferReferences } from '@tahsilat/domain';
import { describe, expect, it } from 'vitest';
import { parseCamt } from './camt.js';
import { decodeStatementBytes, parseMt940 } from './mt940.js';
import type { ParsedStatement, StatementEntry } from './statement-types.js';
import { transactionKeys } from './transaction-key.js';

/** Real sample files from public statement readers and generated Turkish ones; sources in samples/SOURCES.md. */
const sample = (name: string): string =>
  decodeStatementBytes(readFileSync(new URL(`./samples/${name}`, import.meta.url)));

const summary = (parsed: ParsedStatement) =>
  parsed.entries.map(
    (e) => `${e.bookingDate} ${e.direction}${e.isReversal ? ' reversal' : ''} ${e.amountMinor}`,
  );

describe('the generated Turkish statements of one day', () => {
  const camt = parseCamt(sample('generated-tr-camt053.xml'));
  const mt940 = parseMt940(sample('generated-tr-mt940.txt'));

  it('read the same movements from camt.053 and MT940', () => {
    expect(camt.accountId).toBe('TR540006200019900006299001');
    expect(mt940.accountId).toBe(camt.accountId);
    expect(summary(mt940).sort()).toEqual(summary(camt).sort());
    expect(summary(camt)).toContain('2025-03-14 debit reversal 300000');
  });

  it('keep Turkish letters, and a valid reference code is found while the decoy is not', () => {
    expect(camt.entries[0]?.counterpartyName).toBe('ÇAĞLAR ÖZTÜRK İNŞAAT SANAYİ VE TİCARET LTD. ŞTİ.');
    expect(mt940.entries[0]?.description).toContain('ÇAĞLAR ÖZTÜRK İNŞAAT ŞTİ.');
    expect(findTransferReferences(camt.entries[0]?.description ?? '')).toEqual(['T7K3Q9M1']);
    const decoy = camt.entries.find((e) => e.description.includes('T7K3Q9MX'));
    expect(decoy && findTransferReferences(decoy.description)).toEqual([]);
  });
});

describe('published camt samples', () => {
  it('camt.053.001.08 (genkgo): the account from Othr/Id, a booking date-time, the v08 party', () => {
    const parsed = parseCamt(sample('genkgo-camt053-v08.xml'));
    expect(parsed.accountId).toBe('NL26VAYB8060476890');
    expect(parsed.entries).toHaveLength(1);
    expect(parsed.entries[0]).toMatchObject({
      bookingDate: '2014-12-31',
      amountMinor: 885n,
      direction: 'credit',
      counterpartyName: 'NAME NAME',
      counterpartyIban: 'NL56AGDH9619008421',
    });
  });

  it('camt.054.001.08 (genkgo): a batch whose transactions do not add up stays one movement', () => {
    const parsed = parseCamt(sample('genkgo-camt054-v08-batch.xml'));
    expect(parsed.format).toBe('camt.054');
    expect(parsed.entries.map((e) => [e.direction, e.amountMinor, e.currency])).toEqual([
      ['debit', 20000000n, 'SEK'],
    ]);
  });
});

describe('published MT940 samples', () => {
  it('SWIFT blocks around 31 messages of one account (ASN)', () => {
    const parsed = parseMt940(sample('asn-swift-blocks-multi-message-mt940.txt'));
    expect(parsed.accountId).toBe('NL81ASNB9999999999');
    expect([parsed.periodFrom, parsed.periodTo]).toEqual(['2020-01-01', '2020-01-31']);
    expect(summary(parsed).slice(0, 2)).toEqual(['2020-01-01 debit 6500', '2020-01-05 credit 100000']);
  });

  it('four spaces for the entry date, funds codes and zero amounts (Citi)', () => {
    const parsed = parseMt940(sample('citi-spaces-entry-date-mt940.txt'));
    expect(summary(parsed)[0]).toBe('2024-03-12 debit 21239');
    expect(parsed.entries.some((e) => e.amountMinor === 0n)).toBe(true);
  });

  it('refuses a published file whose closing balance is not its opening plus its movements (Sparkasse, RC/RD)', () => {
    for (const name of ['jejik-sparkasse-rc-reversal-mt940.txt', 'jejik-sparkasse-rd-reversal-mt940.txt']) {
      expect(() => parseMt940(sample(name))).toThrow('satır 8: kapanış bakiyesi');
    }
  });

  it('an entry date in the year before the value date (wolph/mt940 #121)', () => {
    const [entry] = parseMt940(sample('wolph-issue121-year-boundary-mt940.sta')).entries;
    expect([entry?.valueDate, entry?.bookingDate]).toEqual(['2026-01-01', '2025-12-30']);
  });

  it('CRLF and two movements with one bank reference: read, and keyed apart by date, amount and direction (cmxl)', () => {
    const parsed = parseMt940(sample('cmxl-windows-line-breaks-mt940.txt'));
    expect(parsed.entries.map((e) => e.bankReference)).toEqual(['55555', '55555']);
    const keys = transactionKeys(parsed.entries);
    expect(new Set(keys).size).toBe(2);
    expect(keys.every((key) => key.startsWith('ref:55555|'))).toBe(true);
  });

  it('refuses what a strict reader must: three accounts in one file, 31 November (cmxl)', () => {
    expect(() => parseMt940(sample('cmxl-multi-statement-mt940.sta'))).toThrow(
      'bir dosyada iki farklı hesap',
    );
    const latin1 = sample('cmxl-iso8859-1-mt940.sta');
    expect(latin1).toContain('MÜLLER');
    expect(() => parseMt940(latin1)).toThrow('satır 15: tarih geçersiz');
  });
});

describe('transaction keys', () => {
  const entry = (over: Partial<StatementEntry>): StatementEntry => ({
    position: 'satır 1',
    bankReference: 'FEE',
    ownerReference: null,
    bookingDate: '2026-11-28',
    valueDate: null,
    amountMinor: 500n,
    currency: 'TRY',
    direction: 'debit',
    isReversal: false,
    counterpartyName: null,
    counterpartyIban: null,
    counterpartyTaxNumber: null,
    description: 'MASRAF',
    ...over,
  });

  it('keys a reused reference apart by day, and a payment and its fee apart by amount', () => {
    const [first, second] = transactionKeys([entry({}), entry({ bookingDate: '2026-11-29' })]);
    expect(first).not.toBe(second);
    const both = transactionKeys([
      entry({ bankReference: 'E-1', amountMinor: 100_000n, direction: 'credit' }),
      entry({ bankReference: 'E-1' }),
    ]);
    const alone = transactionKeys([
      entry({ bankReference: 'E-1', amountMinor: 100_000n, direction: 'credit' }),
    ]);
    expect(both[0]).toBe(alone[0]);
  });

  it('keys a movement without a reference the same however its text is wrapped', () => {
    const [wrapped] = transactionKeys([entry({ bankReference: null, description: 'ÖDEME T7K3 Q9M1' })]);
    const [whole] = transactionKeys([entry({ bankReference: null, description: 'ÖDEME T7K3Q9M1' })]);
    expect(wrapped).toBe(whole);
  });
});
