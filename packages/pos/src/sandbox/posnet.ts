import type { FastifyReply } from 'fastify';
import { FormBodyError, parseFormBody } from '../form-body.js';
import { readPosnetRequest } from '../posnet/transport.js';
import { majorUnits } from '../types.js';
import { childOf, textOf, type XmlNode } from '../xml.js';
import type { SandboxContext, SandboxProtocol } from './context.js';
import { errorPage } from './pages.js';
import { POSNET_CODES, type PosnetOutcome, refusal } from './posnet-answers.js';
import { PosnetMoney } from './posnet-money.js';
import { POSNET_ISO_CURRENCY, PosnetSessions } from './posnet-sessions.js';
import { PosnetThreeD } from './posnet-threed.js';

const MONEY_OPERATIONS = ['capt', 'reverse', 'return'] as const;

/** Which operation a posnetRequest carries and the outcome of it. */
async function handle(
  context: SandboxContext,
  threeD: PosnetThreeD,
  money: PosnetMoney,
  request: XmlNode,
): Promise<PosnetOutcome> {
  const merchant = context.merchant(textOf(request, 'mid'), 'posnet');
  if (!merchant || textOf(request, 'tid') !== (merchant.terminalId ?? '')) {
    return refusal(POSNET_CODES.unauthorised);
  }
  const has = (name: string) => request[name] !== undefined;
  if (has('oosRequestData')) {
    return threeD.requestData(merchant, childOf(request, 'oosRequestData'));
  }
  if (has('oosResolveMerchantData')) {
    return threeD.resolve(merchant, childOf(request, 'oosResolveMerchantData'));
  }
  if (has('oosTranData')) {
    return money.tranData(merchant, childOf(request, 'oosTranData'));
  }
  if (has('agreement')) {
    return money.agreement(merchant, childOf(request, 'agreement'));
  }
  const operation = MONEY_OPERATIONS.find(has);
  return operation
    ? money.money(merchant, operation, childOf(request, operation))
    : refusal(POSNET_CODES.badRequest);
}

/** An error page of the 3-D service. */
const refusePage = (context: SandboxContext, reply: FastifyReply, message: string, code: string) =>
  context.sendPage(reply, errorPage(message, code), 400);

/**
 * Yapı Kredi PosNet on the sandbox bank: the XML service (/posnet/PosnetWebService/XML, `xmldata` in ISO-8859-9)
 * and the 3-D service (/posnet/3DSWebService/YKBPaymentService) that opens the shared ACS page and posts
 * MerchantPacket, BankPacket and Sign back to the merchantReturnURL.
 */
export const posnetSandbox: SandboxProtocol = (app, context) => {
  const sessions = new PosnetSessions();
  const threeD = new PosnetThreeD(context, sessions);
  const money = new PosnetMoney(context, sessions);

  app.post('/posnet/PosnetWebService/XML', async (request, reply) => {
    let outcome: PosnetOutcome;
    try {
      outcome = await handle(context, threeD, money, readPosnetRequest(request.body as Buffer));
    } catch {
      outcome = refusal(POSNET_CODES.badRequest);
    }
    if (outcome.journaled && context.takeDropped(outcome.journaled.type)) {
      // Done and journaled, but the answer is lost on the way back.
      reply.raw.destroy();
      return reply;
    }
    return reply.type('text/xml; charset=ISO-8859-9').send(Buffer.from(outcome.body));
  });

  app.post('/posnet/3DSWebService/YKBPaymentService', async (request, reply) => {
    let fields: Record<string, string>;
    try {
      fields = parseFormBody(request.body as Buffer);
    } catch (error) {
      return refusePage(
        context,
        reply,
        error instanceof FormBodyError ? error.message : 'Geçersiz istek.',
        '0012',
      );
    }
    const merchant = context.merchant(fields.mid ?? '', 'posnet');
    if (!merchant || fields.posnetID !== merchant.apiUser) {
      return refusePage(context, reply, 'Üye işyeri bulunamadı.', '0148');
    }
    const session = sessions.forForm(fields.posnetData ?? '', fields.posnetData2 ?? '', fields.digest ?? '');
    if (!session || session.merchant.clientId !== merchant.clientId) {
      return refusePage(context, reply, 'Güvenlik doğrulaması (digest) başarısız. İşlem reddedildi.', 'E216');
    }
    const returnUrl = fields.merchantReturnURL ?? '';
    if (!/^https?:\/\//.test(returnUrl)) {
      return refusePage(context, reply, 'merchantReturnURL eksik ya da geçersiz.', '0012');
    }
    const page = context.acs.open({
      merchant,
      amount: majorUnits(BigInt(session.amount)),
      currency: POSNET_ISO_CURRENCY[session.currency] ?? session.currency,
      pan: session.pan,
      finish: (passed, failure) => {
        sessions.finish(session, passed, failure);
        return {
          action: returnUrl,
          fields: {
            MerchantPacket: session.merchantPacket,
            BankPacket: session.bankPacket,
            Sign: session.packetSign,
            Xid: session.xid,
            Amount: session.amount,
            MerchantId: merchant.clientId,
          },
        };
      },
    });
    return context.sendPage(reply, page.html, page.status);
  });
};
