import type { BankResult, ReversalHistory, StatusResult } from '../types.js';
import { childOf, textOf, type XmlNode } from '../xml.js';

const blank = (value: string | undefined) => (value === undefined || value === '' ? null : value);

/** ProcReturnCode 00 is the only approval; 99 with an error code is an error, anything else a decline. */
export function outcomeOf(returnCode: string, response: string): BankResult['outcome'] {
  if (returnCode === '00' && response.toLowerCase() === 'approved') {
    return 'approved';
  }
  if (returnCode === '99' || response.toLowerCase() === 'error') {
    return 'error';
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

const TRANS_STAT: Record<string, StatusResult['state']> = {
  A: 'authorised',
  PA: 'preauthorised',
  C: 'captured',
  S: 'captured',
  V: 'voided',
  R: 'refunded',
  D: 'declined',
};

/** The ORDERSTATUS query answer: what the bank holds for the order. */
export function mapStatusResponse(orderId: string, document: XmlNode): StatusResult {
  const response = childOf(document, 'CC5Response');
  const extra = childOf(response, 'Extra');
  const result = mapCc5Response(orderId, document);
  const code = textOf(extra, 'TRANS_STAT').toUpperCase();
  if (textOf(response, 'ProcReturnCode') === '99') {
    // Only "order not found" says the bank holds nothing; any other error says nothing about the order.
    return {
      answered: true,
      state: textOf(extra, 'ERRORCODE') === 'CORE-2008' ? 'not_found' : 'unknown',
      result,
    };
  }
  return {
    answered: true,
    state: TRANS_STAT[code] ?? (code === '' ? 'not_found' : 'unknown'),
    result: {
      ...result,
      outcome: TRANS_STAT[code] === 'declined' || code === '' ? 'declined' : result.outcome,
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
    const notFound = textOf(extra, 'ERRORCODE') === 'CORE-2008';
    return { answered: notFound, voided: false, refunded: 0n, refundCount: 0 };
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
