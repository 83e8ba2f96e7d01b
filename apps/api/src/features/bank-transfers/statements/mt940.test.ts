import { describe, expect, it } from 'vitest';
import { decodeStatementBytes, parseMt940 } from './mt940.js';
import { StatementFormatError } from './statement-types.js';

const IBAN = 'TR330006100519786457841326';

/** The closing balance of 1000,00 and the body's movements, as field 62 writes it. */
function closingOf(body: string[]): string {
  let minor = 100_000n;
  for (const line of body) {
    const movement = /^:61:\d{6}(?:\d{4}|\s{4})?(R?)([CD])[A-Z]?(\d+),(\d{0,2})/.exec(line);
    if (movement) {
      const amount = BigInt(`${movement[3]}${(movement[4] ?? '').padEnd(2, '0')}`);
      const isCredit = (movement[2] === 'C') !== (movement[1] === 'R');
      minor += isCredit ? amount : -amount;
    }
  }
  const digits = (minor < 0n ? -minor : minor).toString().padStart(3, '0');
  return `${minor < 0n ? 'D' : 'C'}260131TRY${digits.slice(0, -2)},${digits.slice(-2)}`;
}

/** A statement of IBAN in TRY, its balances adding up: the body's first line is line 5 of the file. */
const statementOf = (body: string[]) =>
  [
    ':20:STMT-1',
    `:25:${IBAN}`,
    ':28C:1/1',
    ':60F:C260101TRY1000,00',
    ...body,
    `:62F:${closingOf(body)}`,
    '-',
  ].join('\n');

const statement = (...body: string[]) => statementOf(body);

/** The one entry of a statement with these lines. */
const entryOf = (...body: string[]) => {
  const [entry, ...others] = parseMt940(statement(...body)).entries;
  expect(others).toEqual([]);
  return entry;
};

/** The place and reason of the error the text is refused with. */
function refusal(text: string): { where: string; reason: string } {
  try {
    parseMt940(text);
  } catch (error) {
    expect(error).toBeInstanceOf(StatementFormatError);
    const { where, reason } = error as StatementFormatError;
    return { where, reason };
  }
  throw new Error('the text was read');
}

/** Text in Windows-1254, with the Turkish letters' bytes picked by hand (Node has no encoder for it). */
function windows1254(text: string): Uint8Array {
  const turkish: Record<string, number> = { Ç: 0xc7, Ğ: 0xd0, İ: 0xdd, Ş: 0xde, ğ: 0xf0, ı: 0xfd, ş: 0xfe };
  return Uint8Array.from([...text], (char) => turkish[char] ?? char.charCodeAt(0));
}

