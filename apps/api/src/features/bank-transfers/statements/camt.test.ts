import { describe, expect, it } from 'vitest';
import { parseCamt } from './camt.js';
import { StatementFormatError } from './statement-types.js';

const IBAN = 'TR540006200019900006299001';

function statement(entries: string, account = IBAN, root = 'BkToCstmrStmt', block = 'Stmt'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
<${root}><GrpHdr><MsgId>M1</MsgId><CreDtTm>2026-11-28T18:00:00+03:00</CreDtTm></GrpHdr>
<${block}><Id>EKSTRE-2026-11-28</Id>
<Acct><Id><IBAN>${account}</IBAN></Id><Ccy>TRY</Ccy></Acct>
<Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="TRY">1000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-11-28</Dt></Dt></Bal>
${entries}
<Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="TRY">2000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-11-28</Dt></Dt></Bal>
</${block}></${root}></Document>`;
}

const credit = (ref: string, amount: string, extra = ''): string => `<Ntry><Amt Ccy="TRY">${amount}</Amt>
<CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2026-11-28</Dt></BookgDt><ValDt><Dt>2026-11-28</Dt></ValDt>
<AcctSvcrRef>${ref}</AcctSvcrRef>${extra}</Ntry>`;

const details = `<NtryDtls><TxDtls><Refs><EndToEndId>E2E-1</EndToEndId></Refs>
<RltdPties><Dbtr><Pty><Nm>ÇAĞLAR ÖZTÜRK İNŞAAT LTD. ŞTİ.</Nm><Id><OrgId><Othr><Id>1234567890</Id></Othr></OrgId></Id></Pty></Dbtr>
<DbtrAcct><Id><IBAN>TR33 0006 1005 1978 6457 8413 26</IBAN></Id></DbtrAcct></RltdPties>
<RmtInf><Ustrd>Cari ödeme T7K3-Q9MX</Ustrd><Ustrd>Kasım</Ustrd></RmtInf></TxDtls></NtryDtls>`;

describe('parseCamt', () => {
  it('reads the account, period and a credit with its party, IBAN, tax number and remittance', () => {
    const parsed = parseCamt(statement(credit('BNK-1', '1250.5', details)));
    expect(parsed).toMatchObject({
      format: 'camt.053',
      accountId: IBAN,
      accountCurrency: 'TRY',
      statementId: 'EKSTRE-2026-11-28',
      periodFrom: '2026-11-28',
      periodTo: '2026-11-28',
    });
    expect(parsed.entries).toEqual([
      {
        position: 'Ntry 1 (satır 7)',
        bankReference: 'BNK-1',
        ownerReference: 'E2E-1',
        bookingDate: '2026-11-28',
        valueDate: '2026-11-28',
        amountMinor: 125050n,
        currency: 'TRY',
        direction: 'credit',
        isReversal: false,
        counterpartyName: 'ÇAĞLAR ÖZTÜRK İNŞAAT LTD. ŞTİ.',
        counterpartyIban: 'TR330006100519786457841326',
        counterpartyTaxNumber: '1234567890',
        description: 'Cari ödeme T7K3-Q9MX Kasım',
      },
    ]);
  });

  it('reads version 02 names, a namespace prefix and a notification (camt.054)', () => {
    const v2 = `<Ntry><Amt Ccy="TRY">10</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts>
<BookgDt><DtTm>2026-11-27T23:59:00+03:00</DtTm></BookgDt><NtryDtls><TxDtls>
<RltdPties><Dbtr><Nm>Ayşe Yılmaz</Nm></Dbtr></RltdPties></TxDtls></NtryDtls></Ntry>`;
    const xml = statement(v2, IBAN, 'BkToCstmrDbtCdtNtfctn', 'Ntfctn')
      .replaceAll('<', '<c:')
      .replaceAll('<c:/', '</c:')
      .replace('<c:?xml', '<?xml')
      .replace('<c:Document xmlns=', '<c:Document xmlns:c=');
    const parsed = parseCamt(xml);
    expect(parsed.format).toBe('camt.054');
    expect(parsed.entries[0]).toMatchObject({
      bookingDate: '2026-11-27',
      amountMinor: 1000n,
      counterpartyName: 'Ayşe Yılmaz',
      bankReference: null,
    });
  });

  it('splits a batch whose transactions add up, keeps one movement when they do not', () => {
    const tx = (amount: string, ref: string): string =>
      `<TxDtls><Refs><AcctSvcrRef>${ref}</AcctSvcrRef></Refs><Amt Ccy="TRY">${amount}</Amt><RmtInf><Ustrd>${ref}</Ustrd></RmtInf></TxDtls>`;
    const batch = credit('B-1', '300.00', `<NtryDtls>${tx('100.00', 'A')}${tx('200.00', 'B')}</NtryDtls>`);
    const uneven = credit('B-2', '300.00', `<NtryDtls>${tx('100.00', 'C')}${tx('150.00', 'D')}</NtryDtls>`);
    const { entries } = parseCamt(statement(batch + uneven));
    expect(entries.map((e) => [e.bankReference, e.amountMinor, e.description])).toEqual([
      ['A', 10000n, 'A'],
      ['B', 20000n, 'B'],
      ['B-2', 30000n, 'C D'],
    ]);
  });

  it('marks reversals, reads debits and skips what is not booked', () => {
    const reversal = credit('R-1', '5.00', '<RvslInd>true</RvslInd>').replace('CRDT', 'DBIT');
    const pending = credit('P-1', '7.00').replace('<Cd>BOOK</Cd>', '<Cd>PDNG</Cd>');
    const { entries } = parseCamt(statement(reversal + pending));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ direction: 'debit', isReversal: true, amountMinor: 500n });
  });

  it.each([
    ['a DOCTYPE', statement('').replace('<Document', '<!DOCTYPE d [<!ENTITY x "y">]><Document'), 'DOCTYPE'],
    [
      'an amount with three decimals',
      statement(credit('X', '1.005')),
      'Ntry 1 (satır 7) / Amt: tutar okunamadı',
    ],
    ['an amount with a sign', statement(credit('X', '-1.00')), 'tutar okunamadı'],
    ['no currency', statement(credit('X', '1.00').replace(' Ccy="TRY"', '')), 'para birimi'],
    [
      'a bad date',
      statement(credit('X', '1.00').replace('2026-11-28</Dt></BookgDt', '2026-02-30</Dt></BookgDt')),
      'tarih geçersiz',
    ],
    [
      'no booking date',
      statement(credit('X', '1.00').replace(/<BookgDt>.*?<\/BookgDt>/, '')),
      'kayıt tarihi yok',
    ],
    ['no direction', statement(credit('X', '1.00').replace('<CdtDbtInd>CRDT</CdtDbtInd>', '')), 'CdtDbtInd'],
    [
      'an account report (camt.052)',
      statement('', IBAN, 'BkToCstmrAcctRpt', 'Rpt'),
      'camt.053 ya da camt.054 değil',
    ],
    [
      'a broken tag',
      statement(credit('X', '1.00')).replace('</AcctSvcrRef>', '</AcctSvcr>'),
      'XML okunamadı',
    ],
    ['no account', statement('').replace(/<Acct>.*?<\/Acct>/, ''), 'hesap (Acct/Id) yok'],
    ['not XML', 'this is not a statement', 'satır 1'],
  ])('refuses %s, naming the place', (_name, xml, message) => {
    expect(() => parseCamt(xml)).toThrow(StatementFormatError);
    expect(() => parseCamt(xml)).toThrow(message);
  });

  it('refuses two accounts in one file', () => {
    const two = statement('').replace(
      '</Stmt>',
      `</Stmt><Stmt><Id>2</Id><Acct><Id><IBAN>TR330006100519786457841326</IBAN></Id></Acct></Stmt>`,
    );
    expect(() => parseCamt(two)).toThrow('bir dosyada iki farklı hesap');
  });

  it('skips a pending entry written as Prtry (v09+), keeps a split whose parts do not agree as one movement', () => {
    const pending = credit('P-2', '7.00').replace(
      '<Sts><Cd>BOOK</Cd></Sts>',
      '<Sts><Prtry>PDNG</Prtry></Sts>',
    );
    const part = (amount: string, indicator: string) =>
      `<TxDtls><Amt Ccy="TRY">${amount}</Amt><CdtDbtInd>${indicator}</CdtDbtInd></TxDtls>`;
    const mixed = credit(
      'M-1',
      '50.00',
      `<NtryDtls>${part('75.00', 'CRDT')}${part('25.00', 'DBIT')}</NtryDtls>`,
    );
    const { entries } = parseCamt(statement(pending + mixed));
    expect(entries.map((e) => [e.bankReference, e.direction, e.amountMinor])).toEqual([
      ['M-1', 'credit', 5000n],
    ]);
  });

  it('does not copy an entry’s text into each part of a split, and cuts a description at 1,000 characters', () => {
    const long = 'A'.repeat(5_000);
    const tx = (ref: string) =>
      `<TxDtls><Refs><AcctSvcrRef>${ref}</AcctSvcrRef></Refs><Amt Ccy="TRY">1.00</Amt><RmtInf><Ustrd>${ref}</Ustrd></RmtInf></TxDtls>`;
    const batch = credit(
      'B-9',
      '2.00',
      `<NtryDtls>${tx('X')}${tx('Y')}</NtryDtls><AddtlNtryInf>${long}</AddtlNtryInf>`,
    );
    const lone = credit('L-1', '1.00', `<AddtlNtryInf>${long}</AddtlNtryInf>`);
    const { entries } = parseCamt(statement(batch + lone));
    expect(entries.map((e) => e.description.length)).toEqual([1, 1, 1_000]);
  });

  it('reads 10,000 entries in well under a second', () => {
    const entries = Array.from({ length: 10_000 }, (_, i) => credit(`R${i}`, `${i + 1}.25`, details)).join(
      '\n',
    );
    const started = performance.now();
    const parsed = parseCamt(statement(entries));
    expect(parsed.entries).toHaveLength(10_000);
    expect(parsed.entries[9_999]?.amountMinor).toBe(1_000_025n);
    expect(performance.now() - started).toBeLessThan(3000);
  });
});
