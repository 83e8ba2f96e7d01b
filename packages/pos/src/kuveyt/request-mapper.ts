import { cardBrandOf } from '../card-brand.js';
import type { Card, CurrencyCode, Order, PosAccount } from '../types.js';
import type { XmlNode } from '../xml.js';
import { kuveytRequestHash } from './hash.js';

/** The TDV2 protocol version every message names. */
export const KUVEYT_API_VERSION = 'TDV2.0.0';

/** Requests name currencies with four digits ("0949"); replies with three. */
export const KUVEYT_CURRENCY: Record<CurrencyCode, string> = { TRY: '0949', USD: '0840', EUR: '0978' };

/** The 3-D model's TransactionSecurity. */
const THREE_D_SECURITY = '3';

/** InstallmentCount: 0 for a single payment, else the count. */
export function kuveytInstallments(installments: number): string {
  return installments > 1 ? String(installments) : '0';
}

/** CardType names the brand from the BIN (Visa, MasterCard, Troy); empty when we cannot tell. */
export function kuveytCardType(cardNumber: string): string {
  const brand = cardBrandOf(cardNumber);
  return brand === 'visa' ? 'Visa' : brand === 'mastercard' ? 'MasterCard' : brand === 'troy' ? 'Troy' : '';
}

/** Our sale is the bank's Sale; a pre-authorisation is PreAuthorization (not in mews, unverified name). */
export function kuveytTransactionType(type: Order['type']): string {
  return type === 'PreAuth' ? 'PreAuthorization' : 'Sale';
}

/** MerchantId, CustomerId and UserName: how every message names the account. */
function accountFields(account: PosAccount): XmlNode {
  return {
    MerchantId: account.credentials.storeId,
    CustomerId: account.credentials.terminalId ?? '',
    UserName: account.credentials.apiUser,
  };
}

/**
 * The ThreeDModelPayGate message (server to server, with the card): TDV2 device and card-holder blocks, amounts
 * in minor units, the hash with the URLs. Address fields we do not hold are sent empty (country 792, Türkiye).
 */
export function payGateMessage(account: PosAccount, order: Order, card: Card): XmlNode {
  const amount = order.amount.toString();
  const hash = kuveytRequestHash(
    {
      MerchantId: account.credentials.storeId,
      MerchantOrderId: order.orderId,
      Amount: amount,
      OkUrl: order.okUrl,
      FailUrl: order.failUrl,
      UserName: account.credentials.apiUser,
    },
    account.credentials.apiPassword,
  );
  return {
    APIVersion: KUVEYT_API_VERSION,
    OkUrl: order.okUrl,
    FailUrl: order.failUrl,
    HashData: hash,
    ...accountFields(account),
    DeviceData: { DeviceChannel: '02', ClientIP: order.customerIp },
    CardHolderData: {
      BillAddrCity: '',
      BillAddrCountry: '792',
      BillAddrLine1: '',
      BillAddrPostCode: '',
      BillAddrState: '',
      Email: '',
      MobilePhone: { Cc: '', Subscriber: '' },
    },
    CardNumber: card.number,
    CardExpireDateYear: card.expireYear,
    CardExpireDateMonth: card.expireMonth,
    CardCVV2: card.cvv,
    CardHolderName: card.holderName || order.cardHolderName || '',
    CardType: kuveytCardType(card.number),
    TransactionType: kuveytTransactionType(order.type),
    InstallmentCount: kuveytInstallments(order.installments),
    Amount: amount,
    DisplayAmount: amount,
    CurrencyCode: KUVEYT_CURRENCY[order.currency],
    MerchantOrderId: order.orderId,
    TransactionSecurity: THREE_D_SECURITY,
  };
}

/** The ThreeDModelProvisionGate message: the MD from the callback, everything else from OUR stored order. */
export function provisionMessage(account: PosAccount, order: Order, md: string): XmlNode {
  const amount = order.amount.toString();
  return {
    APIVersion: KUVEYT_API_VERSION,
    HashData: kuveytRequestHash(
      {
        MerchantId: account.credentials.storeId,
        MerchantOrderId: order.orderId,
        Amount: amount,
        UserName: account.credentials.apiUser,
      },
      account.credentials.apiPassword,
    ),
    ...accountFields(account),
    CustomerIPAddress: order.customerIp,
    KuveytTurkVPosAdditionalData: { AdditionalData: { Key: 'MD', Data: md } },
    TransactionType: kuveytTransactionType(order.type),
    InstallmentCount: kuveytInstallments(order.installments),
    Amount: amount,
    DisplayAmount: amount,
    CurrencyCode: KUVEYT_CURRENCY[order.currency],
    MerchantOrderId: order.orderId,
    TransactionSecurity: THREE_D_SECURITY,
  };
}
