import { constantTimeEqual } from '../store-key.js';
import { type BankResult, type ReversalHistory, type StatusResult, unknownResult } from '../types.js';
import { childOf, textOf, type XmlNode } from '../xml.js';
import { kuveytProvisionHash } from './hash.js';
import { localChild, localChildren, localText } from './soap.js';

const blank = (value: string) => (value === '' ? null : value);

/** The bank's order number; its failures carry OrderId 0, which names no order. */
const bankOrderId = (value: string) => (value === '' || value === '0' ? null : value);

/** A refusal with a numeric (ISO-like) code is the card's decline; a named code (HashDataError, …) an error. */
function refusalOutcome(code: string): 'declined' | 'error' {
  return /^\d+$/.test(code) ? 'declined' : 'error';
}

/**
 * The provision reply (VPosTransactionResponseContract): ResponseCode 00 approves. An approval is trusted only if
 * it names our order and its HashData (when present) matches; otherwise it is `unknown`, for status to settle.
 */
export function mapProvisionResponse(orderId: string, document: XmlNode, hashedPassword: string): BankResult {
  const contract = childOf(document, 'VPosTransactionResponseContract');
  const code = textOf(contract, 'ResponseCode');
  if (code === '') {
    return unknownResult(orderId, 'the bank answered without a ResponseCode');
  }
  const result: BankResult = {
    outcome: code === '00' ? 'approved' : refusalOutcome(code),
    orderId,
    authCode: blank(textOf(contract, 'ProvisionNumber')),
    hostRefNum: blank(textOf(contract, 'RRN')),
    transId: bankOrderId(textOf(contract, 'OrderId')),
    returnCode: code,
    errorCode: code === '00' ? null : code,
    message: blank(textOf(contract, 'ResponseMessage')),
  };
  if (code !== '00') {
    return result;
  }
  const merchantOrderId = textOf(contract, 'MerchantOrderId');
  if (merchantOrderId !== '' && merchantOrderId !== orderId) {
    return unknownResult(orderId, 'the approval names another order');
  }
  const posted = textOf(contract, 'HashData');
  const computed = kuveytProvisionHash(
    {
      MerchantOrderId: merchantOrderId,
      RRN: textOf(contract, 'RRN'),
      ResponseCode: code,
      OrderId: textOf(contract, 'OrderId'),
    },
    hashedPassword,
  );
  if (posted !== '' && !constantTimeEqual(computed, posted)) {
    return unknownResult(orderId, 'the approval carries a HashData that does not match');
  }
  return result;
}

/**
 * The service itself failed, not the bank refusing (ServiceUnavailable "IsoProxyFactoryServiceResponseWasNull": the
 * host's answer never came back): whether the money moved is unknown, so the status query settles it.
 */
const UNANSWERED_CODES = new Set(['ServiceUnavailable', 'IntegrationFatalException']);

/** A SOAP operation's `<Operation>Result`: Value/ResponseCode 00 (and Success not false) is done. */
export function mapSoapResult(orderId: string, result: XmlNode): BankResult {
  const value = localChild(result, 'Value');
  const code = localText(value, 'ResponseCode');
  const failure = localChild(localChild(result, 'Results'), 'Result');
  const success = localText(result, 'Success').toLowerCase();
  const approved = code === '00' && success !== 'false' && success !== '0';
  const errorCode = localText(failure, 'ErrorCode') || (approved ? '' : code);
  return {
    outcome: approved
      ? 'approved'
      : UNANSWERED_CODES.has(errorCode)
        ? 'unknown'
        : errorCode === ''
          ? 'error'
          : refusalOutcome(errorCode),
    orderId,
    authCode: blank(localText(value, 'ProvisionNumber')),
    hostRefNum: blank(localText(value, 'RRN')),
    transId: bankOrderId(localText(value, 'OrderId')),
    returnCode: blank(code),
    errorCode: approved ? null : blank(errorCode),
    message: blank(localText(failure, 'ErrorMessage')) ?? blank(localText(value, 'ResponseMessage')),
  };
}

/** Status replies give amounts in major units ("10.01", sometimes "10,01"): minor units, or null if unreadable. */
export function minorFromMajor(text: string): bigint | null {
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) {
    return null;
  }
  return BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** What GetMerchantOrderDetail holds of our order: the approved bank order if there is one, else the last. */
export function orderContractOf(result: XmlNode, orderId: string): XmlNode | null {
  const contracts = localChildren(localChild(result, 'Value'), 'OrderContract').filter((contract) => {
    const merchantOrderId = localText(contract, 'MerchantOrderId');
    return merchantOrderId === '' || merchantOrderId === orderId;
  });
  return (
    contracts.find((contract) => localText(contract, 'ResponseCode') === '00') ?? contracts.at(-1) ?? null
  );
}

/** The state of an approved order from LastOrderStatus (1 paid, 4 refunded, 5 partly refunded, 6 cancelled). */
function stateOf(contract: XmlNode): StatusResult['state'] {
  switch (localText(contract, 'LastOrderStatus')) {
    case '1': {
      const type = localText(contract, 'TransactionType');
      return type === 'PreAuthorization'
        ? 'preauthorised'
        : type === 'PreAuthorizationClose'
          ? 'captured'
          : 'authorised';
    }
    case '4':
    case '5':
      return 'refunded';
    case '6':
      return 'voided';
    default:
      return 'unknown';
  }
}

/**
 * The status reply in our words: no contract at all in a successful reply means the bank holds no such order;
 * contracts that all name other orders are an answer we cannot read (unknown), never "not found".
 */
export function mapOrderDetail(orderId: string, result: XmlNode): StatusResult {
  const contract = orderContractOf(result, orderId);
  const answer = mapSoapResult(orderId, result);
  if (!contract) {
    const success = localText(result, 'Success').toLowerCase();
    const others = localChildren(localChild(result, 'Value'), 'OrderContract').length > 0;
    const empty = answer.errorCode === null && success !== 'false' && !others;
    return {
      answered: true,
      state: empty ? 'not_found' : 'unknown',
      result: { ...answer, outcome: 'error' },
    };
  }
  const code = localText(contract, 'ResponseCode');
  const approved = code === '00';
  return {
    answered: true,
    state: approved ? stateOf(contract) : 'declined',
    result: {
      outcome: approved ? 'approved' : 'declined',
      orderId,
      authCode: blank(localText(contract, 'ProvNumber')),
      hostRefNum: blank(localText(contract, 'RRN')),
      transId: blank(localText(contract, 'OrderId')),
      returnCode: blank(code),
      errorCode: approved ? null : blank(code),
      message: blank(localText(contract, 'ResponseMessage')),
    },
  };
}

/**
 * Reversals from the status reply: cancelled (6) is a void; DrawbackAmount is what was refunded. The contract
 * gives only the sum, so refundCount is 1 when anything was refunded (the caller settles on the amount).
 */
export function mapOrderReversals(orderId: string, result: XmlNode): ReversalHistory {
  const contract = orderContractOf(result, orderId);
  if (!contract) {
    return {
      answered: mapOrderDetail(orderId, result).state === 'not_found',
      voided: false,
      refunded: 0n,
      refundCount: 0,
    };
  }
  const refunded = minorFromMajor(localText(contract, 'DrawbackAmount') || '0');
  if (refunded === null) {
    return { answered: false, voided: false, refunded: 0n, refundCount: 0 };
  }
  return {
    answered: true,
    voided: localText(contract, 'LastOrderStatus') === '6',
    refunded,
    refundCount: refunded > 0n ? 1 : 0,
  };
}