describe('parseMt940', () => {
  it('reads a statement: account, period, credits and debits in minor units with their references', () => {
    const parsed = parseMt940(
      statement(
        ':61:2601150115C1250,50NTRFREF-1//BNK123',
        ':86:EFT GELEN ALİ VELİ 1234567890',
        ':61:260116D300,NMSCNONREF',
        ':86:HAVALE GİDEN',
      ),
    );
    expect(parsed).toMatchObject({
      format: 'mt940',
      accountId: IBAN,
      accountCurrency: 'TRY',
      statementId: 'STMT-1',
      periodFrom: '2026-01-01',
      periodTo: '2026-01-31',
    });
    expect(parsed.entries).toEqual([
      {
        position: 'satır 5',
        bankReference: 'BNK123',
        ownerReference: 'REF-1',
        bookingDate: '2026-01-15',
        valueDate: '2026-01-15',
        amountMinor: 125050n,
        currency: 'TRY',
        direction: 'credit',
        isReversal: false,
        counterpartyName: null,
        counterpartyIban: null,
        counterpartyTaxNumber: null,
        description: 'EFT GELEN ALİ VELİ 1234567890',
      },
      expect.objectContaining({
        position: 'satır 7',
        bankReference: null,
        ownerReference: null,
        bookingDate: '2026-01-16',
        valueDate: '2026-01-16',
        amountMinor: 30000n,
        direction: 'debit',
        description: 'HAVALE GİDEN',
      }),
    ]);
  });

  it('takes the entry date’s year across a year end, both ways, and reads 80–99 as 19xx', () => {
    expect(entryOf(':61:2612310102C1,00NTRFA')).toMatchObject({
      valueDate: '2026-12-31',
      bookingDate: '2027-01-02',
    });
    expect(entryOf(':61:2701021231C1,00NTRFA')).toMatchObject({
      valueDate: '2027-01-02',
      bookingDate: '2026-12-31',
    });
    const old = parseMt940(statement().replace(':60F:C260101', ':60F:C991231'));
    expect(old.periodFrom).toBe('1999-12-31');
  });

  it('reads RD as a credit and RC as a debit, both reversals, with or without a funds code', () => {
    expect(entryOf(':61:260120RD50,00NTRFNONREF//R1')).toMatchObject({
      direction: 'credit',
      isReversal: true,
      amountMinor: 5000n,
      bankReference: 'R1',
    });
    expect(entryOf(':61:260120RCY20,5S103X')).toMatchObject({
      direction: 'debit',
      isReversal: true,
      amountMinor: 2050n,
    });
    expect(entryOf(':61:260121CY1000,NTRFABC')).toMatchObject({ direction: 'credit', amountMinor: 100000n });
    expect(entryOf(':61:2601210121DR7,NCHGABC')).toMatchObject({ direction: 'debit', amountMinor: 700n });
  });

  it('joins a field 86 of several lines with single spaces and appends the supplementary details', () => {
    const entry = entryOf(
      ':61:260115C10,00NTRFNONREF//B-9   ',
      'EK BILGI',
      ':86:FATURA 2026/15 ODEMESI   ',
      '   CAGLAR INSAAT',
      'TR12 0001 0000 0000 0000 0000 01',
    );
    expect(entry?.description).toBe(
      'FATURA 2026/15 ODEMESI CAGLAR INSAAT TR12 0001 0000 0000 0000 0000 01 EK BILGI',
    );
    expect(entry?.bankReference).toBe('B-9');
  });

  it('reads ?NN subfields: purpose, counterparty name and IBAN', () => {
    const entry = entryOf(
      ':61:260115C10,00NTRFNONREF',
      ':86:166?00GUTSCHRIFT?109249?20EREF+TH-ABC123?21SVWZ+Rechnung 4711',
      '?30DEUTDEFF?31DE89370400440532013000?32Max Mustermann?33GmbH',
    );
    expect(entry).toMatchObject({
      description: 'EREF+TH-ABC123 SVWZ+Rechnung 4711',
      counterpartyName: 'Max Mustermann GmbH',
      counterpartyIban: 'DE89370400440532013000',
    });
  });

  it('reads slash-coded field 86 (/NAME/ /IBAN/ /REMI/, and /CNTP/)', () => {
    const abn = entryOf(
      ':61:260115C10,00NTRFNONREF',
      ':86:/TRTP/SEPA OVERBOEKING/IBAN/NL44RABO0123456789/BIC/RABONL2U/NAME/J JANSEN/REMI/Factuur 123/EREF/X',
    );
    expect(abn).toMatchObject({
      description: 'Factuur 123',
      counterpartyName: 'J JANSEN',
      counterpartyIban: 'NL44RABO0123456789',
    });
    const ing = entryOf(
      ':61:260115C10,00NTRFNONREF',
      ':86:/EREF/123//CNTP/NL08INGB0000000555/INGBNL2A/ING BANK N.V./AMSTERDAM///REMI/USTD//Fatura 42/',
    );
    expect(ing).toMatchObject({ description: 'Fatura 42', counterpartyName: 'ING BANK N.V.' });
    expect(ing?.counterpartyIban).toBe('NL08INGB0000000555');
  });

  it('reads the SWIFT envelope with CRLF, and several statements of one account', () => {
    const text = [
      '{1:F01TGBATRISAXXX0000000000}{2:I940TGBATRISXXXXN}{4:',
      ...statement(':61:260115C1,00NTRFA').split('\n'),
      '}',
      '{1:F01TGBATRISAXXX0000000000}{2:I940TGBATRISXXXXN}{4:',
      ':20:STMT-2',
      ':25:TR33 0006 1005 1978 6457 8413 26  ',
      ':60M:C260201EUR5,00',
      ':61:260202D2,00NTRFB',
      ':62M:C260228EUR3,00',
      '-}',
    ].join('\r\n');
    const parsed = parseMt940(text);
    expect(parsed).toMatchObject({ statementId: 'STMT-1', accountId: IBAN, accountCurrency: 'TRY' });
    expect([parsed.periodFrom, parsed.periodTo]).toEqual(['2026-01-01', '2026-02-28']);
    expect(parsed.entries.map((entry) => [entry.position, entry.currency, entry.amountMinor])).toEqual([
      ['satır 6', 'TRY', 100n],
      ['satır 14', 'EUR', 200n],
    ]);
  });

  it('keeps an account written as bank code and number', () => {
    expect(parseMt940(statement().replace(`:25:${IBAN}`, ':25:00061/ 12345678')).accountId).toBe(
      '00061/12345678',
    );
  });
});

