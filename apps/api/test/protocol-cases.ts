/**
 * The demo's sandbox accounts, one per protocol, and how each protocol's posts are forged, relabelled and stripped:
 * the API tests run the same promises, and the adversarial suite the same attacks, against every one of them.
 * A new platform adds one entry here and inherits every test.
 */

type Fields = Record<string, string>;

/** What must become of an altered post: refused (nothing changes), or read as the bank's (the field is not signed). */
export type TamperOutcome = 'refused' | 'accepted';

export interface Tamper {
  name: string;
  alter(fields: Fields): Fields;
  outcome: TamperOutcome;
}

export interface ProtocolCase {
  protocol: 'nestpay' | 'garanti' | 'posnet' | 'kuveyt' | 'payflex';
  /** The POS account's name on the payment screens. */
  bank: string;
  /** Its provider id (the payment screen's `data-bank-id`). */
  bankId: number;
  /** The card programme of the account's commission definition. */
  cardName: string;
  /** A demo card of the programme (instalments need the programme's BIN). */
  card: string;
  /** Whether the account can charge at 3-D (model 3d_pay). */
  chargesAtThreeD: boolean;
  /** Altered copies of a genuine callback, each of which must be refused. */
  forgeries(fields: Fields): Fields[];
  /** A genuine successful post changed in one decision field: missing, duplicated, relabelled, unsigned, … */
  tampers: readonly Tamper[];
  /** A signed failure post with its signature taken off; null when failures carry none to take (PosNet, PayFlex). */
  unsign: ((failure: Fields) => Fields) | null;
  /** A failure post relabelled as a success; `outcome` says what the protocol can do about it. */
  relabelFailure: { alter(failure: Fields): Fields; outcome: 'refused' | 'no_charge' } | null;
  /**
   * Whether the bank signs its 3-D failure posts. An unsigned failure (PayFlex's MPI signs nothing) decides nothing
   * by itself: the payment stays open until it expires, and the payer is told what the bank's page said.
   */
  signsFailures: boolean;
  /** Whether a request to the bank is its status query (the tests make the bank's answer to it fail). */
  isStatusQuery(body: string, url: string): boolean;
}

/** The last character changed: a packet, signature or hash that is no longer the bank's. */
const flipped = (value: string | undefined) =>
  value ? `${value.slice(0, -1)}${value.endsWith('0') ? '1' : '0'}` : 'x';

const without = (fields: Fields, ...names: string[]) =>
  Object.fromEntries(Object.entries(fields).filter(([name]) => !names.includes(name)));

/** KuveytTürk's AuthenticationResponse with its XML changed (it comes URL-encoded inside the form field). */
function kuveytAltered(fields: Fields, change: (xml: string) => string): Fields {
  const xml = decodeURIComponent((fields.AuthenticationResponse ?? '').replace(/\+/g, ' '));
  return { ...fields, AuthenticationResponse: encodeURIComponent(change(xml)) };
}

const refused = (name: string, alter: (fields: Fields) => Fields): Tamper => ({
  name,
  alter,
  outcome: 'refused',
});

