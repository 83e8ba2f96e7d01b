import type { BankResult, ReversalHistory, StatusResult } from '../types.js';
import { childOf, textOf, type XmlNode, type XmlValue } from '../xml.js';

const blank = (value: string) => (value === '' ? null : value);

/** GVP's own refusals that say "this request failed here", not "the card was declined": an error, asked again. */
const ERROR_CODES = new Set(['99', '96']);

function responseOf(document: XmlNode) {
  const root = childOf(document, 'GVPSResponse');
  const transaction = childOf(root, 'Transaction');
  return { root, transaction, response: childOf(transaction, 'Response') };
}

/**
 * A GVPSResponse (provisioning, capture, void, refund) in our words: Transaction/Response/Code 00 is approval. A
 * reply without a code, or with the system's error codes, is an error (what happened is not known); every other
 * code is the bank's refusal.
 */
export function mapGarantiResponse(orderId: string, document: XmlNode): BankResult {
  const { root, transaction, response } = responseOf(document);
  const code = textOf(response, 'Code');
  const reason = textOf(response, 'ReasonCode');
  return {
    outcome: code === '00' ? 'approved' : code === '' || ERROR_CODES.has(code) ? 'error' : 'declined',
    orderId: textOf(childOf(root, 'Order'), 'OrderID') || orderId,
    authCode: blank(textOf(transaction, 'AuthCode')),
    hostRefNum: blank(textOf(transaction, 'RetrefNum')),
    transId: blank(textOf(transaction, 'RetrefNum')),
    returnCode: blank(code),
    errorCode: blank(reason),
    message: blank(textOf(response, 'ErrorMsg')) ?? blank(textOf(response, 'Message')),
  };
}

/** The inquiry's "no such order" (ErrorMsg 'İşlem bulunamadı'): the only answer that means the bank holds nothing. */
export const GARANTI_NOT_FOUND = '0110';

/**
 * OrderInqResult/Status, as the bank's answers show it: APPROVED is a sale (or a captured pre-authorisation),
 * WAITINGPOSTAUTH a pre-authorisation waiting for capture. The others were not seen in a published answer; any
 * status we do not know is `unknown` (a person looks), never "nothing".
 */
const ORDER_STATUS: Record<string, StatusResult['state']> = {
  APPROVED: 'authorised',
  WAITINGPOSTAUTH: 'preauthorised',
  DECLINED: 'declined',
  VOID: 'voided',
  VOIDED: 'voided',
  REFUNDED: 'refunded',
  PARTIALREFUNDED: 'refunded',
  PARTIALLYREFUNDED: 'refunded',
};

/**
 * The order inquiry (orderinq) answer: the order's own result block decides (status, auth code, RetrefNum). Only
 * the explicit not-found answer means not found; any other error answer means unknown.
 */
export function mapGarantiInquiry(orderId: string, document: XmlNode): StatusResult {
  const { root, response } = responseOf(document);
  const inquiry = childOf(childOf(root, 'Order'), 'OrderInqResult');
  const result = mapGarantiResponse(orderId, document);
  const code = textOf(response, 'Code');
  if (code !== '00') {
    const notFound = textOf(response, 'ReasonCode') === GARANTI_NOT_FOUND;
    return { answered: true, state: notFound ? 'not_found' : 'unknown', result };
  }
  const named = ORDER_STATUS[textOf(inquiry, 'Status').toUpperCase()] ?? 'unknown';
  // An approved order that began as a pre-authorisation (it has a PreAuthAmount) has been captured.
  const preAuthAmount = textOf(inquiry, 'PreAuthAmount');
  const state =
    named === 'authorised' && /^\d+$/.test(preAuthAmount) && BigInt(preAuthAmount) > 0n ? 'captured' : named;
  return {
    answered: true,
    state,
    result: {
      ...result,
      outcome: state === 'declined' ? 'declined' : result.outcome,
      authCode: blank(textOf(inquiry, 'AuthCode')) ?? result.authCode,
      hostRefNum: blank(textOf(inquiry, 'RetrefNum')) ?? result.hostRefNum,
      transId: blank(textOf(inquiry, 'RetrefNum')) ?? result.transId,
    },
  };
}

/** OrderTxnList/OrderTxn: one element is an object, several an array. */
function historyLines(root: XmlNode): XmlNode[] {
  const list: XmlValue | XmlValue[] = childOf(
    childOf(childOf(root, 'Order'), 'OrderHistInqResult'),
    'OrderTxnList',
  ).OrderTxn as XmlValue | XmlValue[];
  const items = Array.isArray(list) ? list : [list];
  return items.filter((item): item is XmlNode => typeof item === 'object' && item !== null);
}

/**
 * The order history inquiry (orderhistoryinq): each OrderTxn line has its Type (sales, preauth, postauth, void,
 * refund) and Status (00 done). A done void means the sale stands voided; done refunds add up their AuthAmount.
 * An error answer says nothing, but the not-found one (the bank holds no reversal of an order it does not know).
 */
export function mapGarantiHistory(document: XmlNode): ReversalHistory {
  const { root, response } = responseOf(document);
  const code = textOf(response, 'Code');
  if (code !== '00') {
    const notFound = textOf(response, 'ReasonCode') === GARANTI_NOT_FOUND;
    return { answered: notFound, voided: false, refunded: 0n, refundCount: 0 };
  }
  let voided = false;
  let refunded = 0n;
  let refundCount = 0;
  for (const line of historyLines(root)) {
    if (textOf(line, 'Status') !== '00') {
      continue;
    }
    const type = textOf(line, 'Type').toLowerCase();
    const amount = textOf(line, 'AuthAmount');
    if (type === 'void') {
      voided = true;
    } else if (type === 'refund' && /^\d+$/.test(amount)) {
      refunded += BigInt(amount);
      refundCount += 1;
    }
  }
  return { answered: true, voided, refunded, refundCount };
}
