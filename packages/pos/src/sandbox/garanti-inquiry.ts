import { childOf, textOf, type XmlNode } from '../xml.js';
import type { SandboxContext } from './context.js';
import {
  approvedResponse,
  batchNum,
  type GvpsNode,
  type GvpsOutcome,
  gvpsAnswer,
  gvpsRefusal,
  historyDate,
  inquiryDate,
  minorText,
} from './garanti-answers.js';
import { GARANTI_HOST_DECLINE, GARANTI_REFUSALS } from './garanti-codes.js';
import type { GarantiOrderFacts, GarantiSessions } from './garanti-sessions.js';
import type { JournalEntry } from './journal.js';
import type { SandboxMerchant } from './merchants.js';

/** OrderInqResult's fields in the recorded order. */
const INQ_FIELDS = (
  'ChargeType PreAuthAmount PreAuthDate AuthAmount AuthDate RecurringInfo RecurringStatus Status ' +
  'RemainingBNSAmount UsedFBBAmount UsedChequeType UsedChequeCount UsedChequeAmount UsedBnsAmount ' +
  'InstallmentCnt CardNumberMasked CardRef Code ReasonCode SysErrMsg RetrefNum GPID AuthCode BatchNum ' +
  'SequenceNum ProvDate CardHolderName CardType'
).split(' ');
/** The numeric ones: "0" when blank, as recorded. */
const INQ_NUMBERS = new Set([
  ...['PreAuthAmount', 'AuthAmount', 'RemainingBNSAmount', 'UsedFBBAmount', 'UsedChequeCount'],
  ...['UsedChequeAmount', 'UsedBnsAmount', 'InstallmentCnt', 'BatchNum', 'SequenceNum'],
]);

/** OrderInqResult, blank where not given. */
const inqResult = (values: Readonly<Record<string, string>>): GvpsNode =>
  Object.fromEntries(INQ_FIELDS.map((name) => [name, values[name] ?? (INQ_NUMBERS.has(name) ? '0' : '')]));

/** The empty OrderInqResult of an order the bank does not know, as recorded (CardNumberMasked "null" included). */
const UNKNOWN_ORDER = inqResult({ CardNumberMasked: 'null' });

const approvedOf = (history: readonly JournalEntry[], kind: JournalEntry['type']) =>
  history.find((entry) => entry.type === kind && entry.outcome === 'approved');

/**
 * The status of an order the bank holds something for. Recorded: APPROVED (a sale, or a captured pre-auth) and
 * WAITINGPOSTAUTH. Sandbox choices (the public record shows none): VOID after a void, REFUNDED when refunds took
 * the whole sale, PARTIALLYREFUNDED when they took part of it, DECLINED when the only charge was declined or a
 * 3D_PAY order failed its 3-D check (Code/ReasonCode then the host's 05, or empty with the 3-D words in SysErrMsg).
 */
function orderStatus(
  history: readonly JournalEntry[],
  facts: GarantiOrderFacts | undefined,
): GvpsNode | null {
  const common = { ChargeType: 'S', RecurringInfo: 'N', InstallmentCnt: facts?.installments || '0' };
  const card = { CardNumberMasked: facts?.cardMasked ?? '' };
  const charge =
    approvedOf(history, 'Auth') ?? approvedOf(history, '3d_pay') ?? approvedOf(history, 'PreAuth');
  if (!charge) {
    const declined = history.find((entry) => entry.outcome === 'declined');
    if (!declined && !facts?.threeDFailure) {
      return null;
    }
    return inqResult({
      ...common,
      ...card,
      Status: 'DECLINED',
      Code: declined?.returnCode ?? '',
      ReasonCode: declined?.returnCode ?? '',
      SysErrMsg: declined ? GARANTI_HOST_DECLINE.system : (facts?.threeDFailure ?? ''),
      ProvDate: inquiryDate(declined?.at ?? new Date().toISOString()),
    });
  }
  const pre = charge.type === 'PreAuth' ? charge : undefined;
  const post = approvedOf(history, 'PostAuth');
  const taken = post ?? charge;
  const refunded = history
    .filter((entry) => entry.type === 'Credit' && entry.outcome === 'approved')
    .reduce((sum, entry) => sum + BigInt(minorText(entry.amount)), 0n);
  const status = approvedOf(history, 'Void')
    ? 'VOID'
    : refunded > 0n
      ? refunded >= BigInt(minorText(taken.amount))
        ? 'REFUNDED'
        : 'PARTIALLYREFUNDED'
      : pre && !post
        ? 'WAITINGPOSTAUTH'
        : 'APPROVED';
  return inqResult({
    ...common,
    ...card,
    PreAuthAmount: pre ? minorText(pre.amount) : '0',
    PreAuthDate: pre ? inquiryDate(pre.at) : '',
    AuthAmount: pre && !post ? '0' : minorText(taken.amount),
    AuthDate: pre && !post ? '' : inquiryDate(taken.at),
    Status: status,
    Code: '00',
    ReasonCode: '00',
    RetrefNum: charge.hostRefNum ?? '',
    AuthCode: charge.authCode ?? '',
    BatchNum: String(Number(batchNum(new Date(charge.at)))),
    ProvDate: inquiryDate(charge.at),
  });
}

