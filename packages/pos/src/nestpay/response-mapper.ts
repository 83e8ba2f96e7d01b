import type { BankResult, ReversalHistory, StatusResult } from '../types.js';
import { childOf, textOf, type XmlNode } from '../xml.js';

const blank = (value: string | undefined) => (value === undefined || value === '' ? null : value);

/**
 * ProcReturnCode 00 is the only approval; 99 with an error code is an error, anything else a decline. An answer
 * with neither a ProcReturnCode nor a Response we know (a page that is no CC5Response) is unknown, never declined.
 */
export function outcomeOf(returnCode: string, response: string): BankResult['outcome'] {
  const word = response.toLowerCase();
  if (returnCode === '00' && word === 'approved') {
    return 'approved';
  }
  if (returnCode === '99' || word === 'error') {
    return 'error';
  }
  if (returnCode === '' && word !== 'declined') {
    return 'unknown';
  }
  return 'declined';
}

/** A CC5Response (Auth, PreAuth, PostAuth, Void, Credit) in our words. */
export function mapCc5Response(orderId: string, document: XmlNode): BankResult {
  const response = childOf(document, 'CC5Response');
  const extra = childOf(response, 'Extra');
  const returnCode = textOf(response, 'ProcReturnCode');
  return {
    outcome: outcomeOf(returnCode, textOf(response, 'Response')),
    orderId: textOf(response, 'OrderId') || orderId,
    authCode: blank(textOf(response, 'AuthCode')),
    hostRefNum: blank(textOf(response, 'HostRefNum')),
    transId: blank(textOf(response, 'TransId')),
    returnCode: blank(returnCode),
    errorCode: blank(textOf(extra, 'ERRORCODE')),
    message: blank(textOf(response, 'ErrMsg')),
  };
}

/**
 * The bank's words when it holds nothing for the order: "No record found for <order>" (ProcReturnCode 99 to
 * ORDERSTATUS, 05 to ORDERHISTORY, no ERRORCODE). CORE-2008 is not one: the real bank gives it to a void that finds
 * no sale to cancel, which says nothing about the order as a whole.
 */
function isOrderNotFound(response: XmlNode): boolean {
  return /^no record found\b/i.test(textOf(response, 'ErrMsg'));
}

/**
 * TRANS_STAT A with a CAPTURE_AMT the bank sent empty (or 0): authorised, nothing captured, a pre-authorisation
 * waiting for PostAuth. An answer without CAPTURE_AMT cannot tell; `authorised` never settles a hold.
 */
function isUncaptured(extra: XmlNode): boolean {
  return 'CAPTURE_AMT' in extra && /^0*$/.test(textOf(extra, 'CAPTURE_AMT'));
}

/** The order's state from its last movement: CHARGE_TYPE_CD (S sale, C credit) and TRANS_STAT. */
function stateOf(extra: XmlNode): StatusResult['state'] {
  const charge = textOf(extra, 'CHARGE_TYPE_CD').toUpperCase();
  const stat = textOf(extra, 'TRANS_STAT').toUpperCase();
  if (charge === 'C') {
    // A credit is a refund, never a capture; a cancelled or refused credit says nothing sure about the sale.
    return stat === 'A' || stat === 'C' ? 'refunded' : 'unknown';
  }
  if (charge !== '' && charge !== 'S') {
    return 'unknown';
  }
  switch (stat) {
    case 'A':
      return isUncaptured(extra) ? 'preauthorised' : 'authorised';
    // A sale and a captured pre-authorisation look alike (S, C, CAPTURE_AMT = ORIG_TRANS_AMT): both are taken.
    case 'C':
      return 'captured';
    case 'V':
      return 'voided';
    case 'D':
      return 'declined';
    default:
      // PN (a planned recurring order), an empty or an unknown status: ask again, never guess.
      return 'unknown';
  }
}

/** The ORDERSTATUS query answer: what the bank holds for the order; only "not found" is not_found. */
export function mapStatusResponse(orderId: string, document: XmlNode): StatusResult {
  const response = childOf(document, 'CC5Response');
  const extra = childOf(response, 'Extra');
  const result = mapCc5Response(orderId, document);
  const code = textOf(response, 'ProcReturnCode');
  if (code !== '00') {
    // Any error other than "not found" (a system error, bad credentials, a malformed answer) says nothing.
    const state = isOrderNotFound(response) ? 'not_found' : 'unknown';
    return { answered: true, state, result: code === '' ? { ...result, outcome: 'unknown' } : result };
  }
  const state = stateOf(extra);
  return {
    answered: true,
    state,
    result: {
      ...result,
      outcome: state === 'declined' ? 'declined' : state === 'unknown' ? 'unknown' : result.outcome,
      authCode: result.authCode ?? blank(textOf(extra, 'AUTH_CODE')),
      hostRefNum: result.hostRefNum ?? blank(textOf(extra, 'HOST_REF_NUM')),
      transId: result.transId ?? blank(textOf(extra, 'TRANS_ID')),
    },
  };
}

/**
 * The ORDERHISTORY query answer: Extra/TRXCOUNT lines TRX1…TRXn, each tab-separated — charge type (S sale,
 * C credit), status (A, V, …), original amount and captured amount in minor units, date, …, host reference,
 * auth code, return code, transaction id. A voided sale and the approved credits are what we settle from.
 */
export function mapHistoryResponse(document: XmlNode): ReversalHistory {
  const response = childOf(document, 'CC5Response');
  const extra = childOf(response, 'Extra');
  if (textOf(response, 'ProcReturnCode') !== '00') {
    // "Order not found" is an answer: the bank holds no reversal of it. Any other error says nothing.
    return { answered: isOrderNotFound(response), voided: false, refunded: 0n, refundCount: 0 };
  }
  const countText = textOf(extra, 'TRXCOUNT');
  const count = Number(countText);
  // A missing count is not "nothing at the bank": only a number says how many lines there are.
  if (!/^\d+$/.test(countText)) {
    return { answered: false, voided: false, refunded: 0n, refundCount: 0 };
  }
  let voided = false;
  let refunded = 0n;
  let refundCount = 0;
  for (let i = 1; i <= count; i += 1) {
    const [charge, status, original, , , , , , , returnCode] = textOf(extra, `TRX${i}`).split('\t');
    if (returnCode !== '00') {
      continue;
    }
    if (charge === 'S' && status === 'V') {
      voided = true;
    } else if (charge === 'C' && status !== 'V' && /^\d+$/.test(original ?? '')) {
      // A credit's own amount is its original amount; its capture amount may still read 0 before settlement.
      refunded += BigInt(original ?? '0');
      refundCount += 1;
    }
  }
  return { answered: true, voided, refunded, refundCount };
}
