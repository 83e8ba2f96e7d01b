import type { CallbackWord } from '../callback-word.js';
import { MALFORMED_WORD } from '../callback-word.js';
import { type HttpClient, postToBank } from '../http-client.js';
import {
  type BankRefs,
  type BankResult,
  type Card,
  type CurrencyCode,
  type ExpectedCallback,
  type Gateway,
  localErrorResult,
  type Order,
  type PosAccount,
  type ReversalHistory,
  type StatusResult,
  type ThreeDStart,
  UNANSWERED_REVERSALS,
  unknownResult,
} from '../types.js';
import { parseXml, type XmlNode } from '../xml.js';
import { readGarantiCallback } from './callback.js';
import {
  type GarantiRequestInput,
  garantiFormFields,
  garantiRequest,
  garantiTypeOf,
  userOf,
} from './request-mapper.js';
import { mapGarantiHistory, mapGarantiInquiry, mapGarantiResponse } from './response-mapper.js';

/** What GVP wants in the amount of a request that moves no money (inquiries, a whole void): mews and the guide send 1.00. */
const NOMINAL = { amount: 100n, currency: 'TRY' as const, installments: 1, customerIp: '127.0.0.1' };

type Answer = { ok: true; document: XmlNode } | { ok: false; result: BankResult };

/** Garanti BBVA GVP: the 3-D form with secure3dhash, then GVPSRequest XML for everything server to server. */
export class GarantiGateway implements Gateway {
  constructor(
    private readonly account: PosAccount,
    private readonly http: HttpClient,
    private readonly timeoutMs = 30_000,
  ) {}

  async start3d(order: Order, card: Card): Promise<ThreeDStart> {
    return {
      kind: 'form',
      action: this.account.endpoints.gateUrl,
      fields: garantiFormFields(this.account, order, card),
    };
  }

  async readCallback(
    fields: Readonly<Record<string, string>>,
    expected: ExpectedCallback,
  ): Promise<CallbackWord> {
    try {
      return readGarantiCallback(this.account, fields, expected);
    } catch {
      return MALFORMED_WORD;
    }
  }

  /** One GVPSRequest; silence, another HTTP status or unreadable XML is `unknown`, never a throw. */
  private async call(input: GarantiRequestInput): Promise<Answer> {
    const answer = await postToBank(
      this.http,
      {
        url: this.account.endpoints.apiUrl,
        headers: { 'content-type': 'application/xml; charset=UTF-8' },
        body: garantiRequest(this.account, input),
        timeoutMs: this.timeoutMs,
      },
      input.orderId,
    );
    if (!answer.ok) {
      return answer;
    }
    try {
      return { ok: true, document: parseXml(answer.body) };
    } catch {
      return { ok: false, result: unknownResult(input.orderId, 'the bank answered unreadable XML') };
    }
  }

  private async operation(input: GarantiRequestInput): Promise<BankResult> {
    if (userOf(this.account, input.type).user === '') {
      // Refused here, before any bank call: nothing was sent, so nothing happened at the bank.
      return localErrorResult(input.orderId, 'no refund user (PROVRFN) is set for this Garanti account');
    }
    const answer = await this.call(input);
    return answer.ok ? mapGarantiResponse(input.orderId, answer.document) : answer.result;
  }

  authorise(order: Order, callback: Readonly<Record<string, string>>): Promise<BankResult> {
    return this.operation({
      orderId: order.orderId,
      type: garantiTypeOf(order.type),
      amount: order.amount,
      currency: order.currency,
      installments: order.installments,
      customerIp: order.customerIp,
      secure3d: {
        AuthenticationCode: callback.cavv ?? '',
        SecurityLevel: callback.eci ?? '',
        TxnID: callback.xid ?? '',
        Md: callback.md ?? '',
      },
    });
  }

  async status(orderId: string): Promise<StatusResult> {
    const answer = await this.call({ ...NOMINAL, orderId, type: 'orderinq' });
    return answer.ok
      ? mapGarantiInquiry(orderId, answer.document)
      : { answered: false, state: 'unknown', result: answer.result };
  }

  capture(refs: BankRefs, amount: bigint, currency: CurrencyCode): Promise<BankResult> {
    return this.operation({
      ...NOMINAL,
      orderId: refs.orderId,
      type: 'postauth',
      amount,
      currency,
      installments: refs.installments,
      originalRetrefNum: refs.hostRefNum ?? undefined,
    });
  }

  void(refs: BankRefs): Promise<BankResult> {
    return this.operation({
      ...NOMINAL,
      orderId: refs.orderId,
      type: 'void',
      originalRetrefNum: refs.hostRefNum ?? undefined,
    });
  }

  refund(refs: BankRefs, amount: bigint, currency: CurrencyCode): Promise<BankResult> {
    return this.operation({
      ...NOMINAL,
      orderId: refs.orderId,
      type: 'refund',
      amount,
      currency,
      originalRetrefNum: refs.hostRefNum ?? undefined,
    });
  }

  async reversals(orderId: string): Promise<ReversalHistory> {
    const answer = await this.call({ ...NOMINAL, orderId, type: 'orderhistoryinq' });
    return answer.ok ? mapGarantiHistory(answer.document) : UNANSWERED_REVERSALS;
  }
}
