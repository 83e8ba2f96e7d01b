import { describe, expect, it } from 'vitest';
import { parseFormBody } from '../form-body.js';
import { gatewayFor } from '../gateways.js';
import type { HttpClient, HttpRequest } from '../http-client.js';
import type { Order, PosAccount } from '../types.js';
import { parseXml, textOf } from '../xml.js';
import { PayflexGateway } from './gateway.js';

const account: PosAccount = {
  protocol: 'payflex',
  model: '3d',
  endpoints: {
    gateUrl: 'https://mpi.test/MPI_Enrollment.aspx',
    apiUrl: 'https://vpos.test/Vposreq.aspx',
    queryUrl: 'https://vpos.test/Search.aspx',
  },
  credentials: {
    storeId: '000100000013506',
    terminalId: 'VP000579',
    apiUser: '',
    apiPassword: 'pw',
    storeKey: '',
  },
  acceptedMdStatus: ['Y'],
};
const order: Order = {
  orderId: 'T261125ABCDEFGHJK',
  amount: 10_000n,
  currency: 'TRY',
  installments: 1,
  type: 'Auth',
  okUrl: 'https://shop.test/ok',
  failUrl: 'https://shop.test/fail',
  language: 'tr',
  customerIp: '10.0.0.7',
};
const card = {
  number: '4938410157705591',
  expireMonth: '12',
  expireYear: '29',
  cvv: '453',
  holderName: 'A B',
};

/** A bank that answers each call with the next body (or fails), recording what was sent. */
function scripted(...answers: (string | Error)[]) {
  const sent: HttpRequest[] = [];
  const http: HttpClient = async (request) => {
    sent.push(request);
    const answer = answers.shift() ?? new Error('no answer scripted');
    if (answer instanceof Error) {
      throw answer;
    }
    return { status: 200, headers: {}, body: new TextEncoder().encode(answer) };
  };
  return { http, sent };
}
const prmstrOf = (request: HttpRequest | undefined) =>
  parseXml(Buffer.from(parseFormBody(String(request?.body ?? '')).prmstr ?? '', 'utf8'));

describe('PayflexGateway', () => {
  it('refuses a card brand PayFlex does not take without calling the bank', async () => {
    const { http, sent } = scripted();
    const start = await new PayflexGateway(account, http).start3d(order, {
      ...card,
      number: '6011000990139424',
    });
    expect(start).toMatchObject({ kind: 'refused', result: { outcome: 'error' } });
    expect(sent).toHaveLength(0);
  });

  it('enrols server to server (urlencoded, timeout passed on); silence is a refusal of unknown cause', async () => {
    const { http, sent } = scripted(new Error('timeout'));
    const start = await new PayflexGateway(account, http, 1_234).start3d(order, card);
    expect(start).toMatchObject({ kind: 'refused', result: { outcome: 'unknown', orderId: order.orderId } });
    expect(sent[0]).toMatchObject({ url: account.endpoints.gateUrl, method: 'POST', timeoutMs: 1_234 });
    expect(sent[0]?.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(parseFormBody(String(sent[0]?.body))).toMatchObject({
      VerifyEnrollmentRequestId: order.orderId,
      BrandName: '100',
    });
    expect(JSON.stringify(start)).not.toContain(card.number);
  });

  it('a lost provision answer is unknown; a post without the card sends nothing', async () => {
    const { http, sent } = scripted(new Error('socket hang up'));
    const gateway = new PayflexGateway(account, http);
    expect(
      (await gateway.authorise(order, { Pan: card.number, Expiry: '2912', Cavv: 'c', Eci: '05' })).outcome,
    ).toBe('unknown');
    expect(textOf(prmstrOf(sent[0]).VposRequest, 'Cvv')).toBe('');
    expect((await gateway.authorise(order, { Status: 'Y' })).outcome).toBe('error');
    expect(sent).toHaveLength(1);
  });

  it('a void without a stored TransactionId takes it from the search service', async () => {
    const { http, sent } = scripted(
      '<SearchResponse><ResponseInfo><ResponseCode>0000</ResponseCode></ResponseInfo><TransactionSearchResultInfo><TransactionSearchResultInfo><TransactionType>Sale</TransactionType><TransactionId>TX9</TransactionId><ResultCode>0000</ResultCode></TransactionSearchResultInfo></TransactionSearchResultInfo></SearchResponse>',
      '<VposResponse><ResultCode>0000</ResultCode><TransactionId>TX10</TransactionId></VposResponse>',
    );
    const result = await new PayflexGateway(account, http).void({
      orderId: order.orderId,
      installments: 1,
      authCode: null,
      hostRefNum: null,
      transId: null,
    });
    expect(result).toMatchObject({ outcome: 'approved', transId: 'TX10' });
    expect(sent.map((request) => request.url)).toEqual([
      account.endpoints.queryUrl,
      account.endpoints.apiUrl,
    ]);
    expect(textOf(prmstrOf(sent[1]).VposRequest, 'ReferenceTransactionId')).toBe('TX9');
  });

  it('status without an answer is unanswered; reversals too', async () => {
    const { http } = scripted(new Error('down'), new Error('down'));
    const gateway = new PayflexGateway(account, http);
    expect(await gateway.status(order.orderId)).toMatchObject({ answered: false, state: 'unknown' });
    expect((await gateway.reversals(order.orderId)).answered).toBe(false);
  });

  it('is the gateway of a payflex account', () => {
    expect(gatewayFor(account, scripted().http)).toBeInstanceOf(PayflexGateway);
  });

  it('checkCallback never throws', async () => {
    const hostile = new Proxy({} as Record<string, string>, {
      get() {
        throw new Error('boom');
      },
    });
    const gateway = new PayflexGateway(account, scripted().http);
    expect(await gateway.readCallback(hostile, { orderId: 'x', amount: 1n, currency: 'TRY' })).toMatchObject({
      kind: 'refused',
      problem: 'malformed',
    });
  });
});
