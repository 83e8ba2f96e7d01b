import {
  parseBalance,
  parseStatementLine,
  readOwnerInformation,
  type StatementLine,
} from './mt940-fields.js';
import {
  capDescription,
  compactAccountId,
  type ParsedStatement,
  type StatementEntry,
  StatementFormatError,
} from './statement-types.js';

/**
 * The SWIFT MT940 customer statement, read line by line: with or without the envelope blocks (`{1:}{2:}{4:` … `-}`),
 * CRLF or LF, one or several statements (one per field 20) of one account. An entry is a field 61 with the field 86
 * after it; a line that starts no field continues the one before. A malformed file is refused whole, naming the line.
 */

/** Bytes of a statement file as text: UTF-8 when they are valid UTF-8, else Windows-1254 (Turkish banks); no BOM. */
export function decodeStatementBytes(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1254').decode(bytes);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** How a line is named in messages: "satır 12" (1-based). */
const lineName = (line: number) => `satır ${line}`;

/** A field 61 waiting for its field 86 and supplementary details. */
interface PendingEntry {
  line: number;
  fields: StatementLine;
  currency: string;
  details: string[];
  information: string[];
}

/** A field's tag ("20", "60F") and its text, or null when the line starts no field. */
function fieldOf(line: string): { tag: string; value: string } | null {
  const isDigit = (at: number) => line.charCodeAt(at) >= 48 && line.charCodeAt(at) <= 57;
  if (line[0] !== ':' || !isDigit(1) || !isDigit(2)) {
    return null;
  }
  const letter = line.charCodeAt(3) >= 65 && line.charCodeAt(3) <= 90;
  const end = letter ? 4 : 3;
  return line[end] === ':' ? { tag: line.slice(1, end), value: line.slice(end + 1).trim() } : null;
}

/** The reader's state over one file; `read` takes the lines in order, `result` ends the file. */
class Mt940Reader {
  private statementId: string | null = null;
  private accountId: string | null = null;
  private accountCurrency: string | null = null;
  private periodFrom: string | null = null;
  private periodTo: string | null = null;
  private readonly entries: StatementEntry[] = [];
  /** The line of the open statement's field 20, its account and its currency (from its opening balance). */
  private statementLine: number | null = null;
  private statementAccount: string | null = null;
  private currency: string | null = null;
  private pending: PendingEntry | null = null;
  /**
   * The open statement's running balance from its opening balance: its closing balance must equal it, so a line
   * that only looks like a movement (a `:61:` inside a bank's free text) or a lost one is caught.
   */
  private running: bigint | null = null;
  /** Where a continuation line goes: field 61's supplementary details, field 86, or nowhere. */
  private continues: 'details' | 'information' | null = null;

  read(line: string, number: number): void {
    if (line === '') {
      return;
    }
    if (line[0] === '{') {
      // Envelope blocks: the text after `{4:` on the same line, if any, is the message's first line.
      const body = line.indexOf('{4:');
      this.endBlock();
      if (body !== -1) {
        this.read(line.slice(body + 3).trim(), number);
      }
      return;
    }
    if (line[0] === '-' || line[0] === '}') {
      this.endBlock();
      return;
    }
    const field = fieldOf(line);
    if (field) {
      this.field(field.tag, field.value, number);
    } else if (this.pending && this.continues === 'details') {
      this.pending.details.push(line);
    } else if (this.pending && this.continues === 'information') {
      this.pending.information.push(line);
    }
    // Other lines continue a field we do not read, or precede the first message (a bank's header): left alone.
  }

  result(): ParsedStatement {
    this.closeStatement();
    if (this.accountId === null) {
      throw new StatementFormatError(lineName(1), 'MT940 ekstresi değil: :20: ve :25: alanları yok');
    }
    return {
      format: 'mt940',
      accountId: this.accountId,
      accountCurrency: this.accountCurrency,
      statementId: this.statementId,
      periodFrom: this.periodFrom,
      periodTo: this.periodTo,
      entries: this.entries,
    };
  }

  private field(tag: string, value: string, line: number): void {
    if (tag === '20') {
      this.openStatement(value, line);
      return;
    }
    if (this.statementLine === null) {
      throw new StatementFormatError(lineName(line), 'ekstre :20: alanıyla başlamıyor');
    }
    this.continues = null;
    if (tag === '25') {
      this.account(value, line);
    } else if (tag.startsWith('60')) {
      this.opening(value, line);
    } else if (tag === '61') {
      this.statementLineAt(value, line);
    } else if (tag === '86') {
      if (value !== '') {
        this.pending?.information.push(value);
      }
      this.continues = this.pending ? 'information' : null;
    } else if (tag.startsWith('62')) {
      this.flushEntry();
      const closing = parseBalance(value, lineName(line));
      if (this.running !== null && closing.amountMinor !== this.running) {
        throw new StatementFormatError(
          lineName(line),
          'kapanış bakiyesi, açılış bakiyesi ve hareketlerin toplamıyla tutmuyor',
        );
      }
      this.running = null;
      this.periodTo = closing.date;
    }
    // 21, 28C, 64, 65 and others: not needed for the import.
  }

  private openStatement(value: string, line: number): void {
    this.closeStatement();
    this.statementId ??= value || null;
    this.statementLine = line;
    this.statementAccount = null;
    this.currency = null;
  }

  /** Ends the open statement (at the next field 20 and at the end): it must have named its account. */
  private closeStatement(): void {
    this.endBlock();
    if (this.statementLine !== null && this.statementAccount === null) {
      throw new StatementFormatError(lineName(this.statementLine), 'hesap (:25:) yok');
    }
  }

  /** The end of a message (`-`, `-}`, `}` or a new envelope block): an entry waiting is complete. */
  private endBlock(): void {
    this.flushEntry();
    this.continues = null;
  }

  private account(value: string, line: number): void {
    const account = compactAccountId(value);
    if (account === '') {
      throw new StatementFormatError(lineName(line), 'hesap (:25:) boş');
    }
    if (this.accountId !== null && this.accountId !== account) {
      throw new StatementFormatError(lineName(line), 'bir dosyada iki farklı hesap');
    }
    this.accountId = account;
    this.statementAccount = account;
  }

  private opening(value: string, line: number): void {
    if (this.statementAccount === null) {
      throw new StatementFormatError(lineName(line), 'hesap (:25:) yok');
    }
    const balance = parseBalance(value, lineName(line));
    this.currency = balance.currency;
    this.running = balance.amountMinor;
    this.accountCurrency ??= balance.currency;
    this.periodFrom ??= balance.date;
  }

  private statementLineAt(value: string, line: number): void {
    this.flushEntry();
    if (this.currency === null) {
      throw new StatementFormatError(lineName(line), 'açılış bakiyesi (:60F:) yok');
    }
    const fields = parseStatementLine(value, lineName(line));
    this.pending = { line, fields, currency: this.currency, details: [], information: [] };
    this.continues = 'details';
  }

  private flushEntry(): void {
    const pending = this.pending;
    if (pending === null) {
      return;
    }
    this.pending = null;
    const { fields } = pending;
    if (this.running !== null) {
      this.running += fields.direction === 'credit' ? fields.amountMinor : -fields.amountMinor;
    }
    const information = readOwnerInformation(pending.information);
    this.entries.push({
      position: lineName(pending.line),
      bankReference: fields.bankReference,
      ownerReference: fields.ownerReference,
      bookingDate: fields.bookingDate,
      valueDate: fields.valueDate,
      amountMinor: fields.amountMinor,
      currency: pending.currency,
      direction: fields.direction,
      isReversal: fields.isReversal,
      counterpartyName: information.counterpartyName,
      counterpartyIban: information.counterpartyIban,
      counterpartyTaxNumber: null,
      description: capDescription(
        [information.description, ...pending.details].filter((part) => part !== '').join(' '),
      ),
    });
  }
}

/**
 * Reads an MT940 file (text already decoded, see decodeStatementBytes) into the statement's account, currency,
 * period and entries; throws StatementFormatError naming the line ("satır 14") of the first fault.
 */
export function parseMt940(text: string): ParsedStatement {
  const reader = new Mt940Reader();
  const lines = text.split(/\r\n|\r|\n/);
  for (let index = 0; index < lines.length; index += 1) {
    reader.read((lines[index] ?? '').trim(), index + 1);
  }
  return reader.result();
}
