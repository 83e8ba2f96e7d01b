import { SaxesParser } from 'saxes';
import { checkedDay, readAmount, readCamtEntry, readDate } from './camt-entry.js';
import {
  compactAccountId,
  type ParsedStatement,
  type StatementEntry,
  type StatementFormat,
  StatementFormatError,
} from './statement-types.js';
import { children, localName, textAt, type XmlNode } from './xml-node.js';

const ROOTS: Record<string, { format: StatementFormat; block: string }> = {
  BkToCstmrStmt: { format: 'camt.053', block: 'Stmt' },
  BkToCstmrDbtCdtNtfctn: { format: 'camt.054', block: 'Ntfctn' },
};

/** Depth of a statement block's children: Document (1) › BkToCstmrStmt (2) › Stmt (3) › Ntry, Acct, Bal … (4). */
const PART_DEPTH = 4;

interface Reading {
  format: StatementFormat | null;
  statement: Omit<ParsedStatement, 'format' | 'entries'> | null;
  entries: StatementEntry[];
  entryCount: number;
}

/**
 * An ISO 20022 bank-to-customer statement (camt.053) or debit/credit notification (camt.054), any version, read as
 * a stream: each child of a statement (its account, balances, one entry) is a small tree read and dropped, so a
 * 20 MB file holds one entry at a time. A DOCTYPE is refused (no entity of the file's own is ever expanded); every
 * statement block must be for the same account.
 */
export function parseCamt(text: string): ParsedStatement {
  if (!/^\uFEFF?\s*</.test(text)) {
    throw new StatementFormatError('satır 1', 'XML dosyası değil (camt.053 ya da camt.054 beklenir)');
  }
  const parser = new SaxesParser({ position: true, xmlns: false });
  const reading: Reading = { format: null, statement: null, entries: [], entryCount: 0 };
  const path: string[] = [];
  const open: XmlNode[] = [];
  let partLine = 0;
  const where = (): string => `satır ${parser.line}`;

  parser.on('doctype', () => {
    throw new StatementFormatError(where(), 'DOCTYPE kabul edilmez');
  });
  parser.on('error', (error) => {
    throw new StatementFormatError(
      where(),
      `XML okunamadı (${error.message.replace(/^(?:[^:]*:)?\d+:\d+: /, '')})`,
    );
  });
  parser.on('opentag', (tag) => {
    const name = localName(tag.name);
    path.push(name);
    checkOutline(path, reading, where);
    if (path.length === PART_DEPTH) {
      partLine = parser.line;
    }
    if (path.length >= PART_DEPTH) {
      const node: XmlNode = { name, attributes: { ...tag.attributes }, text: '', children: [] };
      open.at(-1)?.children.push(node);
      open.push(node);
    }
  });
  const onText = (value: string): void => {
    const node = open.at(-1);
    if (node) {
      node.text += value;
    }
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    const node = path.length >= PART_DEPTH ? open.pop() : undefined;
    if (node && path.length === PART_DEPTH) {
      readPart(node, reading, partLine);
    }
    path.pop();
  });
  parser.write(text).close();

  if (reading.format === null || reading.statement === null) {
    throw new StatementFormatError('satır 1', 'camt.053 ya da camt.054 ekstresi değil');
  }
  if (reading.statement.accountId === '') {
    throw new StatementFormatError('Acct', 'hesap (Acct/Id) yok');
  }
  return { format: reading.format, ...reading.statement, entries: reading.entries };
}

/** The document's outline: Document › a statement or notification › its blocks. */
function checkOutline(path: string[], reading: Reading, where: () => string): void {
  if (path.length === 1 && path[0] !== 'Document') {
    throw new StatementFormatError(where(), 'kök eleman Document değil');
  }
  if (path.length === 2) {
    const root = ROOTS[path[1] ?? ''];
    if (!root) {
      throw new StatementFormatError(where(), `${path[1] ?? ''}: camt.053 ya da camt.054 değil`);
    }
    reading.format = root.format;
  }
  if (path.length === 3 && path[2] !== 'GrpHdr' && path[2] !== ROOTS[path[1] ?? '']?.block) {
    throw new StatementFormatError(where(), `beklenmeyen eleman ${path[2] ?? ''}`);
  }
  if (path.length === 3 && path[2] !== 'GrpHdr' && reading.statement === null) {
    reading.statement = {
      accountId: '',
      accountCurrency: null,
      statementId: null,
      periodFrom: null,
      periodTo: null,
    };
  }
}

function readPart(node: XmlNode, reading: Reading, line: number): void {
  const statement = reading.statement;
  if (statement === null) {
    return; // a group header's parts: nothing we need
  }
  switch (node.name) {
    case 'Id':
      statement.statementId ??= node.text.trim() || null;
      return;
    case 'Acct':
      readAccount(node, statement, line);
      return;
    case 'FrToDt': {
      const where = `FrToDt (satır ${line})`;
      const from = checkedDay(textAt(node, 'FrDtTm')?.slice(0, 10) ?? null, where);
      const to = checkedDay(textAt(node, 'ToDtTm')?.slice(0, 10) ?? null, where);
      statement.periodFrom ??= from;
      statement.periodTo = to ?? statement.periodTo;
      return;
    }
    case 'Bal':
      readBalance(node, statement, line);
      return;
    case 'Ntry': {
      reading.entryCount += 1;
      reading.entries.push(...readCamtEntry(node, `Ntry ${reading.entryCount} (satır ${line})`));
      return;
    }
    default:
  }
}

function readAccount(node: XmlNode, statement: NonNullable<Reading['statement']>, line: number): void {
  const raw = textAt(node, 'Id', 'IBAN') ?? textAt(node, 'Id', 'Othr', 'Id');
  if (raw === null) {
    throw new StatementFormatError(`Acct (satır ${line})`, 'hesap (Acct/Id) yok');
  }
  const accountId = compactAccountId(raw);
  if (statement.accountId !== '' && statement.accountId !== accountId) {
    throw new StatementFormatError(`Acct (satır ${line})`, 'bir dosyada iki farklı hesap');
  }
  statement.accountId = accountId;
  statement.accountCurrency ??= textAt(node, 'Ccy');
}

/** Opening and closing balances give the period when the statement has no FrToDt. */
function readBalance(node: XmlNode, statement: NonNullable<Reading['statement']>, line: number): void {
  const code = textAt(node, 'Tp', 'CdOrPrtry', 'Cd');
  const where = `Bal (satır ${line})`;
  const balance = readAmount(children(node, 'Amt')[0], where);
  statement.accountCurrency ??= balance.currency;
  const date = readDate(children(node, 'Dt')[0], where);
  if (code === 'OPBD' || code === 'PRCD') {
    statement.periodFrom ??= date;
  }
  if (code === 'CLBD') {
    statement.periodTo = date ?? statement.periodTo;
  }
}
