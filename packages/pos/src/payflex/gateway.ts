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
} from '../types.js';
import type { XmlNode } from '../xml.js';
import { readPayflexCallback } from './callback.js';
import {
  cancelRequest,
  captureRequest,
  enrolmentFields,
  provisionRequest,
  refundRequest,
  searchRequest,
} from './request-mapper.js';
import { mapEnrolmentAnswer, mapSearchReversals, mapSearchStatus, mapVposAnswer } from './response-mapper.js';
import { enrolmentBody, FORM_CONTENT_TYPE, readAnswer, searchBody, vposBody } from './serialize.js';

/** A bank's answer read as XML (null when unreadable), or the `unknown` result of silence. */
type BankAnswer = { ok: true; answer: XmlNode | null } | { ok: false; result: BankResult };

/**
 * VakıfBank PayFlex MPI + VPOS v4 (also Ziraat, İşbank): a server-side MPI enrolment, the browser at the ACS, an
 * unsigned post back, then the VPOS provision; capture, cancel and refund by the VPOS TransactionId, status and
 * reversals through the search service.
 */
export class PayflexGateway implements Gateway {
  constructor(
    private readonly account: PosAccount,
    private readonly http: HttpClient,
    private readonly timeoutMs = 30_000,
  ) {}

  /** Posts a form body; the parsed answer, or the `unknown` result when the bank did not answer. */
  private async post(url: string, body: string, orderId: string): Promise<BankAnswer> {
    const sent = await postToBank(
      this.http,
      { url, headers: { 'content-type': FORM_CONTENT_TYPE }, body, timeoutMs: this.timeoutMs },
      orderId,
    );
    return sent.ok ? { ok: true, answer: readAnswer(sent.body) } : sent;
  }

  async start3d(order: Order, card: Card): Promise<ThreeDStart> {
    const fields = enrolmentFields(this.account, order, card);
    if (fields === null) {
      return {
        kind: 'refused',
        result: localErrorResult(order.orderId, 'PayFlex takes no card of this brand'),
      };
    }
    const url = this.account.endpoints.gateUrl;
    const sent = await this.post(url, enrolmentBody(fields), order.orderId);
    return sent.ok
      ? mapEnrolmentAnswer(order.orderId, sent.answer, url)
      : { kind: 'refused', result: sent.result };
  }

  async readCallback(
    fields: Readonly<Record<string, string>>,
    expected: ExpectedCallback,
  ): Promise<CallbackWord> {
    try {
      return readPayflexCallback(this.account, fields, expected);
    } catch {
      return MALFORMED_WORD;
    }
  }

  private async vpos(orderId: string, request: XmlNode): Promise<BankResult> {
    const sent = await this.post(this.account.endpoints.apiUrl, vposBody(request), orderId);
    return sent.ok ? mapVposAnswer(orderId, sent.answer) : sent.result;
  }

  private async search(orderId: string): Promise<BankAnswer> {
    const url = this.account.endpoints.queryUrl ?? this.account.endpoints.apiUrl;
    return this.post(url, searchBody(searchRequest(this.account, orderId)), orderId);
  }

  authorise(order: Order, callback: Readonly<Record<string, string>>): Promise<BankResult> {
    const request = provisionRequest(this.account, order, callback);
    if (request === null) {
      return Promise.resolve(
        localErrorResult(order.orderId, 'the 3-D post carries no card number or expiry'),
      );
    }
    return this.vpos(order.orderId, request);
  }

  async status(orderId: string): Promise<StatusResult> {
    const sent = await this.search(orderId);
    return sent.ok
      ? mapSearchStatus(orderId, sent.answer)
      : { answered: false, state: 'unknown', result: sent.result };
  }

  async reversals(orderId: string): Promise<ReversalHistory> {
    const sent = await this.search(orderId);
    return sent.ok ? mapSearchReversals(sent.answer) : UNANSWERED_REVERSALS;
  }

  /**
   * The VPOS TransactionId the operation names: the stored one, else the one the search service holds for the
   * order (an authorisation whose answer was lost has none stored).
   */
  private async referenceOf(refs: BankRefs): Promise<string | null> {
    if (refs.transId) {
      return refs.transId;
    }
    const sent = await this.search(refs.orderId);
    if (!sent.ok) {
      return null;
    }
    const status = mapSearchStatus(refs.orderId, sent.answer);
    return status.result.outcome === 'approved' ? status.result.transId : null;
  }

  /** Runs an operation on the referenced transaction; without a reference nothing is sent. */
  private async onReference(refs: BankRefs, build: (reference: string) => XmlNode): Promise<BankResult> {
    const reference = await this.referenceOf(refs);
    if (reference === null) {
      return localErrorResult(refs.orderId, 'no VPOS TransactionId is known for the order');
    }
    return this.vpos(refs.orderId, build(reference));
  }

  capture(refs: BankRefs, amount: bigint, currency: CurrencyCode): Promise<BankResult> {
    return this.onReference(refs, (reference) => captureRequest(this.account, reference, amount, currency));
  }

  void(refs: BankRefs): Promise<BankResult> {
    return this.onReference(refs, (reference) => cancelRequest(this.account, reference));
  }

  refund(refs: BankRefs, amount: bigint, _currency: CurrencyCode): Promise<BankResult> {
    return this.onReference(refs, (reference) => refundRequest(this.account, reference, amount));
  }
}
