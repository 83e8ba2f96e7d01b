import type { BankRefs, CurrencyCode } from '../types.js';
import type { XmlNode } from '../xml.js';
import { minorFromMajor } from './response-mapper.js';
import { localText } from './soap.js';
import type { KuveytOrderRefs } from './soap-requests.js';

/** What the bank holds of an order, as a void, refund or capture needs it. */
export interface HeldOrder {
  refs: KuveytOrderRefs;
  /** The sale amount (FirstAmount), minor units; null when unreadable. */
  amount: bigint | null;
  /** From FEC ("0949"); null when it names no currency we take. */
  currency: CurrencyCode | null;
  /** Refunded so far (DrawbackAmount), minor units. */
  refunded: bigint;
}

const FEC_CURRENCY: Record<string, CurrencyCode> = { '949': 'TRY', '840': 'USD', '978': 'EUR' };

/**
 * The four references of a money operation: BankRefs gives the bank's OrderId (transId), RRN (hostRefNum) and
 * ProvisionNumber (authCode); Stan, and whatever we did not store, come from the GetMerchantOrderDetail contract.
 */
export function heldOrderOf(refs: BankRefs, contract: XmlNode): HeldOrder {
  return {
    refs: {
      merchantOrderId: refs.orderId,
      orderId: refs.transId ?? localText(contract, 'OrderId'),
      rrn: refs.hostRefNum ?? localText(contract, 'RRN'),
      stan: localText(contract, 'Stan'),
      provisionNumber: refs.authCode ?? localText(contract, 'ProvNumber'),
    },
    amount: minorFromMajor(localText(contract, 'FirstAmount')),
    currency: FEC_CURRENCY[localText(contract, 'FEC').replace(/^0+/, '')] ?? null,
    refunded: minorFromMajor(localText(contract, 'DrawbackAmount') || '0') ?? 0n,
  };
}
