import {
  type BankResult,
  type ReversalHistory,
  type StatusResult,
  type ThreeDStart,
  UNANSWERED_REVERSALS,
  unknownResult,
} from '../types.js';
import { childOf, textOf, type XmlNode, type XmlValue } from '../xml.js';

/** The VPOS approval code; every other result code is a refusal. */
export const APPROVED_CODE = '0000';

const blank = (value: string) => (value === '' ? null : value);

/** Codes of the merchant's set-up or the service itself (credentials, merchant, system): errors, not declines. */
const ERROR_CODES = new Set(['1001', '5001', '5002', '6000', '6003', '8484', '9039', '9065']);

/** `0000` approves; a merchant or system code is an error; any other code is the bank declining. */
function outcomeOf(code: string): BankResult['outcome'] {
  if (code === APPROVED_CODE) {
    return 'approved';
  }
  return ERROR_CODES.has(code) ? 'error' : 'declined';
}

/**
 * The MPI's enrolment answer: `VERes/Status` Y gives the form for the ACS (a relative ACSUrl is resolved against
 * the enrolment URL); N, U, E or a `MessageErrorCode` is the bank refusing; anything else (an HTML "Request
 * Rejected" page, no VERes) is a refusal whose cause is unknown.
 */
export function mapEnrolmentAnswer(
  orderId: string,
  answer: XmlNode | null,
  enrolmentUrl: string,
): ThreeDStart {
  const veres = childOf(childOf(answer, 'Message'), 'VERes');
  const status = textOf(veres, 'Status').toUpperCase();
  const errorCode = textOf(answer, 'MessageErrorCode');
  const message = textOf(answer, 'ErrorMessage');
  if (status === 'Y' && errorCode === '') {
    const acsUrl = textOf(veres, 'ACSUrl');
    let action: string | null = null;
    try {
      action = acsUrl === '' ? null : new URL(acsUrl, enrolmentUrl).toString();
    } catch {
      action = null;
    }
    if (action !== null) {
      return {
        kind: 'form',
        action,
        fields: { PaReq: textOf(veres, 'PaReq'), TermUrl: textOf(veres, 'TermUrl'), MD: textOf(veres, 'MD') },
      };
    }
  }
  if (status === '' && errorCode === '') {
    return { kind: 'refused', result: unknownResult(orderId, 'the MPI gave no enrolment answer') };
  }
  return {
    kind: 'refused',
    result: {
      outcome: status === 'N' || status === 'U' ? 'declined' : 'error',
      orderId,
      authCode: null,
      hostRefNum: null,
      transId: null,
      returnCode: blank(errorCode) ?? blank(status),
      errorCode: blank(errorCode),
      message:
        blank(message) ??
        (status === 'Y' ? 'the enrolment answer has no usable ACSUrl' : `VERes status ${status}`),
    },
  };
}

/**
 * A `VposResponse` (Sale, Auth, Capture, Cancel, Refund) in our words. No `ResultCode` means the answer cannot be
 * read (an HTML rejection page, a broken body): whether the bank acted is unknown, so the status query decides.
 */
export function mapVposAnswer(orderId: string, answer: XmlNode | null): BankResult {
  const code = textOf(answer, 'ResultCode');
  if (code === '') {
    return unknownResult(orderId, 'the VPOS answer has no ResultCode');
  }
  const approved = code === APPROVED_CODE;
  return {
    outcome: outcomeOf(code),
    orderId: textOf(answer, 'OrderId') || orderId,
    authCode: approved ? blank(textOf(answer, 'AuthCode')) : null,
    hostRefNum: blank(textOf(answer, 'Rrn')),
    transId: blank(textOf(answer, 'TransactionId')),
    returnCode: code,
    errorCode: approved ? null : code,
    message: blank(textOf(answer, 'ResultDetail')),
  };
}

/** Major units with a dot or a comma ("100.25", "100,2", "100") in minor units; null when it is not an amount. */
export function minorFromMajor(text: string): bigint | null {
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) {
    return null;
  }
  return BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** The search reply's transaction records (one element, or several when the service lists more). */
function searchRecords(answer: XmlNode | null): XmlNode[] {
  const outer: XmlValue | XmlValue[] = answer?.TransactionSearchResultInfo;
  const inner: unknown =
    outer && typeof outer === 'object' && !Array.isArray(outer)
      ? outer.TransactionSearchResultInfo
      : undefined;
  const list: unknown[] = Array.isArray(inner) ? inner : [inner];
  return list.filter((item): item is XmlNode => !!item && typeof item === 'object');
}

