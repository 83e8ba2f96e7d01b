import { type CallbackWord, MALFORMED_WORD } from '../callback-word.js';
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
import { parseXml, serializeXmlUtf8, type XmlNode } from '../xml.js';
import { callbackMd, readKuveytCallback } from './callback.js';
import { kuveytHashedPassword } from './hash.js';
import { type HeldOrder, heldOrderOf } from './held-order.js';
import { pageText, refusedStart, threeDStartFromPage } from './pay-gate.js';
import { payGateMessage, provisionMessage } from './request-mapper.js';
import {
  mapOrderDetail,
  mapOrderReversals,
  mapProvisionResponse,
  mapSoapResult,
  orderContractOf,
} from './response-mapper.js';
import { type KuveytSoapOperation, soapActionOf, soapRequestEnvelope, soapResultOf } from './soap.js';
import { moneyRequest, statusRequest } from './soap-requests.js';

type Answer<T> = { ok: true; value: T } | { ok: false; result: BankResult };

/**
 * KuveytTürk TDV2 (and Vakıf Katılım): the pay gate takes the card server to server and answers an HTML page, read
 * into our form; the callback is an URL-encoded XML contract; the provision gate authorises with its MD; void,
 * refund, capture and status go through the SOAP VirtualPosService.
 */
export class KuveytGateway implements Gateway {
  constructor(
    private readonly account: PosAccount,
    private readonly http: HttpClient,
    private readonly timeoutMs = 30_000,
  ) {}

  async start3d(order: Order, card: Card): Promise<ThreeDStart> {
    const gateUrl = this.account.endpoints.gateUrl;
    const answer = await postToBank(
      this.http,
      {
        url: gateUrl,
        headers: { 'content-type': 'text/xml; charset=UTF-8' },
        body: serializeXmlUtf8('KuveytTurkVPosMessage', payGateMessage(this.account, order, card)),
        timeoutMs: this.timeoutMs,
      },
      order.orderId,
    );
    return answer.ok
      ? threeDStartFromPage(pageText(answer.body), gateUrl, order.orderId)
      : refusedStart(order.orderId, answer.result.message ?? 'the pay gate did not answer');
  }

  async readCallback(
    fields: Readonly<Record<string, string>>,
    expected: ExpectedCallback,
  ): Promise<CallbackWord> {
    try {
      return readKuveytCallback(this.account, fields, expected);
    } catch {
      return MALFORMED_WORD;
    }
  }

  /** Posts XML to a gate or SOAP to the query service and parses the reply; silence or garbage is `unknown`. */
  private async post(
    orderId: string,
    url: string,
    headers: Record<string, string>,
    body: string,
  ): Promise<Answer<XmlNode>> {
    const answer = await postToBank(this.http, { url, headers, body, timeoutMs: this.timeoutMs }, orderId);
    if (!answer.ok) {
      return answer;
    }
    try {
      return { ok: true, value: parseXml(answer.body) };
    } catch {
      return { ok: false, result: unknownResult(orderId, 'the bank answered unreadable XML') };
    }
  }

  async authorise(order: Order, callback: Readonly<Record<string, string>>): Promise<BankResult> {
    const md = callbackMd(callback);
    if (md === '') {
      return localErrorResult(order.orderId, 'the callback carries no MD', 'EmptyMDException');
    }
    const answer = await this.post(
      order.orderId,
      this.account.endpoints.apiUrl,
      { 'content-type': 'text/xml; charset=UTF-8' },
      serializeXmlUtf8('KuveytTurkVPosMessage', provisionMessage(this.account, order, md)),
    );
    return answer.ok
      ? mapProvisionResponse(
          order.orderId,
          answer.value,
          kuveytHashedPassword(this.account.credentials.apiPassword),
        )
      : answer.result;
  }

