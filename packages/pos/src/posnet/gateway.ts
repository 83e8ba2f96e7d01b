import type { CallbackWord } from '../callback-word.js';
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
import { childOf, textOf, type XmlNode } from '../xml.js';
import { readResolveReply, UNREADABLE_POSNET_POST } from './callback.js';
import {
  agreementRequest,
  captureRequest,
  oosRequestData,
  orderMac,
  packetsOf,
  resolveRequest,
  returnRequest,
  reverseRequest,
  threeDForm,
  tranDataRequest,
} from './request-mapper.js';
import { mapAgreement, mapPosnetResult, mapReversals } from './response-mapper.js';
import { posnetRequestBody, readPosnetResponse } from './transport.js';

type Answer = { ok: true; response: XmlNode } | { ok: false; result: BankResult };

/**
 * Yapı Kredi PosNet (OOS 3-D): oosRequestData opens the 3-D session server to server, the browser posts the
 * bank's data to YKBPaymentService, oosResolveMerchantData checks the post back, oosTranData takes the money.
 */
export class PosNetGateway implements Gateway {
  constructor(
    private readonly account: PosAccount,
    private readonly http: HttpClient,
    private readonly timeoutMs = 30_000,
  ) {}

  /** One posnetRequest to the XML service; silence or a non-PosNet answer is `unknown`, never a throw. */
  private async call(orderId: string, request: XmlNode): Promise<Answer> {
    const answer = await postToBank(
      this.http,
      {
        url: this.account.endpoints.apiUrl,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: posnetRequestBody(request),
        timeoutMs: this.timeoutMs,
      },
      orderId,
    );
    if (!answer.ok) {
      return answer;
    }
    const response = readPosnetResponse(answer.body);
    return response
      ? { ok: true, response }
      : { ok: false, result: unknownResult(orderId, 'the bank answered no posnetResponse') };
  }

  private async operation(orderId: string, request: XmlNode): Promise<BankResult> {
    const answer = await this.call(orderId, request);
    return answer.ok ? mapPosnetResult(orderId, answer.response) : answer.result;
  }

  async start3d(order: Order, card: Card): Promise<ThreeDStart> {
    const answer = await this.call(order.orderId, oosRequestData(this.account, order, card));
    if (!answer.ok) {
      return { kind: 'refused', result: answer.result };
    }
    const result = mapPosnetResult(order.orderId, answer.response);
    const data = childOf(answer.response, 'oosRequestDataResponse');
    const session = {
      data1: textOf(data, 'data1'),
      data2: textOf(data, 'data2'),
      sign: textOf(data, 'sign'),
    };
    if (result.outcome !== 'approved' || !session.data1 || !session.sign) {
      const refused = result.outcome === 'approved' ? { ...result, outcome: 'error' as const } : result;
      return { kind: 'refused', result: refused };
    }
    return threeDForm(this.account, order, session);
  }

  async readCallback(
    fields: Readonly<Record<string, string>>,
    expected: ExpectedCallback,
  ): Promise<CallbackWord> {
    const packets = packetsOf(fields);
    if (!packets) {
      return UNREADABLE_POSNET_POST;
    }
    try {
      const answer = await this.call(
        expected.orderId,
        resolveRequest(this.account, packets, orderMac(this.account, expected)),
      );
      return readResolveReply(this.account, answer.ok ? answer.response : null, expected);
    } catch {
      return readResolveReply(this.account, null, expected);
    }
  }

  authorise(order: Order, callback: Readonly<Record<string, string>>): Promise<BankResult> {
    const packets = packetsOf(callback);
    if (!packets) {
      return Promise.resolve(localErrorResult(order.orderId, 'the post back carries no PosNet packets'));
    }
    return this.operation(
      order.orderId,
      tranDataRequest(this.account, packets, orderMac(this.account, order)),
    );
  }

  async status(orderId: string): Promise<StatusResult> {
    const answer = await this.call(orderId, agreementRequest(this.account, orderId));
    return answer.ok
      ? mapAgreement(orderId, answer.response)
      : { answered: false, state: 'unknown', result: answer.result };
  }

  capture(refs: BankRefs, amount: bigint, currency: CurrencyCode): Promise<BankResult> {
    return this.operation(refs.orderId, captureRequest(this.account, refs, amount, currency));
  }

  void(refs: BankRefs): Promise<BankResult> {
    return this.operation(refs.orderId, reverseRequest(this.account, refs));
  }

  refund(refs: BankRefs, amount: bigint, currency: CurrencyCode): Promise<BankResult> {
    return this.operation(refs.orderId, returnRequest(this.account, refs, amount, currency));
  }

  async reversals(orderId: string): Promise<ReversalHistory> {
    const answer = await this.call(orderId, agreementRequest(this.account, orderId));
    return answer.ok ? mapReversals(answer.response) : UNANSWERED_REVERSALS;
  }
}
