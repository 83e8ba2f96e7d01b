import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeFormBody } from '../form-body.js';
import { kuveytRequestHash } from '../kuveyt/hash.js';
import { payGateMessage } from '../kuveyt/request-mapper.js';
import { soapActionOf, soapRequestEnvelope } from '../kuveyt/soap.js';
import { statusRequest } from '../kuveyt/soap-requests.js';
import type { Order, PosAccount } from '../types.js';
import { serializeXmlUtf8, type XmlNode } from '../xml.js';
import { DEMO_SANDBOX_PROTOCOL_MERCHANTS } from './merchants.js';
import { startSandboxBank } from './sandbox-bank.js';

const merchant = DEMO_SANDBOX_PROTOCOL_MERCHANTS.kuveyt;
const PAN = '5188961939192544';
let sandbox: Awaited<ReturnType<typeof startSandboxBank>>;
let account: PosAccount;

beforeAll(async () => {
  sandbox = await startSandboxBank({ merchants: [merchant] });
  account = {
    protocol: 'kuveyt',
    model: '3d',
    endpoints: {
      gateUrl: `${sandbox.url}/kuveyt/ThreeDModelPayGate`,
      apiUrl: `${sandbox.url}/kuveyt/ThreeDModelProvisionGate`,
    },
    credentials: {
      storeId: merchant.clientId,
      terminalId: merchant.terminalId,
      apiUser: merchant.apiUser,
      apiPassword: merchant.apiPassword,
      storeKey: '',
    },
    acceptedMdStatus: ['00'],
  };
});
afterAll(async () => sandbox.close());

const order: Order = {
  orderId: 'T261125SANDBOXKT1',
  amount: 2_500n,
  currency: 'TRY',
  installments: 1,
  type: 'Auth',
  okUrl: 'https://merchant.test/ok',
  failUrl: 'https://merchant.test/fail',
  language: 'tr',
  customerIp: '10.0.0.1',
};
const card = { number: PAN, expireMonth: '06', expireYear: '29', cvv: '588', holderName: 'Test' };

async function post(path: string, body: string, headers: Record<string, string> = {}) {
  const answer = await fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'text/xml; charset=UTF-8', ...headers },
    body,
  });
  return { status: answer.status, text: await answer.text() };
}

describe('the sandbox bank speaking KuveytTürk TDV2', () => {
  it('answers the pay gate with a real-looking page: odd markup, inline script, a one-time token, no card', async () => {
    const page = await post(
      '/kuveyt/ThreeDModelPayGate',
      serializeXmlUtf8('KuveytTurkVPosMessage', payGateMessage(account, order, card)),
    );
    expect(page.status).toBe(200);
    expect(page.text).toContain('<APM_DO_NOT_TOUCH>');
    expect(page.text).toContain('/sandbox-bank/kuveyt/tds');
    expect(page.text).not.toContain(PAN);
    const token = /name="threeDSServerWebFlowStart" value="([^"]+)"/.exec(page.text)?.[1] ?? '';
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const acs = await post('/kuveyt/tds', encodeFormBody({ threeDSServerWebFlowStart: token }), form);
    expect(acs.status).toBe(200);
    expect(acs.text).toContain('5188 96** **** 2544');
    expect(acs.text).not.toContain(PAN);
    // The token works once.
    expect(
      (await post('/kuveyt/tds', encodeFormBody({ threeDSServerWebFlowStart: token }), form)).status,
    ).toBe(400);
  });

  it('a pay gate message without the TDV2 blocks is refused on the FailUrl', async () => {
    const message = payGateMessage(account, order, card);
    const { DeviceData: _device, ...withoutDevice } = message;
    const page = await post(
      '/kuveyt/ThreeDModelPayGate',
      serializeXmlUtf8('KuveytTurkVPosMessage', withoutDevice),
    );
    expect(page.text).toContain('action="https://merchant.test/fail"');
    expect(page.text).toContain('InvalidRequestError');
  });

  it('the provision gate refuses a wrong hash, an unknown MD and a wrong user', async () => {
    const base = {
      APIVersion: 'TDV2.0.0',
      MerchantId: merchant.clientId,
      CustomerId: merchant.terminalId,
      UserName: merchant.apiUser,
      MerchantOrderId: order.orderId,
      Amount: '2500',
      KuveytTurkVPosAdditionalData: { AdditionalData: { Key: 'MD', Data: 'unknown' } },
    };
    const hash = kuveytRequestHash({ ...base, UserName: merchant.apiUser }, merchant.apiPassword);
    const send = (message: XmlNode) =>
      post('/kuveyt/ThreeDModelProvisionGate', serializeXmlUtf8('KuveytTurkVPosMessage', message));
    expect((await send({ ...base, HashData: 'x' })).text).toContain(
      '<ResponseCode>HashDataError</ResponseCode>',
    );
    expect((await send({ ...base, HashData: hash })).text).toContain(
      '<ResponseCode>MetaDataNotFound</ResponseCode>',
    );
    expect((await send({ ...base, UserName: 'other', HashData: hash })).text).toContain('ApiUserNotDefined');
    expect(sandbox.bank.journal.list(order.orderId)).toEqual([]);
  });

  it('SOAP: a wrong SOAPAction or missing dates is a fault; an unknown order has no contract', async () => {
    const status = statusRequest(account, 'T261125UNKNOWN001');
    const envelope = soapRequestEnvelope('GetMerchantOrderDetail', status);
    const wrong = await post('/kuveyt/VirtualPosService.svc/Basic', envelope, {
      soapaction: soapActionOf('Drawback'),
    });
    expect(wrong.status).toBe(500);
    expect(wrong.text).toContain('Fault');
    const action = { soapaction: soapActionOf('GetMerchantOrderDetail') };
    const noDates = soapRequestEnvelope('GetMerchantOrderDetail', { ...status, StartDate: '', EndDate: '' });
    expect((await post('/kuveyt/VirtualPosService.svc/Basic', noDates, action)).text).toContain(
      'faultstring',
    );
    const found = await post('/kuveyt/VirtualPosService.svc/Basic', envelope, action);
    expect(found.text).toContain('<a:Success>true</a:Success>');
    expect(found.text).not.toContain('OrderContract');
  });
});