/** The record the status speaks of: the first successful one, else the last attempt listed. */
function mainRecord(answer: XmlNode | null): XmlNode | null {
  const records = searchRecords(answer);
  return records.find((record) => textOf(record, 'ResultCode') === APPROVED_CODE) ?? records.at(-1) ?? null;
}

const isTrue = (node: XmlNode, name: string) => textOf(node, name).toLowerCase() === 'true';

/** The service counts records it did not give us (TotalItemCount above 0, no readable record): not "none". */
const isMissingRecords = (answer: XmlNode | null) => /^0*[1-9]\d*$/.test(textOf(answer, 'TotalItemCount'));

/** What the record says was refunded: TotalRefundAmount, else the whole amount when IsRefunded alone says so. */
function refundedOf(record: XmlNode): bigint {
  const total = minorFromMajor(textOf(record, 'TotalRefundAmount'));
  if (total !== null && total > 0n) {
    return total;
  }
  if (!isTrue(record, 'IsRefunded')) {
    return 0n;
  }
  return minorFromMajor(textOf(record, 'Amount')) ?? minorFromMajor(textOf(record, 'CurrencyAmount')) ?? 0n;
}

const TYPE_STATES: Record<string, StatusResult['state']> = {
  Sale: 'authorised',
  Auth: 'preauthorised',
  Capture: 'captured',
};

/**
 * The search reply as a status: `ResponseInfo/ResponseCode` 0000 with no record (and no count of records) means
 * the bank holds nothing for the order; a record's own `ResultCode` other than 0000 is a decline, none at all
 * unknown; cancelled or reversed is voided, any refund makes it refunded; otherwise the transaction type says
 * authorised, pre-authorised or captured.
 */
export function mapSearchStatus(orderId: string, answer: XmlNode | null): StatusResult {
  const info = childOf(answer, 'ResponseInfo');
  const responseCode = textOf(info, 'ResponseCode');
  if (responseCode === '') {
    return { answered: false, state: 'unknown', result: unknownResult(orderId, 'unreadable search answer') };
  }
  if (responseCode !== APPROVED_CODE) {
    const message = blank(textOf(info, 'ResponseMessage'));
    return {
      answered: true,
      state: 'unknown',
      result: {
        ...unknownResult(orderId, message ?? ''),
        outcome: 'error',
        returnCode: responseCode,
        errorCode: responseCode,
        message,
      },
    };
  }
  const record = mainRecord(answer);
  if (record === null && isMissingRecords(answer)) {
    return {
      answered: true,
      state: 'unknown',
      result: unknownResult(orderId, 'the search records are unreadable'),
    };
  }
  if (record === null) {
    return {
      answered: true,
      state: 'not_found',
      result: { ...unknownResult(orderId, 'no transaction for the order'), outcome: 'declined' },
    };
  }
  const result = mapVposAnswer(orderId, record);
  if (result.outcome === 'unknown') {
    // A record without its ResultCode says nothing about the order: never declined.
    return { answered: true, state: 'unknown', result };
  }
  let state: StatusResult['state'];
  if (result.outcome !== 'approved') {
    state = 'declined';
  } else if (isTrue(record, 'IsCanceled') || isTrue(record, 'IsReversed')) {
    state = 'voided';
  } else if (refundedOf(record) > 0n) {
    state = 'refunded';
  } else {
    state = TYPE_STATES[textOf(record, 'TransactionType')] ?? 'unknown';
  }
  return {
    answered: true,
    state,
    result: { ...result, outcome: result.outcome === 'approved' ? 'approved' : 'declined' },
  };
}

/**
 * The search reply as reversals: voided when the sale is cancelled (or reversed), refunded as its
 * `TotalRefundAmount`. The service gives no count of refunds, so `refundCount` is 1 when anything was refunded.
 */
export function mapSearchReversals(answer: XmlNode | null): ReversalHistory {
  const responseCode = textOf(childOf(answer, 'ResponseInfo'), 'ResponseCode');
  if (responseCode !== APPROVED_CODE) {
    return UNANSWERED_REVERSALS;
  }
  const record = mainRecord(answer);
  if (record === null ? isMissingRecords(answer) : textOf(record, 'ResultCode') === '') {
    return UNANSWERED_REVERSALS;
  }
  if (record === null || textOf(record, 'ResultCode') !== APPROVED_CODE) {
    return { answered: true, voided: false, refunded: 0n, refundCount: 0 };
  }
  const refunded = refundedOf(record);
  return {
    answered: true,
    voided: isTrue(record, 'IsCanceled') || isTrue(record, 'IsReversed'),
    refunded,
    refundCount: refunded > 0n ? 1 : 0,
  };
}