  /** Calls a SOAP operation and hands back its `<Operation>Result`; a fault is an error, silence `unknown`. */
  private async soap(
    orderId: string,
    operation: KuveytSoapOperation,
    request: XmlNode,
  ): Promise<Answer<XmlNode>> {
    const url = this.account.endpoints.queryUrl;
    if (!url) {
      return {
        ok: false,
        result: localErrorResult(orderId, 'no query service is configured'),
      };
    }
    const answer = await this.post(
      orderId,
      url,
      { 'content-type': 'text/xml; charset=UTF-8', soapaction: soapActionOf(operation) },
      soapRequestEnvelope(operation, request),
    );
    if (!answer.ok) {
      return answer;
    }
    const found = soapResultOf(answer.value, operation);
    if (found.kind === 'fault') {
      return {
        ok: false,
        result: localErrorResult(orderId, found.message, 'SoapFault'),
      };
    }
    return found.kind === 'result'
      ? { ok: true, value: found.result }
      : { ok: false, result: unknownResult(orderId, 'the bank answered without a result') };
  }

  private async detail(orderId: string): Promise<Answer<XmlNode>> {
    return this.soap(orderId, 'GetMerchantOrderDetail', statusRequest(this.account, orderId));
  }

  async status(orderId: string): Promise<StatusResult> {
    const answer = await this.detail(orderId);
    return answer.ok
      ? mapOrderDetail(orderId, answer.value)
      : { answered: false, state: 'unknown', result: answer.result };
  }

  async reversals(orderId: string): Promise<ReversalHistory> {
    const answer = await this.detail(orderId);
    return answer.ok ? mapOrderReversals(orderId, answer.value) : UNANSWERED_REVERSALS;
  }

  /**
   * The four references a money operation needs and what the bank holds of the order: BankRefs gives OrderId,
   * RRN and ProvisionNumber; Stan (and anything missing), the sale amount, currency and refunds come from
   * GetMerchantOrderDetail. Without that answer nothing is sent (an error: nothing moved).
   */
  private async orderOf(refs: BankRefs): Promise<Answer<HeldOrder>> {
    const answer = await this.detail(refs.orderId);
    const contract = answer.ok ? orderContractOf(answer.value, refs.orderId) : null;
    if (!contract) {
      const message = answer.ok
        ? 'the bank holds no such order'
        : `order detail not read: ${answer.result.message ?? ''}`;
      return { ok: false, result: localErrorResult(refs.orderId, message) };
    }
    return { ok: true, value: heldOrderOf(refs, contract) };
  }

  /** Reads the order, picks the operation and amount from it, and calls the SOAP service. */
  private async money(
    refs: BankRefs,
    choose: (order: HeldOrder) => {
      operation: MoneyOperation;
      amount: bigint | null;
      currency: CurrencyCode | null;
    },
  ): Promise<BankResult> {
    const order = await this.orderOf(refs);
    if (!order.ok) {
      return order.result;
    }
    const { operation, amount, currency } = choose(order.value);
    if (amount === null || currency === null) {
      return localErrorResult(refs.orderId, 'the order detail lacks the sale amount');
    }
    const request = moneyRequest(this.account, operation, order.value.refs, amount, currency);
    const answer = await this.soap(refs.orderId, operation, request);
    return answer.ok ? mapSoapResult(refs.orderId, answer.value) : answer.result;
  }

  capture(refs: BankRefs, amount: bigint, currency: CurrencyCode): Promise<BankResult> {
    return this.money(refs, () => ({ operation: 'PreAuthorizationClose', amount, currency }));
  }

  /** A void cancels the whole sale: its amount and currency are the sale's, from the order detail. */
  void(refs: BankRefs): Promise<BankResult> {
    return this.money(refs, (order) => ({
      operation: 'SaleReversal',
      amount: order.amount,
      currency: order.currency,
    }));
  }

  /** DrawBack when the whole untouched sale goes back, PartialDrawback otherwise. */
  refund(refs: BankRefs, amount: bigint, currency: CurrencyCode): Promise<BankResult> {
    return this.money(refs, (order) => ({
      operation: order.amount === amount && order.refunded === 0n ? 'DrawBack' : 'PartialDrawback',
      amount,
      currency,
    }));
  }
}

type MoneyOperation = Exclude<KuveytSoapOperation, 'GetMerchantOrderDetail'>;
