/*
 * A generated book for matching transfers (issue 29), for the matching test and the statement bench:
 * dealers with Turkish names, VKNs and TCKNs (a branch shares its parent's), codes, known sender IBANs
 * (a family's two firms may share one), and transfers as Turkish banks describe them, each with who
 * really paid. Deterministic: the same seed gives the same book (mulberry32, never Math.random).
 */
import { formatIban } from './iban-format.js';
import { isValidTaxNumber } from './tax-number.js';
import type { MatchBook, TransferFacts } from './transfer-matching.js';
import { formatTransferReference, makeTransferReference } from './transfer-reference.js';

export type Random = () => number;

/** mulberry32: a small 32-bit PRNG, the same numbers for the same seed on every machine. */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const int = (random: Random, n: number) => Math.floor(random() * n);
const pick = <T>(random: Random, list: readonly T[]): T => list[int(random, list.length)] as T;
const digits = (random: Random, n: number) => Array.from({ length: n }, () => int(random, 10)).join('');
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** A company's VKN (the tax office's check digit) or a person's TCKN (no leading zero, two check digits). */
export function makeTaxNumber(random: Random, company: boolean): string {
  const d = [company ? int(random, 10) : 1 + int(random, 9), ...[...digits(random, 8)].map(Number)];
  if (company) {
    const shifted = d.map((digit, i) => (digit + 9 - i) % 10);
    const weighted = shifted.map((value, i) => (value === 0 ? 0 : (value * 2 ** (9 - i)) % 9 || 9));
    return `${d.join('')}${(10 - (sum(weighted) % 10)) % 10}`;
  }
  const [odd, even] = [sum(d.filter((_, i) => i % 2 === 0)), sum(d.filter((_, i) => i % 2 === 1))];
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  return `${d.join('')}${tenth}${(sum(d) + tenth) % 10}`;
}

/** A Turkish IBAN: bank code, reserve digit 0, 16 account digits; check digits by mod 97 (T 29, R 27). */
export function makeTurkishIban(bankCode: string, account: string): string {
  const bban = `${bankCode}0${account}`;
  const rest = [...`${bban}292700`].reduce((r, char) => (r * 10 + Number(char)) % 97, 0);
  return `TR${String(98 - rest).padStart(2, '0')}${bban}`;
}

/** Demo tenant A's Garanti lira account: where the book's transfers arrive. */
export const BOOK_OWN_IBAN = 'TR540006200019900006299001';

/** Word lists, `|`-separated: names, places, trades, and what dealers write in a transfer's description. */
const list = (...texts: string[]) => texts.flatMap((text) => text.split('|'));
const SURNAMES = list('Öztürk|Yılmaz|Çelik|Şahin|Doğan|Kılıç|Aydın|Özdemir|Arslan|Koç|Güneş|Çakır|Ünal|Işık');
const GIVEN = list('Ayşe|Mehmet|Gülşen|Hüseyin|Çağlar|Şükrü|İsmail|Özlem|Ümit|Ilgın|Ertuğrul|Müge|Barış');
const PLACES = list('Anadolu|Ege|Marmara|Karadeniz|Akdeniz|Çukurova|Boğaziçi|İç Anadolu|Ağaoğlu|Gündoğdu');
const TRADES = list('Elektrik|Yapı Market|Hırdavat|İnşaat|Gıda|Tekstil|Otomotiv|Mobilya|Tarım|Makine|Isıtma');
const FORMS = list('Ltd. Şti.|A.Ş.|Tic. Ltd. Şti.|San. ve Tic. A.Ş.|Paz. Ltd. Şti.');
const CITIES = list('İstanbul|Ankara|İzmir|Bursa|Eskişehir|Gaziantep|Muğla|Çorum|Kırşehir|Şanlıurfa');
const BANK_CODES = list('00010|00012|00015|00046|00062|00064|00067|00099|00111|00134');
const WORDS = list('CARI HESAP ODEMESI|KASIM ODEMESI|MAL BEDELI|Cari ödeme|AVANS|TAHSILAT|BORC KAPAMA|ödeme');
const OWN = `ALICI ${formatIban(BOOK_OWN_IBAN)}`; // the tenant's own account, written by some dealers
const DEBITS = list('KIRA ODEMESI|SGK PRIM ODEMESI|MAAS ODEMESI|VERGI ODEMESI|TEDARIKCI ODEMESI');

