/**
 * The demo's sandbox accounts on the newer protocols (issue 16) and how each protocol's callback is forged: the
 * API tests run the same promises against every one of them.
 */

type Fields = Record<string, string>;

export interface ProtocolCase {
  protocol: 'posnet' | 'kuveyt' | 'payflex';
  /** The POS account's name on the payment screens. */
  bank: string;
  /** Its provider id (the payment screen's `data-bank-id`). */
  bankId: number;
  /** The card programme of the account's commission definition. */
  cardName: string;
  /** A demo card of the programme (instalments need the programme's BIN). */
  card: string;
  /** Altered copies of a genuine callback, each of which must be refused. */
  forgeries(fields: Fields): Fields[];
}

/** The last character changed: a packet, signature or hash that is no longer the bank's. */
const flipped = (value: string | undefined) =>
  value ? `${value.slice(0, -1)}${value.endsWith('0') ? '1' : '0'}` : 'x';

/** KuveytTürk's AuthenticationResponse with its XML changed (it comes URL-encoded inside the form field). */
function kuveytAltered(fields: Fields, change: (xml: string) => string): Fields {
  const xml = decodeURIComponent((fields.AuthenticationResponse ?? '').replace(/\+/g, ' '));
  return { ...fields, AuthenticationResponse: encodeURIComponent(change(xml)) };
}

export const PROTOCOL_CASES: readonly ProtocolCase[] = [
  {
    protocol: 'posnet',
    bank: 'Yapı Kredi',
    bankId: 67,
    cardName: 'World',
    card: '5451031234567897',
    forgeries: (fields) => [
      { ...fields, BankPacket: flipped(fields.BankPacket) },
      { ...fields, MerchantPacket: flipped(fields.MerchantPacket) },
      { ...fields, Sign: flipped(fields.Sign) },
    ],
  },
  {
    protocol: 'kuveyt',
    bank: 'KuveytTürk',
    bankId: 205,
    cardName: 'Sağlam Kart',
    card: '5188961939192544',
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
  },
  {
    protocol: 'payflex',
    bank: 'VakıfBank',
    bankId: 15,
    cardName: 'Worldcard',
    card: '4938410157705591',
    forgeries: (fields) => [
      { ...fields, PurchAmount: '100' },
      { ...fields, PurchCurrency: '840' },
      { ...fields, VerifyEnrollmentRequestId: 'T000000OTHER00000' },
      { ...fields, MerchantId: '000100000999999' },
    ],
  },
];
