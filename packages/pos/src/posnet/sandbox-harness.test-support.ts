import { fetchHttpClient, type HttpClient } from '../http-client.js';
import { DEMO_SANDBOX_PROTOCOL_MERCHANTS } from '../sandbox/merchants.js';
import { startSandboxBank } from '../sandbox/sandbox-bank.js';
import { formOf, walkSandboxThreeD } from '../sandbox/walk.js';
import type { BankRefs, BankResult, Card, Order, PosAccount } from '../types.js';
import { PosNetGateway } from './gateway.js';

/** A Luhn-valid card the sandbox approves (Yapı Kredi's published test card). */
export const POSNET_TEST_CARD = '4048095010857528';

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

/**
 * Our PosNet gateway against a sandbox bank of its own (tests and demos): the account of the demo PosNet merchant,
 * and a recording HTTP client that keeps every request body sent and every answer read.
 */
export class PosnetSandboxHarness {
  readonly merchant = DEMO_SANDBOX_PROTOCOL_MERCHANTS.posnet;
  readonly requests: Uint8Array[] = [];
  /** The answers' bodies as latin1 text. */
  readonly answers: string[] = [];
  private started: Awaited<ReturnType<typeof startSandboxBank>> | null = null;
  private sequence = 0;

  /** Records what goes to the bank and what comes back. */
  readonly http: HttpClient = async (request) => {
    const response = await fetchHttpClient(request);
    const body = request.body ?? new Uint8Array();
    this.requests.push(typeof body === 'string' ? Buffer.from(body) : body);
    this.answers.push(Buffer.from(response.body).toString('latin1'));
    return response;
  };

  async start(): Promise<void> {
    this.started = await startSandboxBank({ merchants: [this.merchant] });
  }

  async close(): Promise<void> {
    await this.started?.close();
  }

  get sandbox(): Awaited<ReturnType<typeof startSandboxBank>> {
    if (!this.started) {
      throw new Error('the sandbox bank is not started');
    }
    return this.started;
  }

  get account(): PosAccount {
    return {
      protocol: 'posnet',
      model: '3d',
      endpoints: {
        gateUrl: `${this.sandbox.url}/posnet/3DSWebService/YKBPaymentService`,
        apiUrl: `${this.sandbox.url}/posnet/PosnetWebService/XML`,
      },
      credentials: {
        storeId: this.merchant.clientId,
        terminalId: this.merchant.terminalId,
        apiUser: this.merchant.apiUser,
        apiPassword: '',
        storeKey: this.merchant.storeKey,
      },
      acceptedMdStatus: ['1'],
    };
  }

  /** The gateway under test, on the recording client. */
  gateway(account: PosAccount = this.account, http: HttpClient = this.http): PosNetGateway {
    return new PosNetGateway(account, http, 5_000);
  }

  /** A new order with an id like ours (T + date + letters, 17 characters, no long digit run). */
  newOrder(overrides: Partial<Order> = {}): Order {
    this.sequence += 1;
    const tail = Array.from({ length: 8 }, (_, i) => LETTERS[(this.sequence * 7 + i * 5) % LETTERS.length]);
    return {
      orderId: `T261125${String(this.sequence).padStart(2, '0')}${tail.join('')}`,
      amount: 101_550n,
      currency: 'TRY',
      installments: 1,
      type: 'Auth',
      okUrl: 'https://merchant.test/pay/callback',
      failUrl: 'https://merchant.test/pay/fail',
      language: 'tr',
      customerIp: '10.0.0.1',
      cardHolderName: 'Ayşe Yılmaz',
      ...overrides,
    };
  }

  /** The bank's post back after the card holder's 3-D page (SMS code typed, or cancelled). */
  async threeD(order: Order, number = POSNET_TEST_CARD, options: { cancel?: boolean } = {}) {
    const start = await this.gateway().start3d(order, testCard(number));
    const back = await walkSandboxThreeD(formOf(start), options);
    if (back.action !== order.okUrl) {
      throw new Error(`the bank posted back to ${back.action}`);
    }
    return back.fields;
  }

  /** 3-D, the callback check and the finalisation: the post back, the check and the bank's answer. */
  async pay(order: Order, number = POSNET_TEST_CARD) {
    const fields = await this.threeD(order, number);
    const check = await this.gateway().readCallback(fields, order);
    return { fields, check, result: await this.gateway().authorise(order, fields) };
  }

  /** The journal of an order as `type:outcome`. */
  journalOf(orderId: string): string[] {
    return this.sandbox.bank.journal.list(orderId).map((entry) => `${entry.type}:${entry.outcome}`);
  }
}

/** A test card: expiry 12/30, CVV 000. */
export function testCard(number = POSNET_TEST_CARD, holderName = 'Ayşe Yılmaz'): Card {
  return { number, expireMonth: '12', expireYear: '30', cvv: '000', holderName };
}

/** The references we keep from an authorisation answer. */
export function refsOf(orderId: string, result: BankResult): BankRefs {
  return {
    orderId,
    installments: 1,
    authCode: result.authCode,
    hostRefNum: result.hostRefNum,
    transId: result.transId,
  };
}
