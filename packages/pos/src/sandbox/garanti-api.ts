import { XMLValidator } from 'fast-xml-parser';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseFormBody } from '../form-body.js';
import { garantiXmlHash } from '../garanti/hash.js';
import { constantTimeEqual } from '../store-key.js';
import { childOf, parseXml, textOf, type XmlNode } from '../xml.js';
import type { SandboxContext } from './context.js';
import { type GvpsOutcome, gvpsRefusal, gvpsXml } from './garanti-answers.js';
import { GARANTI_REFUSALS } from './garanti-codes.js';
import { orderHistoryInquiry, orderInquiry } from './garanti-inquiry.js';
import { moveMoney } from './garanti-money.js';
import { provisionAfterThreeD } from './garanti-provision.js';
import type { GarantiSessions } from './garanti-sessions.js';

/** The transaction types taken only from the refund user (PROVRFN); every other one only from PROVAUT. */
const REFUND_USER_TYPES = new Set(['void', 'refund']);

/** The GVPSRequest of a call: a raw XML body, or the `data` field of a form post (Garanti's own PHP samples). */
function readRequest(request: FastifyRequest): XmlNode | null {
  if (!Buffer.isBuffer(request.body)) {
    return null;
  }
  try {
    const isForm = /x-www-form-urlencoded/i.test(request.headers['content-type'] ?? '');
    const form = isForm ? parseFormBody(request.body) : null;
    const bytes = form ? Buffer.from(form.data ?? form.DATA ?? '', 'utf8') : request.body;
    // The shared parser forgives unclosed tags; the bank does not.
    if (XMLValidator.validate(bytes.toString('utf8')) !== true) {
      return null;
    }
    const root = parseXml(bytes).GVPSRequest;
    return root && typeof root === 'object' ? root : null;
  } catch {
    return null;
  }
}

/**
 * One VPServlet call: the terminal (Terminal/MerchantID + ID), the user the type needs, HashData with that user's
 * password; then the type's handler. Every refusal is a GVPSResponse, never an HTTP error.
 */
async function handle(
  context: SandboxContext,
  sessions: GarantiSessions,
  request: XmlNode,
): Promise<GvpsOutcome> {
  const terminal = childOf(request, 'Terminal');
  const transaction = childOf(request, 'Transaction');
  const merchant = context.merchant(textOf(terminal, 'MerchantID'), 'garanti');
  if (!merchant || textOf(terminal, 'ID') !== merchant.terminalId) {
    return gvpsRefusal(request, GARANTI_REFUSALS.unknownTerminal);
  }
  const type = textOf(transaction, 'Type');
  const refundSide = REFUND_USER_TYPES.has(type);
  const user = refundSide ? merchant.refundUser : merchant.apiUser;
  const password = refundSide ? merchant.refundPassword : merchant.apiPassword;
  if (!user || password === undefined || textOf(terminal, 'ProvUserID') !== user) {
    return gvpsRefusal(request, GARANTI_REFUSALS.wrongUser);
  }
  const orderId = textOf(childOf(request, 'Order'), 'OrderID');
  const expected = garantiXmlHash(
    {
      orderId,
      terminalId: textOf(terminal, 'ID'),
      cardNumber: textOf(childOf(request, 'Card'), 'Number'),
      amount: textOf(transaction, 'Amount'),
      currencyCode: textOf(transaction, 'CurrencyCode'),
    },
    password,
  );
  if (!constantTimeEqual(expected, textOf(terminal, 'HashData'))) {
    return gvpsRefusal(request, GARANTI_REFUSALS.badHash);
  }
  if (orderId === '') {
    return gvpsRefusal(request, GARANTI_REFUSALS.badRequest);
  }
  switch (type) {
    case 'sales':
    case 'preauth':
      return provisionAfterThreeD(context, sessions, merchant, request, type);
    case 'postauth':
    case 'void':
    case 'refund':
      return moveMoney(context, sessions, merchant, request, type);
    case 'orderinq':
      return orderInquiry(context, sessions, merchant, request);
    case 'orderhistoryinq':
      return orderHistoryInquiry(context, sessions, merchant, request);
    default:
      return gvpsRefusal(request, GARANTI_REFUSALS.unknownType);
  }
}

/** VPServlet: GVPSRequest in, GVPSResponse out (UTF-8); a lost answer is done and journaled but never sent. */
export function registerGarantiApi(app: FastifyInstance, context: SandboxContext, sessions: GarantiSessions) {
  app.post('/garanti/VPServlet', async (request, reply) => {
    const call = readRequest(request);
    const outcome = call ? await handle(context, sessions, call) : gvpsRefusal({}, GARANTI_REFUSALS.badXml);
    if (outcome.journaled !== null && context.takeDropped(outcome.journaled)) {
      // Done and journaled, but the answer is lost on the way back.
      reply.raw.destroy();
      return reply;
    }
    return reply.type('text/xml; charset=utf-8').send(gvpsXml(outcome.answer));
  });
}