export interface BookFirm {
  /** "F0001": the firm's id here, its branch number in a database. */
  id: string;
  name: string;
  /** A VKN (10 digits) or a sole trader's TCKN (11); a branch (`parentId`) carries its parent's. */
  taxNumber: string;
  parentId: string | null;
  referenceCode: string;
  senderIbans: string[];
}

type CodeTrait = 'mistyped_code' | 'third_party' | 'shared_iban' | 'shared_tax_number';
export type TransferTrait = CodeTrait | 'partial' | 'invoice_number' | 'invoice_number_valid';

export interface BookTransfer {
  bankReference: string;
  kind: 'credit' | 'debit' | 'reversal';
  amountMinor: number;
  date: string;
  facts: TransferFacts;
  /** Who really paid (whose debt it settles; for a reversal, the original's); null for a debit. */
  senderId: string | null;
  /** What it carries of its sender: the right code, an IBAN known for the sender alone, its tax number. */
  carries: { code: boolean; iban: boolean; taxNumber: boolean };
  traits: TransferTrait[];
}

const randomIban = (random: Random) => makeTurkishIban(pick(random, BANK_CODES), digits(random, 16));

function unique(make: () => string, seen: Set<string>): string {
  const value = make();
  return seen.has(value) ? unique(make, seen) : seen.add(value) && value;
}

function makeFirms(random: Random, count: number, ibans: Set<string>): BookFirm[] {
  const firms: BookFirm[] = [];
  const [codes, taxNumbers] = [new Set<string>(), new Set<string>()];
  const randomCode = () => makeTransferReference(Array.from({ length: 6 }, () => int(random, 32)));
  for (let i = 0; i < count; i += 1) {
    const known = pick(random, [0, 0, 1, 1, 1, 2]);
    const senderIbans = Array.from({ length: known }, () => unique(() => randomIban(random), ibans));
    const family = i > 0 && random() < 0.03 ? firms[int(random, i)] : undefined; // pays for two from one IBAN
    senderIbans.push(...(family?.senderIbans.slice(0, 1) ?? []));
    const id = `F${String(i + 1).padStart(4, '0')}`;
    const firm = { id, referenceCode: unique(randomCode, codes), senderIbans };
    const parent = i > 20 && random() < 0.08 ? firms[int(random, i)] : undefined;
    const branchOf = parent?.parentId === null ? parent : undefined; // shares its parent's tax number
    const [company, trade] = [random() < 0.7, pick(random, TRADES)];
    const own = company
      ? `${pick(random, [...PLACES, ...SURNAMES])} ${trade} ${pick(random, FORMS)}`
      : `${pick(random, GIVEN)} ${pick(random, SURNAMES)} ${trade}`;
    const name = branchOf ? `${branchOf.name} ${pick(random, CITIES)} Şubesi` : own;
    const taxNumber = branchOf?.taxNumber ?? unique(() => makeTaxNumber(random, company), taxNumbers);
    firms.push({ ...firm, name, taxNumber, parentId: branchOf?.id ?? null });
  }
  return firms;
}

function lookup(firms: BookFirm[], keys: (firm: BookFirm) => string[]): (value: string) => string[] {
  const map = new Map<string, string[]>();
  for (const [key, id] of firms.flatMap((firm) => keys(firm).map((key) => [key, firm.id] as const))) {
    map.set(key, [...(map.get(key) ?? []), id]);
  }
  return (value) => map.get(value) ?? [];
}

