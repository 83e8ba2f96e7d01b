/** Statement files for the tests and the bench: camt.053 and MT940 written from plain movements. */

export interface TestMovement {
  amount: string; // "1250.50"
  direction?: 'credit' | 'debit';
  reversal?: boolean;
  currency?: string;
  date?: string; // YYYY-MM-DD
  reference?: string | null;
  name?: string;
  iban?: string;
  text?: string;
}

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

function camtEntry(movement: TestMovement, index: number): string {
  const credit = (movement.direction ?? 'credit') === 'credit';
  const date = movement.date ?? '2026-11-28';
  const party = credit ? ['Dbtr', 'DbtrAcct'] : ['Cdtr', 'CdtrAcct'];
  const reference =
    movement.reference === undefined ? `BNK${String(index + 1).padStart(8, '0')}` : movement.reference;
  return `<Ntry><Amt Ccy="${movement.currency ?? 'TRY'}">${movement.amount}</Amt><CdtDbtInd>${credit ? 'CRDT' : 'DBIT'}</CdtDbtInd>${
    movement.reversal ? '<RvslInd>true</RvslInd>' : ''
  }<Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>${date}</Dt></BookgDt><ValDt><Dt>${date}</Dt></ValDt>${
    reference === null ? '' : `<AcctSvcrRef>${escapeXml(reference)}</AcctSvcrRef>`
  }<NtryDtls><TxDtls><RltdPties>${movement.name ? `<${party[0]}><Pty><Nm>${escapeXml(movement.name)}</Nm></Pty></${party[0]}>` : ''}${
    movement.iban ? `<${party[1]}><Id><IBAN>${movement.iban}</IBAN></Id></${party[1]}>` : ''
  }</RltdPties><RmtInf><Ustrd>${escapeXml(movement.text ?? '')}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`;
}

/** A camt.053.001.08 statement of one account with these movements (balances not checked by our reader). */
export function camtStatement(iban: string, movements: TestMovement[], currency = 'TRY'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>
<GrpHdr><MsgId>TEST</MsgId><CreDtTm>2026-11-28T18:00:00+03:00</CreDtTm></GrpHdr>
<Stmt><Id>TEST-STMT</Id><Acct><Id><IBAN>${iban}</IBAN></Id><Ccy>${currency}</Ccy></Acct>
${movements.map(camtEntry).join('\n')}
</Stmt></BkToCstmrStmt></Document>`;
}

/**
 * An MT940 statement of one account, as a Turkish bank writes it (IBAN in :25:, free text in :86:), its closing
 * balance the opening's 0 plus the movements. Amounts are written with two decimals ("12.50").
 */
export function mt940Statement(iban: string, movements: TestMovement[], currency = 'TRY'): string {
  const yymmdd = (date: string) => date.slice(2).replaceAll('-', '');
  const lines = [':20:TEST', `:25:${iban}`, ':28C:1/1', `:60F:C261127${currency}0,00`];
  for (const movement of movements) {
    const credit = (movement.direction ?? 'credit') === 'credit';
    const mark = movement.reversal ? (credit ? 'RD' : 'RC') : credit ? 'C' : 'D';
    const date = movement.date ?? '2026-11-28';
    const reference = movement.reference === undefined ? 'NONREF' : (movement.reference ?? 'NONREF');
    lines.push(
      `:61:${yymmdd(date)}${date.slice(5, 7)}${date.slice(8)}${mark}${movement.amount.replace('.', ',')}NTRFNONREF//${reference}`,
    );
    lines.push(`:86:${[movement.name, movement.iban, movement.text].filter(Boolean).join(' ')}`);
  }
  const minor = (amount: string) => BigInt(amount.replace('.', ''));
  const closing = movements.reduce(
    (sum, m) => sum + ((m.direction ?? 'credit') === 'credit' ? minor(m.amount) : -minor(m.amount)),
    0n,
  );
  const mark = closing < 0n ? 'D' : 'C';
  const magnitude = (closing < 0n ? -closing : closing).toString().padStart(3, '0');
  lines.push(`:62F:${mark}261128${currency}${magnitude.slice(0, -2)},${magnitude.slice(-2)}`, '-');
  return lines.join('\r\n');
}
