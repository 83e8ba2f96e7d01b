import { describe, expect, it } from 'vitest';
import type { HttpClient, HttpRequest } from '../http-client.js';
import { GARANTI_ACCOUNT as account, GARANTI_ORDER as order } from './garanti.test-support.js';
import { GarantiGateway } from './gateway.js';

const refs = {
  orderId: 'order222',
  installments: 3,
  authCode: '304919',
  hostRefNum: '230508300434',
  transId: null,
};
const approved = new TextEncoder().encode(
  '<GVPSResponse><Transaction><Response><Code>00</Code><ReasonCode>00</ReasonCode></Response></Transaction></GVPSResponse>',
);

function recording(): { http: HttpClient; sent: HttpRequest[] } {
  const sent: HttpRequest[] = [];
  const http: HttpClient = async (request) => {
    sent.push(request);
    return { status: 200, headers: {}, body: approved };
  };
  return { sent, http };
}

describe('Garanti gateway over an injected HTTP client', () => {
  it('turns a dead line, another status or unreadable XML into unknown', async () => {
    const down: HttpClient = async () => {
      throw new Error('timeout');
    };
    expect((await new GarantiGateway(account, down).authorise(order, {})).outcome).toBe('unknown');
    const broken: HttpClient = async () => ({ status: 502, headers: {}, body: new Uint8Array() });
    expect((await new GarantiGateway(account, broken).status('o')).answered).toBe(false);
  });

  it('sends capture with the sale RetrefNum and its instalments, void and refund as the refund user', async () => {
    const { http, sent } = recording();
    const gateway = new GarantiGateway(account, http);
    await gateway.capture(refs, 10_025n, 'TRY');
    await gateway.void(refs);
    await gateway.refund(refs, 500n, 'TRY');
    const bodies = sent.map((request) => String(request.body));
    expect(bodies[0]).toContain('<Type>postauth</Type>');
    expect(bodies[0]).toContain('<InstallmentCnt>3</InstallmentCnt>');
    expect(bodies[0]).toContain('<OriginalRetrefNum>230508300434</OriginalRetrefNum>');
    expect(bodies[0]).toContain('<ProvUserID>PROVAUT</ProvUserID>');
    for (const body of bodies.slice(1)) {
      expect(body).toContain('<ProvUserID>PROVRFN</ProvUserID>');
      expect(body).toContain('<OriginalRetrefNum>230508300434</OriginalRetrefNum>');
    }
  });

  it('without a refund user a void is refused here, before any bank call', async () => {
    const { http, sent } = recording();
    const bare = { ...account, credentials: { ...account.credentials, refundUser: undefined } };
    expect((await new GarantiGateway(bare, http).void(refs)).outcome).toBe('error');
    expect(sent).toHaveLength(0);
  });
});
