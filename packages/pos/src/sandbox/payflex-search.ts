import { childOf, textOf, type XmlNode } from '../xml.js';
import type { SandboxContext } from './context.js';
import type { JournalEntry } from './journal.js';
import { majorOf } from './payflex-answers.js';
import { minorOf } from './payflex-mpi.js';

const TYPES: Record<string, string> = { Auth: 'Sale', PreAuth: 'Auth', PostAuth: 'Capture' };
const now = () => new Date().toISOString().replace(/\D/g, '').slice(0, 14);

function responseInfo(status: 'Success' | 'Error', code: string, message: string): XmlNode {
  return { Status: status, ResponseCode: code, ResponseMessage: message, ResponseDateTime: now() };
}

/** The order's transaction the search names: the capture, else the approved sale, else the last attempt. */
function mainEntry(entries: readonly JournalEntry[]): JournalEntry | undefined {
  const approved = (type: string) =>
    entries.find((entry) => entry.type === type && entry.outcome === 'approved');
  return (
    approved('PostAuth') ??
    approved('Auth') ??
    approved('PreAuth') ??
    entries.filter((entry) => entry.type === 'Auth' || entry.type === 'PreAuth').at(-1)
  );
}

/**
 * Search.aspx from the journal: the merchant's credentials (9065), then by TransactionId (it wins) or OrderId the
 * order's main transaction with its cancel and refund flags and the refunded total; no record when the bank holds
 * nothing for the order. Amounts in major units, under `Amount` as the live service answers (mews #229).
 */
export function payflexSearchAnswer(context: SandboxContext, request: XmlNode): XmlNode {
  const criteria = childOf(request, 'MerchantCriteria');
  const merchant = context.merchant(textOf(criteria, 'HostMerchantId'), 'payflex');
  if (!merchant || textOf(criteria, 'MerchantPassword') !== merchant.apiPassword) {
    return { ResponseInfo: responseInfo('Error', '9065', 'Üye işyeri bulunamadı.') };
  }
  const transaction = childOf(request, 'TransactionCriteria');
  const transactionId = textOf(transaction, 'TransactionId');
  const byTransaction = transactionId
    ? context.journal
        .list()
        .find((entry) => entry.clientId === merchant.clientId && entry.transId === transactionId)
    : undefined;
  const orderId = byTransaction?.orderId ?? (transactionId ? '' : textOf(transaction, 'OrderId'));
  const entries = orderId ? context.journal.forOrder(merchant.clientId, orderId) : [];
  const main = mainEntry(entries);
  if (!main) {
    return { ResponseInfo: responseInfo('Success', '0000', 'İşlem bulunamadı') };
  }
  const approved = entries.filter((entry) => entry.outcome === 'approved');
  const refunded = approved
    .filter((entry) => entry.type === 'Credit')
    .reduce((sum, entry) => sum + minorOf(entry.amount), 0n);
  return {
    ResponseInfo: responseInfo('Success', '0000', 'İşlem Başarılı'),
    TransactionSearchResultInfo: {
      TransactionSearchResultInfo: {
        TransactionType: TYPES[main.type] ?? main.type,
        TransactionId: main.transId ?? '',
        OrderId: main.orderId,
        ResultCode: main.returnCode,
        ResponseMessage: main.outcome === 'approved' ? 'İşlem Başarılı' : 'İŞLEM ONAYLANMADI.',
        HostResultCode: main.returnCode.slice(-2),
        AuthCode: main.authCode ?? '',
        Rrn: main.hostRefNum ?? '',
        HostDate: main.at.replace(/\D/g, '').slice(0, 14),
        Amount: main.amount,
        AmountCode: main.currency,
        IsCanceled: String(approved.some((entry) => entry.type === 'Void')),
        IsReversed: 'false',
        IsRefunded: String(refunded > 0n),
        TotalRefundAmount: majorOf(refunded),
        MaskedPan: main.maskedPan ?? '',
      },
    },
  };
}