/** orderinq: OrderInqResult under Order; an order the bank holds nothing for is 92/0110 with the empty result. */
export function orderInquiry(
  context: SandboxContext,
  sessions: GarantiSessions,
  merchant: SandboxMerchant,
  request: XmlNode,
): GvpsOutcome {
  const orderId = textOf(childOf(request, 'Order'), 'OrderID');
  const result = orderStatus(
    context.journal.forOrder(merchant.clientId, orderId),
    sessions.factsOf(merchant.clientId, orderId),
  );
  if (!result) {
    return gvpsRefusal(request, GARANTI_REFUSALS.notFound, { OrderInqResult: UNKNOWN_ORDER });
  }
  return {
    answer: gvpsAnswer(request, {
      response: approvedResponse('GVPS', ''),
      order: { OrderInqResult: result },
    }),
    journaled: null,
  };
}

/** Garanti's names of our journal types. */
const TXN_TYPES: Record<JournalEntry['type'], string> = {
  Auth: 'sales',
  '3d_pay': 'sales',
  PreAuth: 'preauth',
  PostAuth: 'postauth',
  Void: 'void',
  Credit: 'refund',
};

/** orderhistoryinq: one OrderTxn per journaled movement, oldest first; nothing held is 92/0108. */
export function orderHistoryInquiry(
  context: SandboxContext,
  sessions: GarantiSessions,
  merchant: SandboxMerchant,
  request: XmlNode,
): GvpsOutcome {
  const orderId = textOf(childOf(request, 'Order'), 'OrderID');
  const history = context.journal.forOrder(merchant.clientId, orderId);
  if (history.length === 0) {
    return gvpsRefusal(request, GARANTI_REFUSALS.historyNotFound, {
      OrderHistInqResult: { OrderTxnList: '' },
    });
  }
  const installments = sessions.factsOf(merchant.clientId, orderId)?.installments || '0';
  const voided = approvedOf(history, 'Void');
  const txns = history.map((entry): GvpsNode => {
    const ok = entry.outcome === 'approved';
    const held = entry.type === 'PreAuth';
    const date = historyDate(entry.at);
    const isCharge = entry.type !== 'Void' && entry.type !== 'Credit';
    return {
      Type: TXN_TYPES[entry.type],
      Status: ok ? '00' : '01',
      PreAuthAmount: held ? minorText(entry.amount) : '0',
      AuthAmount: held ? '0' : minorText(entry.amount),
      PreAuthDate: held && ok ? date : '',
      AuthDate: ok && !held && entry.type !== 'Void' ? date : '',
      VoidDate: entry.type === 'Void' ? date : voided && ok && isCharge ? historyDate(voided.at) : '',
      RetrefNum: entry.hostRefNum ?? '',
      AuthCode: entry.authCode ?? '',
      ReturnCode: entry.returnCode,
      BatchNum: String(Number(batchNum(new Date(entry.at)))),
      RemainingBNSAmount: '0',
      UsedFBBAmount: '0',
      UsedChequeType: '',
      UsedChequeCount: '0',
      UsedChequeAmount: '0',
      InstallmentCnt: isCharge ? installments : '0',
      CurrencyCode: entry.currency,
      Settlement: context.settled(entry) ? 'Y' : 'N',
    };
  });
  return {
    answer: gvpsAnswer(request, {
      response: approvedResponse('GVPS', ''),
      order: { OrderHistInqResult: { OrderTxnList: { OrderTxn: txns } } },
    }),
    journaled: null,
  };
}