describe('decodeStatementBytes', () => {
  it('reads Windows-1254 when the bytes are not UTF-8, and UTF-8 with or without a BOM', () => {
    const name = 'ÇAĞLAR İNŞAAT ŞTİ ağış';
    expect(decodeStatementBytes(windows1254(name))).toBe(name);
    expect(decodeStatementBytes(Uint8Array.from([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(name)]))).toBe(
      name,
    );
    const file = decodeStatementBytes(windows1254(statement(':61:260115C1,00NTRFA', `:86:${name}`)));
    expect(parseMt940(file).entries[0]?.description).toBe(name);
  });
});

describe('parseMt940 refuses a malformed file whole, naming the line', () => {
  it.each([
    ['a bad amount', statement(':61:260115C1.250,00NTRFA'), 'satır 5', 'tutar okunamadı'],
    ['three decimals', statement(':61:260115C1250,505NTRFA'), 'satır 5', 'tutar okunamadı'],
    ['no amount', statement(':86:x', ':61:260115CNTRFA'), 'satır 6', 'tutar okunamadı'],
    ['31 February', statement(':61:260231C1,00NTRFA'), 'satır 5', 'tarih geçersiz'],
    ['a bad entry date', statement(':61:2602011302C1,00NTRFA'), 'satır 5', 'tarih geçersiz'],
    ['a bad balance date', statement().replace('260131', '261301'), 'satır 5', 'tarih geçersiz'],
    ['a bad mark', statement(':61:260115X1,00NTRFA'), 'satır 5', 'borç/alacak işareti geçersiz'],
    ['a bad type code', statement(':61:260115C1,00XTRFA'), 'satır 5', 'işlem türü kodu geçersiz'],
    ['no field 25', ':20:A\n:28C:1\n:60F:C260101TRY1,00', 'satır 3', 'hesap (:25:) yok'],
    ['no field 25 at all', ':20:A\n:28C:1\n-', 'satır 1', 'hesap (:25:) yok'],
    ['no balance', `:20:A\n:25:${IBAN}\n:61:260115C1,00NTRFA`, 'satır 3', 'açılış bakiyesi (:60F:) yok'],
    ['two accounts', `${statement()}\n:20:B\n:25:TR00X`, 'satır 8', 'bir dosyada iki farklı hesap'],
    ['a field before 20', `:25:${IBAN}\n:20:A`, 'satır 1', 'ekstre :20: alanıyla başlamıyor'],
  ])('%s', (_case, text, where, reason) => {
    expect(refusal(text)).toEqual({ where, reason });
  });

  it('refuses a file that is not MT940 at line 1', () => {
    expect(refusal('Tarih;Tutar;Açıklama\n01.01.2026;100,00;x').where).toBe('satır 1');
    expect(refusal('').where).toBe('satır 1');
  });
});

describe('parseMt940 at scale', () => {
  it('refuses a movement that is only text: a :61: line inside a bank’s free text breaks the balance', () => {
    const body = [':61:2601150115C10,00NTRFNONREF//B1', ':86:EFT GELEN'];
    const forged = statementOf(body).replace(
      ':86:EFT GELEN',
      ':86:EFT GELEN\n:61:2601150115C1000000,00NTRFNONREF//FAKE\n:86:T7K3Q9M1',
    );
    expect(refusal(forged)).toEqual({
      where: 'satır 9',
      reason: 'kapanış bakiyesi, açılış bakiyesi ve hareketlerin toplamıyla tutmuyor',
    });
  });

  it('reads 100,000 entries in well under the limit', () => {
    const body: string[] = [];
    for (let index = 1; index <= 100_000; index += 1) {
      body.push(`:61:2601150115C${index},${String(index % 100).padStart(2, '0')}NTRFREF${index}//B${index}`);
      body.push(`:86:EFT GELEN FIRMA ${index} VKN 1234567890 ACIKLAMA ${'X'.repeat(40)}`, 'DEVAM EDEN SATIR');
    }
    const text = statementOf(body);
    const started = performance.now();
    const parsed = parseMt940(text);
    const elapsed = performance.now() - started;
    expect(parsed.entries).toHaveLength(100_000);
    expect(parsed.entries[99_999]).toMatchObject({ amountMinor: 10000000n, position: 'satır 300002' });
    expect(elapsed).toBeLessThan(3000);
  });
});