/** A sender as a bank writes it: capitals, often without Turkish letters, sometimes misspelt, cut at 35. */
function bankName(random: Random, name: string): string {
  const upper = name.toLocaleUpperCase('tr-TR').replaceAll('.', '');
  const text = random() < 0.6 ? upper.replace(/[ÇĞİÖŞÜ]/g, (c) => 'CGIOSU'['ÇĞİÖŞÜ'.indexOf(c)] ?? c) : upper;
  const [at, typo] = [1 + int(random, text.length - 3), random() < 0.4 ? int(random, 3) : -1];
  const [a, b] = [text[at] ?? '', text[at + 1] ?? '']; // a letter dropped, doubled, or swapped with the next
  const typed =
    typo < 0 ? text : text.slice(0, at) + ['', a + a, b + a][typo] + text.slice(at + (typo === 2 ? 2 : 1));
  return typed.slice(0, 35).trim();
}

/** A code as dealers write it: dashed or not, any case, spaced, glued to words, O and I for 0 and 1. */
function writeCode(random: Random, code: string): string {
  const [dashed, glued] = [formatTransferReference(code), [`REF${code}`, `ODEME${code.toLowerCase()}CARI`]];
  const crockford = dashed.replaceAll('0', 'O').replaceAll('1', 'I');
  return pick(random, [dashed, code, dashed.toLowerCase(), dashed.replace('-', ' '), crockford, ...glued]);
}

/** One of the seven characters wrong, or two neighbours swapped. */
function mistype(random: Random, code: string): string {
  const at = 1 + int(random, 7);
  if (random() < 0.3 && at < 7 && code[at] !== code[at + 1]) {
    return code.slice(0, at) + (code[at + 1] ?? '') + (code[at] ?? '') + code.slice(at + 2);
  }
  const others = [...'0123456789ABCDEFGHJKMNPQRSTVWXYZ'].filter((char) => char !== code[at]);
  return code.slice(0, at) + pick(random, others) + code.slice(at + 1);
}

/** Incoming transfers against these firms: who pays, and what of it the bank's text and fields carry. */
function creditMaker(random: Random, firms: BookFirm[], ibans: Set<string>, book: MatchBook) {
  const sole = (f: BookFirm) => f.senderIbans.find((iban) => book.firmsBySenderIban(iban).length === 1);
  const payers = firms.filter(sole);
  return (base: Pick<BookTransfer, 'bankReference' | 'date'>): BookTransfer => {
    const sender = firms[Math.floor(firms.length * random() ** 1.6)] as BookFirm; // some dealers pay often
    const [traits, pieces]: [TransferTrait[], string[]] = [[], [pick(random, [...WORDS, OWN])]];
    const put = (piece: string, ...trait: TransferTrait[]) => {
      pieces.splice(int(random, pieces.length + 1), 0, ...(piece ? [piece] : []));
      traits.push(...trait);
    };
    const carries = { code: random() < 0.5, iban: false, taxNumber: false };
    if (carries.code || random() < 0.12) {
      const typed = carries.code ? sender.referenceCode : mistype(random, sender.referenceCode);
      put(writeCode(random, typed), ...(carries.code ? [] : (['mistyped_code'] as const)));
    }
    // A third party pays on the dealer's behalf: the dealer's code, from another firm's account known to us.
    const others = payers.filter((firm) => firm !== sender);
    const payer = carries.code && random() < 0.04 ? pick(random, others) : null;
    let iban = payer ? (sole(payer) ?? null) : null;
    if (!payer && sender.senderIbans.length > 0 && random() < 0.7) {
      iban = pick(random, sender.senderIbans);
      carries.iban = book.firmsBySenderIban(iban).length === 1;
    } else if (!payer && random() < 0.6) {
      iban = unique(() => randomIban(random), ibans); // a relative's account, or a new one
    }
    const sharedIban = !payer && iban !== null && !carries.iban && sender.senderIbans.includes(iban);
    traits.push(...(payer ? (['third_party'] as const) : sharedIban ? (['shared_iban'] as const) : []));
    const ibanInText = iban !== null && random() < 0.15;
    put(iban && ibanInText ? (random() < 0.5 ? iban : formatIban(iban)) : '');
    const taxRoll = payer ? 1 : random(); // < 0.12 written in the text, < 0.17 in the structured field
    carries.taxNumber = taxRoll < 0.17;
    const sharedTax = carries.taxNumber && book.firmsByTaxNumber(sender.taxNumber).length > 1;
    traits.push(...(sharedTax ? (['shared_tax_number'] as const) : []));
    const label = pick(random, [sender.taxNumber.length === 10 ? 'VKN:' : 'TCKN ', 'VN ', '']);
    put(taxRoll < 0.12 ? label + sender.taxNumber : '');
    if (random() < 0.25) {
      const number = digits(random, 10 + int(random, 2)); // an invoice or order number
      const valid: TransferTrait[] = isValidTaxNumber(number) ? ['invoice_number_valid'] : [];
      put(`${pick(random, ['FATURA NO ', 'FT', 'FTR-', 'SIPARIS '])}${number}`, 'invoice_number', ...valid);
    }
    let amountMinor = 500_00 + int(random, 250_000) * 100 + (random() < 0.5 ? int(random, 100) : 0);
    if (random() < 0.2) {
      amountMinor = Math.round(amountMinor * (0.1 + 0.6 * random()));
      put(pick(random, ['KISMI ODEME', 'kısmi ödeme', 'KALAN BAKIYE']), 'partial');
    }
    const text = pieces.join(pick(random, [' ', ' - ', ', ']));
    const name = bankName(random, (payer ?? sender).name);
    const [eft, fast] = [`EFT GELEN ${name} ${text}`, `FAST ${digits(random, 8)} ${name} ${text}`];
    const facts: TransferFacts = {
      description: pick(random, [eft, fast, `HAVALE ${text} GONDEREN: ${name}`, `INTERNET HAVALE ${text}`]),
      counterpartyName: random() < 0.9 ? name : null,
      counterpartyIban: ibanInText ? null : iban,
      counterpartyTaxNumber: carries.taxNumber && taxRoll >= 0.12 ? sender.taxNumber : null,
    };
    return { ...base, kind: 'credit', amountMinor, facts, senderId: sender.id, carries, traits };
  };
}

