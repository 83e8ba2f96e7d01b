import { randomBytes } from 'node:crypto';
import type { CallbackWord } from '../callback-word.js';
import { type HttpClient, postToBank } from '../http-client.js';
import {
  type BankRefs,
  type BankResult,
  type Card,
  type CurrencyCode,
  type ExpectedCallback,
  type Gateway,
  type Order,
  type PosAccount,
  type ReversalHistory,
  type StatusResult,
  type ThreeDStart,
  UNANSWERED_REVERSALS,
} from '../types.js';
import { parseXml, serializeXmlLatin5, type XmlNode } from '../xml.js';
import { readNestpayCallback } from './callback.js';
import {
  amountRequest,
  authorisationRequest,
  historyRequest,
  statusRequest,
  threeDFormFields,
  voidRequest,
} from './request-mapper.js';
import { mapCc5Response, mapHistoryResponse, mapStatusResponse } from './response-mapper.js';

/** NestPay / EST "ver3" (İşbank, Akbank, Halkbank, Ziraat, TEB, …): 3-D form, CC5Request XML API. */
export class NestPayGateway implements Gateway {
  constructor(
    private readonly account: PosAccount,
    private readonly http: HttpClient,
    private readonly timeoutMs = 30_000,
  ) {}

  async start3d(order: Order, card: Card): Promise<ThreeDStart> {
    const rnd = randomBytes(15).toString('base64url');
    return {
      kind: 'form',
      action: this.account.endpoints.gateUrl,
      fields: threeDFormFields(this.account, order, card, rnd),
    };
  }

  async readCallback(
    fields: Readonly<Record<string, string>>,
    expected: ExpectedCallback,
  ): Promise<CallbackWord> {
    return readNestpayCallback(this.account, fields, expected);
  }

  /** Posts a CC5Request; no answer is `unknown`, never a thrown vendor error. */
  private async call(
    orderId: string,
    request: XmlNode,
  ): Promise<{ ok: true; document: XmlNode } | { ok: false; result: BankResult }> {
    const answer = await postToBank(
      this.http,
      {
        url: this.account.endpoints.apiUrl,
        headers: { 'content-type': 'text/xml; charset=ISO-8859-9' },
        body: serializeXmlLatin5('CC5Request', request),
        timeoutMs: this.timeoutMs,
      },
      orderId,
    );
    return answer.ok ? { ok: true, document: parseXml(answer.body) } : answer;
  }

  private async operation(orderId: string, request: XmlNode): Promise<BankResult> {
    const answer = await this.call(orderId, request);
    return answer.ok ? mapCc5Response(orderId, answer.document) : answer.result;
  }

  authorise(order: Order, callback: Readonly<Record<string, string>>): Promise<BankResult> {
    return this.operation(order.orderId, authorisationRequest(this.account, order, callback));
  }

  async status(orderId: string): Promise<StatusResult> {
    const answer = await this.call(orderId, statusRequest(this.account, orderId));
    return answer.ok
      ? mapStatusResponse(orderId, answer.document)
      : { answered: false, state: 'unknown', result: answer.result };
  }

  capture({ orderId }: BankRefs, amount: bigint, currency: CurrencyCode): Promise<BankResult> {
    return this.operation(orderId, amountRequest(this.account, 'PostAuth', orderId, amount, currency));
  }

  void({ orderId }: BankRefs): Promise<BankResult> {
    return this.operation(orderId, voidRequest(this.account, orderId));
  }

  refund({ orderId }: BankRefs, amount: bigint, currency: CurrencyCode): Promise<BankResult> {
    return this.operation(orderId, amountRequest(this.account, 'Credit', orderId, amount, currency));
  }

  async reversals(orderId: string): Promise<ReversalHistory> {
    const answer = await this.call(orderId, historyRequest(this.account, orderId));
    return answer.ok ? mapHistoryResponse(answer.document) : UNANSWERED_REVERSALS;
  }
}
