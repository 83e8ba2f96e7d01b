import { minorFromMajor } from '../kuveyt/response-mapper.js';
import { localText } from '../kuveyt/soap.js';
import { majorUnits } from '../types.js';
import type { XmlNode } from '../xml.js';
import type { SandboxContext } from './context.js';
import type { JournalEntry } from './journal.js';
import type { SandboxMerchant } from './merchants.js';

/** The outcome of a SOAP operation, before it is written as `<Operation>Result`. */
export interface SoapOutcome {
  ok: boolean;
  /** Value/ResponseCode when ok ("00"); Results/Result/ErrorCode otherwise. */
  code: string;
  message: string;
  /** The journal entry the operation made (its answer may be lost). */
  entry?: JournalEntry;
  /** The order the answer names. */
  sale?: JournalEntry;
}

const refuse = (code: string, message: string): SoapOutcome => ({ ok: false, code, message });
const minor = (entry: JournalEntry) => minorFromMajor(entry.amount) ?? 0n;
const approved = (entries: JournalEntry[], type: JournalEntry['type']) =>
  entries.filter((entry) => entry.type === type && entry.outcome === 'approved');

/** The approved authorisation the request's bank order number, RRN, Stan and ProvisionNumber name. */
export function saleOf(
  context: SandboxContext,
  merchant: SandboxMerchant,
  request: XmlNode,
): JournalEntry | undefined {
  const bankOrderId = localText(request, 'OrderId');
  const sale = context.journal
    .list()
    .find(
      (entry) =>
        entry.clientId === merchant.clientId &&
        entry.transId === bankOrderId &&
        (entry.type === 'Auth' || entry.type === 'PreAuth') &&
        entry.outcome === 'approved',
    );
  const matches =
    sale !== undefined &&
    localText(request, 'RRN') === sale.hostRefNum &&
    localText(request, 'ProvisionNumber') === sale.authCode &&
    localText(request, 'Stan') === (sale.hostRefNum ?? '').slice(-6);
  return matches ? sale : undefined;
}

/**
 * SaleReversal, DrawBack, PartialDrawback and PreAuthorizationClose on an approved authorisation: void only on
 * the sale's day (before end of day), refunds only after it and never beyond the sale, 21 for a second void,
 * 28 for a refund of a cancelled sale.
 */
export function moneyOperation(
  context: SandboxContext,
  operation: string,
  sale: JournalEntry,
  amount: bigint,
): SoapOutcome {
  const history = context.journal.forOrder(sale.clientId, sale.orderId);
  const voided = approved(history, 'Void').length > 0;
  const captured = approved(history, 'PostAuth')[0];
  const base = captured ?? sale;
  const refunded = approved(history, 'Credit').reduce((sum, entry) => sum + minor(entry), 0n);
  const record = (type: JournalEntry['type'], value: bigint) =>
    context.journal.add({
      orderId: sale.orderId,
      clientId: sale.clientId,
      type,
      amount: majorUnits(value),
      currency: sale.currency,
      outcome: 'approved',
      returnCode: '00',
      authCode: sale.authCode,
      hostRefNum: sale.hostRefNum,
      transId: sale.transId,
      maskedPan: sale.maskedPan,
    });
  const done = (entry: JournalEntry): SoapOutcome => ({
    ok: true,
    code: '00',
    message: 'İşlem başarılı.',
    entry,
    sale,
  });
  switch (operation) {
    case 'SaleReversal':
      if (voided) {
        return refuse('21', 'İşlem daha önce iptal edilmiş.');
      }
      if (refunded > 0n || context.settled(base)) {
        return refuse('InvalidRequestError', 'İptal işlemi satışla aynı gün yapılmalıdır.');
      }
      if (amount !== minor(base)) {
        return refuse('InvalidRequestError', 'İptal tutarı işlem tutarına eşit olmalıdır.');
      }
      return done(record('Void', amount));
    case 'DrawBack':
    case 'PartialDrawback': {
      if (voided) {
        return refuse('28', 'İptal edilmiş işlem iade edilemez.');
      }
      if (sale.type === 'PreAuth' && !captured) {
        return refuse('InvalidRequestError', 'Kapatılmamış ön provizyon iade edilemez.');
      }
      if (!context.settled(base)) {
        return refuse('InvalidRequestError', 'Gün sonu alınmamış işlem iade edilemez; iptal yapınız.');
      }
      const left = minor(base) - refunded;
      if (amount <= 0n || amount > left || (operation === 'DrawBack' && amount !== left)) {
        return refuse('InvalidRequestError', 'İade tutarı satış tutarını aşamaz.');
      }
      return done(record('Credit', amount));
    }
    case 'PreAuthorizationClose':
      if (sale.type !== 'PreAuth' || captured || voided) {
        return refuse('InvalidRequestError', 'Kapatılacak ön provizyon bulunamadı.');
      }
      if (amount <= 0n || amount > minor(sale)) {
        return refuse('InvalidRequestError', 'Tutar ön provizyondan büyük olamaz.');
      }
      return done(record('PostAuth', amount));
    default:
      return refuse('InvalidRequestError', `Bilinmeyen işlem: ${operation}`);
  }
}

/** GetMerchantOrderDetail's OrderContract of an order, from the journal (amounts in major units, FEC 0949). */
export function orderContract(context: SandboxContext, entries: JournalEntry[]): XmlNode | null {
  const sale =
    entries.find(
      (entry) => (entry.type === 'Auth' || entry.type === 'PreAuth') && entry.outcome === 'approved',
    ) ?? entries.filter((entry) => entry.type === 'Auth' || entry.type === 'PreAuth').at(-1);
  if (!sale) {
    return null;
  }
  const captured = approved(entries, 'PostAuth')[0];
  const voided = approved(entries, 'Void').length > 0;
  const base = captured ?? sale;
  const refunded = approved(entries, 'Credit').reduce((sum, entry) => sum + minor(entry), 0n);
  const status = voided ? '6' : refunded === 0n ? '1' : refunded >= minor(base) ? '4' : '5';
  const type = captured ? 'PreAuthorizationClose' : sale.type === 'PreAuth' ? 'PreAuthorization' : 'Sale';
  const last = entries.at(-1) ?? sale;
  return {
    OrderId: sale.transId ?? '',
    MerchantOrderId: sale.orderId,
    OrderStatus: status,
    LastOrderStatus: status,
    TransactionType: type,
    ResponseCode: sale.returnCode,
    ResponseMessage: sale.outcome === 'approved' ? 'İşlem başarılı.' : 'Red',
    FirstAmount: majorUnits(minor(base)),
    CancelAmount: voided ? majorUnits(minor(base)) : '0.00',
    DrawbackAmount: majorUnits(refunded),
    FEC: `0${sale.currency}`,
    ProvNumber: sale.authCode ?? '',
    RRN: sale.hostRefNum ?? '',
    Stan: (sale.hostRefNum ?? '').slice(-6),
    CardNumber: sale.maskedPan ?? '',
    OrderDate: sale.at.slice(0, 19),
    UpdateSystemDate: last.at.slice(0, 19),
    Settled: context.settled(base) ? 'true' : 'false',
  };
}