/** The book for a seed: dealers and their movements (about 94 % credits, 4 % debits, 2 % reversals). */
export function generateTransferBook(seed: number, firmCount = 1_000, count = 10_000) {
  const [random, ibans] = [mulberry32(seed), new Set([BOOK_OWN_IBAN])];
  const firms = makeFirms(random, firmCount, ibans);
  const matchBook: MatchBook = {
    firmsByReference: lookup(firms, (firm) => [firm.referenceCode]),
    firmsBySenderIban: lookup(firms, (firm) => firm.senderIbans),
    firmsByTaxNumber: lookup(firms, (firm) => [firm.taxNumber]),
    isOwnIban: (iban) => iban === BOOK_OWN_IBAN,
  };
  const makeCredit = creditMaker(random, firms, ibans, matchBook);
  const transfers: BookTransfer[] = [];
  const nothing = { carries: { code: false, iban: false, taxNumber: false }, traits: [] };
  for (let i = 0; i < count; i += 1) {
    const day = String(1 + Math.floor((i * 28) / count)).padStart(2, '0');
    const base = { bankReference: `BNK${String(i + 1).padStart(8, '0')}`, date: `2026-11-${day}` };
    const [roll, original] = [random(), transfers.length > 0 ? pick(random, transfers) : undefined];
    if (roll < 0.02 && original?.kind === 'credit') {
      const facts = { ...original.facts, description: `IADE ${original.facts.description.slice(0, 80)}` };
      transfers.push({ ...original, ...base, ...nothing, kind: 'reversal', facts });
    } else if (roll < 0.06) {
      const [description, counterpartyIban] = [pick(random, DEBITS), randomIban(random)];
      const facts = { description, counterpartyName: null, counterpartyIban, counterpartyTaxNumber: null };
      const amountMinor = 1_000_00 + int(random, 100_000_00);
      transfers.push({ ...base, ...nothing, kind: 'debit', amountMinor, facts, senderId: null });
    } else {
      transfers.push(makeCredit(base));
    }
  }
  return { firms, transfers, matchBook };
}
