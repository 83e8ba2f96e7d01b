import { isIsoCalendarDate } from '@tahsilat/domain';
import {
  capDescription,
  compactAccountId,
  parseStatementAmount,
  type StatementEntry,
  StatementFormatError,
} from './statement-types.js';
import { at, child, children, textAt, type XmlNode } from './xml-node.js';

/** A batch of more parts than this is kept as one movement for a person to read. */
const MAX_SPLIT = 1_000;

/**
 * One camt `Ntry` (camt.053 or camt.054, versions 02 to 10) into the movements it books. An entry with several
 * `TxDtls` whose amounts add up to the entry's is one movement per transaction (a batch of transfers booked as
 * one line); otherwise it is one movement. Entries that are not booked (`PDNG`, `INFO`) book nothing.
 */
export function readCamtEntry(entry: XmlNode, position: string): StatementEntry[] {
  // Booked only, whichever way the version writes it (v02 text, v08 Cd, v09+ Prtry); no status is a booked v01.
  const status = textAt(entry, 'Sts', 'Cd') ?? textAt(entry, 'Sts', 'Prtry') ?? textAt(entry, 'Sts');
  if (child(entry, 'Sts') !== undefined && status !== 'BOOK') {
    return [];
  }
  const amount = readAmount(child(entry, 'Amt'), `${position} / Amt`);
  const direction = readDirection(textAt(entry, 'CdtDbtInd'), `${position} / CdtDbtInd`);
  const bookingDate = readDate(child(entry, 'BookgDt'), `${position} / BookgDt`);
  if (bookingDate === null) {
    throw new StatementFormatError(`${position} / BookgDt`, 'kayıt tarihi yok');
  }
  const valueDate = readDate(child(entry, 'ValDt'), `${position} / ValDt`);
  const base = {
    bookingDate,
    valueDate,
    currency: amount.currency,
    isReversal: textAt(entry, 'RvslInd') === 'true',
  };
  const entryReference = textAt(entry, 'AcctSvcrRef');
  const entryText = textAt(entry, 'AddtlNtryInf');
  const details = children(child(entry, 'NtryDtls'), 'TxDtls');
  const split = splitAmounts(
    details,
    { ...amount, indicator: direction === 'credit' ? 'CRDT' : 'DBIT' },
    position,
  );
  if (split === null) {
    const only = details.length === 1 ? details[0] : undefined;
    return [
      {
        ...base,
        ...party(only, direction),
        position,
        amountMinor: amount.minor,
        direction,
        bankReference: (only && textAt(only, 'Refs', 'AcctSvcrRef')) ?? entryReference,
        ownerReference: only ? ownerReference(only) : null,
        description: joinTexts([...details.flatMap(remittance), entryText]),
      },
    ];
  }
  return details.map((detail, index) => {
    return {
      ...base,
      ...party(detail, direction),
      position: `${position} / TxDtls ${index + 1}`,
      amountMinor: split[index] ?? 0n,
      direction,
      bankReference:
        textAt(detail, 'Refs', 'AcctSvcrRef') ??
        (entryReference === null ? null : `${entryReference}/${index + 1}`),
      ownerReference: ownerReference(detail),
      // The entry's own text is not copied into every part of a split (a small file must not grow by copies).
      description: joinTexts(remittance(detail)),
    };
  });
}

/** A `Bal` or the statement's account currency: the same amount rules. */
export function readAmount(node: XmlNode | undefined, where: string): { minor: bigint; currency: string } {
  const currency = node?.attributes.Ccy ?? '';
  const minor = node ? parseStatementAmount(node.text, '.') : null;
  if (minor === null) {
    throw new StatementFormatError(where, 'tutar okunamadı');
  }
  if (!/^[A-Z]{3}$/.test(currency)) {
    throw new StatementFormatError(where, 'para birimi (Ccy) yok');
  }
  return { minor, currency };
}

/** `Dt` or `DtTm` under a date element, as YYYY-MM-DD (a date-time's own calendar day, as the bank wrote it). */
export function readDate(node: XmlNode | undefined, where: string): string | null {
  return checkedDay(textAt(node, 'Dt') ?? textAt(node, 'DtTm')?.slice(0, 10) ?? null, where);
}