export const PROTOCOL_CASES: readonly ProtocolCase[] = [
  {
    protocol: 'nestpay',
    bank: 'Akbank',
    bankId: 46,
    cardName: 'Axess',
    card: '4355084355084358',
    chargesAtThreeD: true,
    forgeries: (fields) => [
      { ...fields, HASH: flipped(fields.HASH) },
      { ...fields, amount: '1.00' },
    ],
    tampers: [
      refused('mdStatus dropped', (f) => without(f, 'mdStatus')),
      refused('mdStatus duplicated in another case', (f) => ({ ...f, MDSTATUS: '1' })),
      refused('mdStatus relabelled', (f) => ({ ...f, mdStatus: '2' })),
      refused('unsigned', (f) => without(f, 'HASH')),
      refused('signed under our own form name', (f) => ({ ...without(f, 'HASH'), hash: f.HASH ?? '' })),
      refused('amount changed', (f) => ({ ...f, amount: '1.00' })),
      refused('amount missing', (f) => without(f, 'amount')),
      refused('currency changed', (f) => ({ ...f, currency: '840' })),
      refused('order relabelled', (f) => ({ ...f, oid: 'T000000OTHER0000' })),
    ],
    unsign: (failure) => without(failure, 'HASH'),
    relabelFailure: { alter: (failure) => ({ ...failure, mdStatus: '1' }), outcome: 'refused' },
    signsFailures: true,
    isStatusQuery: (body) => body.includes('ORDERSTATUS'),
  },
  {
    protocol: 'garanti',
    bank: 'Garanti BBVA',
    bankId: 62,
    cardName: 'Bonus',
    card: '5406675406675403',
    chargesAtThreeD: true,
    forgeries: (fields) => [
      { ...fields, hash: flipped(fields.hash) },
      { ...fields, mdstatus: '2' },
      { ...fields, orderid: 'T000000OTHER0000' },
    ],
    tampers: [
      refused('mdstatus dropped', (f) => without(f, 'mdstatus')),
      refused('mdstatus duplicated in another case', (f) => ({ ...f, MDSTATUS: '1' })),
      refused('mdstatus relabelled', (f) => ({ ...f, mdstatus: '2' })),
      refused('mdstatus left out of the signed list', (f) => ({
        ...f,
        hashparams: (f.hashparams ?? '').replace('mdstatus:', ''),
      })),
      refused('unsigned', (f) => without(f, 'hash', 'hashparams', 'hashparamsval')),
      refused('order relabelled in the unsigned copy', (f) => ({ ...f, orderid: 'T000000OTHER0000' })),
      refused('amount changed', (f) => ({ ...f, txnamount: '100' })),
      refused('currency changed', (f) => ({ ...f, txncurrencycode: '840' })),
      // Garanti does not sign the amount: the signed order id stands for it, and a missing copy is not needed.
      { name: 'amount missing', alter: (f) => without(f, 'txnamount'), outcome: 'accepted' },
    ],
    unsign: (failure) => without(failure, 'hash', 'hashparams', 'hashparamsval'),
    relabelFailure: { alter: (failure) => ({ ...failure, mdstatus: '1' }), outcome: 'refused' },
    signsFailures: true,
    isStatusQuery: (body) => body.includes('<Type>orderinq</Type>'),
  },
  {
    protocol: 'posnet',
    bank: 'Yapı Kredi',
    bankId: 67,
    cardName: 'World',
    card: '5451031234567897',
    chargesAtThreeD: false,
    forgeries: (fields) => [
      { ...fields, BankPacket: flipped(fields.BankPacket) },
      { ...fields, MerchantPacket: flipped(fields.MerchantPacket) },
      { ...fields, Sign: flipped(fields.Sign) },
    ],
    tampers: [
      refused('bank packet changed', (f) => ({ ...f, BankPacket: flipped(f.BankPacket) })),
      refused('sign dropped', (f) => without(f, 'Sign')),
      refused('sign duplicated in another case', (f) => ({ ...f, SIGN: f.Sign ?? '' })),
      // The post's own Amount and Xid are never read: the bank's resolve answer is what counts.
      { name: 'amount changed', alter: (f) => ({ ...f, Amount: '1' }), outcome: 'accepted' },
      {
        name: 'order relabelled',
        alter: (f) => ({ ...f, Xid: '00000000000000000001' }),
        outcome: 'accepted',
      },
    ],
    unsign: null,
    relabelFailure: null,
    signsFailures: true,
    isStatusQuery: (body) => /agreement/.test(body),
  },
  {
    protocol: 'kuveyt',
    bank: 'KuveytTürk',
    bankId: 205,
    cardName: 'Sağlam Kart',
    card: '5188961939192544',
    chargesAtThreeD: false,
    forgeries: (fields) => [
      kuveytAltered(fields, (xml) => xml.replace(/<HashData>[^<]*<\/HashData>/, '<HashData>AAAA</HashData>')),
      kuveytAltered(fields, (xml) => xml.replace(/<Amount>(\d+)<\/Amount>/, '<Amount>100</Amount>')),
      kuveytAltered(fields, (xml) =>
        xml.replace(
          /<MerchantOrderId>([^<]*)<\/MerchantOrderId>/g,
          '<MerchantOrderId>T000000OTHER</MerchantOrderId>',
        ),
      ),
    ],
    tampers: [
      refused('response code dropped', (f) =>
        kuveytAltered(f, (xml) => xml.replace(/<ResponseCode>[^<]*<\/ResponseCode>/, '')),
      ),
      refused('response code relabelled', (f) =>
        kuveytAltered(f, (xml) => xml.replace(/<ResponseCode>[^<]*</, '<ResponseCode>01<')),
      ),
      refused('unsigned', (f) => kuveytAltered(f, (xml) => xml.replace(/<HashData>[^<]*<\/HashData>/, ''))),
      refused('duplicated in another case', (f) => ({
        ...f,
        authenticationresponse: f.AuthenticationResponse ?? '',
      })),
      refused('amount changed', (f) =>
        kuveytAltered(f, (xml) => xml.replace(/<Amount>\d+</, '<Amount>100<')),
      ),
      refused('amount missing', (f) => kuveytAltered(f, (xml) => xml.replace(/<Amount>\d+<\/Amount>/, ''))),
      refused('currency changed', (f) =>
        kuveytAltered(f, (xml) => xml.replace(/<CurrencyCode>\d+</, '<CurrencyCode>0840<')),
      ),
    ],
    unsign: (failure) => kuveytAltered(failure, (xml) => xml.replace(/<HashData>[^<]*<\/HashData>/, '')),
    relabelFailure: {
      alter: (failure) =>
        kuveytAltered(failure, (xml) => xml.replace(/<ResponseCode>[^<]*</, '<ResponseCode>00<')),
      outcome: 'refused',
    },
    signsFailures: true,
    isStatusQuery: (body) => body.includes('GetMerchantOrderDetail'),
  },
  {
    protocol: 'payflex',
    bank: 'VakıfBank',
    bankId: 15,
    cardName: 'Worldcard',
    card: '4938410157705591',
    chargesAtThreeD: false,
    forgeries: (fields) => [
      { ...fields, PurchAmount: '100' },
      { ...fields, PurchCurrency: '840' },
      { ...fields, VerifyEnrollmentRequestId: 'T000000OTHER00000' },
      { ...fields, MerchantId: '000100000999999' },
    ],
    tampers: [
      refused('status dropped', (f) => without(f, 'Status')),
      refused('status duplicated in another case', (f) => ({ ...f, status: 'Y' })),
      refused('amount changed', (f) => ({ ...f, PurchAmount: '100' })),
      refused('amount missing', (f) => without(f, 'PurchAmount')),
      refused('currency changed', (f) => ({ ...f, PurchCurrency: '840' })),
      refused('order relabelled', (f) => ({ ...f, VerifyEnrollmentRequestId: 'T000000OTHER00000' })),
    ],
    unsign: null,
    // Nothing in a PayFlex post is signed: a relabelled failure reaches the provision, and the bank refuses the
    // proof there; nothing is charged.
    relabelFailure: { alter: (failure) => ({ ...failure, Status: 'Y' }), outcome: 'no_charge' },
    signsFailures: false,
    isStatusQuery: (_body, url) => url.endsWith('/Search.aspx'),
  },
];

/** The cases of the protocols whose accounts can charge at 3-D. */
export const THREE_D_PAY_CASES = PROTOCOL_CASES.filter((c) => c.chargesAtThreeD);
