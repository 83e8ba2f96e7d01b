import { describe, expect, it } from 'vitest';
import { gatewayFor } from '../gateways.js';
import type { HttpClient, HttpRequest } from '../http-client.js';
import type { Order, PosAccount } from '../types.js';
import { PosNetGateway } from './gateway.js';
import { orderMac } from './request-mapper.js';
import { posnetResponseBytes, readPosnetRequest } from './transport.js';

const account: PosAccount = {
  protocol: 'posnet',
  model: '3d',
  endpoints: { gateUrl: 'https://bank.test/3d', apiUrl: 'https://bank.test/xml' },
  credentials: {
    storeId: '6706598320',
    terminalId: '67005551',
    apiUser: '27426',
    apiPassword: '',
    storeKey: '10,10,10,10,10,10,10,10',
  },
  acceptedMdStatus: ['1'],
};
const order: Order = {
  orderId: 'T261125ABCDEFGHJK',
  amount: 175n,
  currency: 'TRY',
  installments: 1,
  type: 'Auth',
  okUrl: 'https://shop.test/return',
  failUrl: 'https://shop.test/fail',
  language: 'en',
  customerIp: '10.0.0.1',
};
const card = {
  number: '4048095010857528',
  expireMonth: '05',
  expireYear: '28',
  cvv: '454',
  holderName: 'A B',
};

/** A bank that answers every call with the given status and body, recording the requests. */
function bank(status: number, body: Uint8Array | string, seen: HttpRequest[] = []): HttpClient {
  return async (request) => {
    seen.push(request);
    return { status, headers: {}, body: typeof body === 'string' ? Buffer.from(body) : body };
  };
}
const failing: HttpClient = async () => {
  throw new Error('connect ECONNREFUSED');
};

describe('PosNet gateway (stubbed bank)', () => {
  it('is the gateway for posnet accounts', () => {
    expect(gatewayFor(account, failing)).toBeInstanceOf(PosNetGateway);
  });

  it('posts oosRequestData as xmldata to the XML service and builds the browser form', async () => {
    const seen: HttpRequest[] = [];
    const answer = posnetResponseBytes({
      approved: '1',
      respCode: '',
      oosRequestDataResponse: { data1: 'AB12', data2: 'CD34', sign: 'EF56' },
    });
    const gateway = new PosNetGateway(account, bank(200, answer, seen), 1_234);
    expect(await gateway.start3d(order, card)).toEqual({
      kind: 'form',
      action: 'https://bank.test/3d',
      fields: {
        mid: '6706598320',
        posnetID: '27426',
        posnetData: 'AB12',
        posnetData2: 'CD34',
        digest: 'EF56',
        merchantReturnURL: 'https://shop.test/return',
        lang: 'en',
        url: '',
      },
    });
    expect(seen[0]).toMatchObject({
      url: 'https://bank.test/xml',
      method: 'POST',
      timeoutMs: 1_234,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const sent = readPosnetRequest(String(seen[0]?.body));
    expect(sent).toMatchObject({
      mid: '6706598320',
      tid: '67005551',
      oosRequestData: { XID: '000T261125ABCDEFGHJK' },
    });
  });

  it('a refusal, an empty session or silence is a refused start, never a throw', async () => {
    const refused = posnetResponseBytes({ approved: '0', respCode: '0148', respText: 'INVALID MID TID IP' });
    expect(await new PosNetGateway(account, bank(200, refused)).start3d(order, card)).toMatchObject({
      kind: 'refused',
      result: { outcome: 'error', errorCode: '0148', message: 'INVALID MID TID IP' },
    });
    const empty = posnetResponseBytes({ approved: '1', respCode: '' });
    expect(await new PosNetGateway(account, bank(200, empty)).start3d(order, card)).toMatchObject({
      kind: 'refused',
      result: { outcome: 'error' },
    });
    for (const client of [failing, bank(500, ''), bank(200, 'The requested URL was rejected')]) {
      const start = await new PosNetGateway(account, client).start3d(order, card);
      expect(start).toMatchObject({ kind: 'refused', result: { outcome: 'unknown' } });
      expect(JSON.stringify(start)).not.toContain(card.number);
    }
  });

  it('checkCallback sends the packets with the request MAC; a malformed post asks nothing', async () => {
    const seen: HttpRequest[] = [];
    const gateway = new PosNetGateway(
      account,
      bank(200, posnetResponseBytes({ approved: '0', respCode: 'E216' }), seen),
    );
    const check = await gateway.readCallback({ MerchantPacket: 'M', BankPacket: 'B', Sign: 'S' }, order);
    expect(check).toMatchObject({ kind: 'refused', problem: 'hash' });
    expect(readPosnetRequest(String(seen[0]?.body)).oosResolveMerchantData).toEqual({
      bankData: 'B',
      merchantData: 'M',
      sign: 'S',
      mac: orderMac(account, order),
    });
    expect(await gateway.readCallback({ MerchantPacket: 'M' }, order)).toMatchObject({
      problem: 'malformed',
    });
    expect(seen).toHaveLength(1);
    expect(
      await new PosNetGateway(account, failing).readCallback(
        { MerchantPacket: 'M', BankPacket: 'B', Sign: 'S' },
        order,
      ),
    ).toMatchObject({ kind: 'unverified' });
  });

  it('authorise without packets is an error and sends nothing; silence is unknown', async () => {
    const seen: HttpRequest[] = [];
    expect(await new PosNetGateway(account, bank(200, '', seen)).authorise(order, {})).toMatchObject({
      outcome: 'error',
    });
    expect(seen).toHaveLength(0);
    const packets = { MerchantPacket: 'M', BankPacket: 'B', Sign: 'S' };
    expect((await new PosNetGateway(account, failing).authorise(order, packets)).outcome).toBe('unknown');
    expect(
      (
        await new PosNetGateway(account, failing).void({
          orderId: 'o',
          installments: 1,
          authCode: null,
          hostRefNum: null,
          transId: null,
        })
      ).outcome,
    ).toBe('unknown');
  });
});