/** A YYYY-MM-DD that is a calendar day, or null for none; anything else refuses the file at `where`. */
export function checkedDay(text: string | null, where: string): string | null {
  if (text !== null && !isIsoCalendarDate(text)) {
    throw new StatementFormatError(where, 'tarih geçersiz');
  }
  return text;
}

function readDirection(text: string | null, where: string): 'credit' | 'debit' {
  if (text === 'CRDT') {
    return 'credit';
  }
  if (text === 'DBIT') {
    return 'debit';
  }
  throw new StatementFormatError(where, 'borç/alacak (CdtDbtInd) yok');
}

/**
 * The transactions' own amounts when every one has one, in the entry's currency and direction, and they add up to
 * the entry; else null (one movement, for a person to read). At most MAX_SPLIT parts.
 */
function splitAmounts(
  details: XmlNode[],
  entry: { minor: bigint; currency: string; indicator: string },
  position: string,
): bigint[] | null {
  if (details.length < 2 || details.length > MAX_SPLIT) {
    return null;
  }
  const amounts: bigint[] = [];
  for (const [index, detail] of details.entries()) {
    const node = child(detail, 'Amt') ?? at(detail, 'AmtDtls', 'TxAmt', 'Amt');
    const own = textAt(detail, 'CdtDbtInd');
    if (!node || (own !== null && own !== entry.indicator)) {
      return null;
    }
    const amount = readAmount(node, `${position} / TxDtls ${index + 1} / Amt`);
    if (amount.currency !== entry.currency) {
      return null;
    }
    amounts.push(amount.minor);
  }
  return amounts.reduce((sum, value) => sum + value, 0n) === entry.minor ? amounts : null;
}

/** The other side: the debtor of a credit, the creditor of a debit (versions 02 and 08+ name them differently). */
function party(
  detail: XmlNode | undefined,
  direction: 'credit' | 'debit',
): Pick<StatementEntry, 'counterpartyName' | 'counterpartyIban' | 'counterpartyTaxNumber'> {
  const parties = child(detail, 'RltdPties');
  const [who, account, ultimate] =
    direction === 'credit' ? ['Dbtr', 'DbtrAcct', 'UltmtDbtr'] : ['Cdtr', 'CdtrAcct', 'UltmtCdtr'];
  const person = child(parties, who);
  const named = child(person, 'Pty') ?? person;
  const ultimateNamed = child(child(parties, ultimate), 'Pty') ?? child(parties, ultimate);
  const iban = textAt(parties, account, 'Id', 'IBAN');
  const taxNumber =
    textAt(named, 'Id', 'OrgId', 'Othr', 'Id') ?? textAt(named, 'Id', 'PrvtId', 'Othr', 'Id') ?? null;
  return {
    counterpartyName: textAt(named, 'Nm') ?? textAt(ultimateNamed, 'Nm'),
    counterpartyIban: iban === null ? null : compactAccountId(iban),
    counterpartyTaxNumber: taxNumber !== null && /^\d{10,11}$/.test(taxNumber) ? taxNumber : null,
  };
}

function ownerReference(detail: XmlNode): string | null {
  const reference = textAt(detail, 'Refs', 'EndToEndId');
  return reference === null || reference === 'NOTPROVIDED' ? null : reference;
}

function remittance(detail: XmlNode): (string | null)[] {
  const info = child(detail, 'RmtInf');
  return [
    ...children(info, 'Ustrd').map((node) => node.text.trim()),
    ...children(info, 'Strd').map((node) => textAt(node, 'CdtrRefInf', 'Ref')),
    textAt(detail, 'AddtlTxInf'),
  ];
}

function joinTexts(texts: (string | null)[]): string {
  const seen = new Set<string>();
  for (const text of texts) {
    const clean = text?.replace(/\s+/g, ' ').trim();
    if (clean) {
      seen.add(clean);
    }
  }
  return capDescription([...seen].join(' '));
}
