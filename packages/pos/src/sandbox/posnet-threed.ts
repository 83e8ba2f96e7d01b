import { passesLuhn } from '@tahsilat/domain';
import { requestMac, resolveResponseMac } from '../posnet/mac.js';
import { textOf, type XmlNode } from '../xml.js';
import type { SandboxContext } from './context.js';
import type { SandboxMerchant } from './merchants.js';
import { answer, POSNET_CODES, type PosnetOutcome, refusal } from './posnet-answers.js';
import { POSNET_ISO_CURRENCY, type PosnetSessions, sameText } from './posnet-sessions.js';

/** Whether a YYMM expiry is a real month not yet past (the card is good through its month). */
function expiryValid(yymm: string, now = new Date()): boolean {
  const match = /^(\d{2})(\d{2})$/.exec(yymm);
  const month = Number(match?.[2]);
  if (!match || month < 1 || month > 12) {
    return false;
  }
  const current = (now.getUTCFullYear() % 100) * 100 + now.getUTCMonth() + 1;
  return Number(match[1]) * 100 + month >= current;
}

/** What is wrong with an oosRequestData, if anything, as PosNet's code and words. */
function requestProblem(call: XmlNode): readonly [string, string] | null {
  const pan = textOf(call, 'ccno');
  if (!/^[0-9A-Za-z_]{20}$/.test(textOf(call, 'XID'))) {
    return POSNET_CODES.badXid;
  }
  if (!/^\d{13,19}$/.test(pan) || !passesLuhn(pan)) {
    return POSNET_CODES.badCard;
  }
  if (!expiryValid(textOf(call, 'expDate'))) {
    return POSNET_CODES.expired;
  }
  if (!/^\d{1,12}$/.test(textOf(call, 'amount')) || BigInt(textOf(call, 'amount')) <= 0n) {
    return POSNET_CODES.badAmount;
  }
  const wellFormed =
    /^\d{3,4}$/.test(textOf(call, 'cvc')) &&
    POSNET_ISO_CURRENCY[textOf(call, 'currencyCode')] !== undefined &&
    /^(00|0[2-9]|1[0-2])$/.test(textOf(call, 'installment')) &&
    ['Sale', 'Auth'].includes(textOf(call, 'tranType'));
  return wellFormed ? null : POSNET_CODES.badRequest;
}

/**
 * The 3-D side of the sandbox's PosNet XML service: oosRequestData opens a session (the card checked at the
 * start), oosResolveMerchantData reads the signed packets back for their order under the request MAC.
 */
export class PosnetThreeD {
  constructor(
    private readonly context: SandboxContext,
    private readonly sessions: PosnetSessions,
  ) {}

  requestData(merchant: SandboxMerchant, call: XmlNode): PosnetOutcome {
    if (textOf(call, 'posnetid') !== merchant.apiUser) {
      return refusal(POSNET_CODES.unauthorised);
    }
    const problem = requestProblem(call);
    if (problem) {
      return refusal(problem);
    }
    const xid = textOf(call, 'XID');
    const orderId = xid.replace(/^0+/, '');
    const used = this.context.journal
      .forOrder(merchant.clientId, orderId)
      .some((entry) => ['Auth', 'PreAuth', '3d_pay'].includes(entry.type) && entry.outcome === 'approved');
    if (used) {
      return refusal(POSNET_CODES.alreadyUsed, null, '2');
    }
    const session = this.sessions.open({
      merchant,
      xid,
      orderId,
      amount: textOf(call, 'amount'),
      currency: textOf(call, 'currencyCode'),
      installment: textOf(call, 'installment'),
      tranType: textOf(call, 'tranType') === 'Auth' ? 'Auth' : 'Sale',
      pan: textOf(call, 'ccno'),
      holderName: textOf(call, 'cardHolderName'),
    });
    return answer({
      approved: '1',
      respCode: '',
      respText: '',
      oosRequestDataResponse: { data1: session.data1, data2: session.data2, sign: session.sign },
    });
  }

  resolve(merchant: SandboxMerchant, call: XmlNode): PosnetOutcome {
    const session = this.sessions.forPackets(
      textOf(call, 'bankData'),
      textOf(call, 'merchantData'),
      textOf(call, 'sign'),
    );
    if (!session || session.merchant.clientId !== merchant.clientId || session.mdStatus === null) {
      return refusal(POSNET_CODES.badPacket);
    }
    const key = { encKey: merchant.storeKey, terminalId: merchant.terminalId ?? '' };
    const parts = {
      xid: session.xid,
      amount: session.amount,
      currency: session.currency,
      mid: merchant.clientId,
    };
    if (!sameText(requestMac(parts, key), textOf(call, 'mac'))) {
      return refusal(POSNET_CODES.badMac);
    }
    return answer({
      approved: '1',
      respCode: '',
      respText: '',
      oosResolveMerchantDataResponse: {
        xid: session.xid,
        amount: session.amount,
        currency: session.currency,
        installment: session.installment,
        point: '0',
        pointAmount: '0',
        txStatus: session.mdStatus === '1' ? 'Y' : 'N',
        mdStatus: session.mdStatus,
        mdErrorMessage: session.mdErrorMessage,
        mac: resolveResponseMac({ ...parts, mdStatus: session.mdStatus }, key),
      },
    });
  }
}
