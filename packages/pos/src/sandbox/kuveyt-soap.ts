import type { FastifyInstance, FastifyReply } from 'fastify';
import { kuveytRequestHash } from '../kuveyt/hash.js';
import {
  localChild,
  localText,
  soapActionOf,
  soapBody,
  soapFaultEnvelope,
  soapResponseEnvelope,
} from '../kuveyt/soap.js';
import { constantTimeEqual } from '../store-key.js';
import { parseXml, type XmlNode } from '../xml.js';
import type { SandboxContext } from './context.js';
import { moneyOperation, orderContract, type SoapOutcome, saleOf } from './kuveyt-soap-money.js';

const OPERATIONS = new Set([
  'SaleReversal',
  'DrawBack',
  'PartialDrawback',
  'PreAuthorizationClose',
  'GetMerchantOrderDetail',
]);
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

/** The children of a node with the service's `a:` prefix, as the real service writes its data contracts. */
function prefixed(node: XmlNode): XmlNode {
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      `a:${key}`,
      value !== null && typeof value === 'object' ? prefixed(value) : value,
    ]),
  );
}

/** `<Operation>Result`: Results (errors), Success, Value. */
function result(outcome: SoapOutcome, value: XmlNode): XmlNode {
  return prefixed({
    Results: outcome.ok
      ? {}
      : {
          Result: {
            ErrorCode: outcome.code,
            ErrorMessage: outcome.message,
            IsFriendly: 'true',
            Severity: 'BusinessError',
          },
        },
    Success: outcome.ok ? 'true' : 'false',
    Value: value,
  });
}

function send(reply: FastifyReply, text: string, status = 200): FastifyReply {
  return reply.code(status).type('text/xml; charset=utf-8').send(text);
}

/** The operation and its `request` element of a SOAP body, or null. */
function callOf(document: XmlNode): { operation: string; request: XmlNode } | null {
  const body = soapBody(document);
  const name = Object.keys(body)[0];
  if (name === undefined) {
    return null;
  }
  const operation = name.slice(name.indexOf(':') + 1);
  return { operation, request: localChild(localChild(body, operation), 'request') };
}

/**
 * VirtualPosService.svc/Basic: SOAP 1.1 with the SOAPAction of the body's operation; the merchant's
 * credentials and the VPosMessage HashData; void, refunds, capture and order detail answered from the journal.
 */
export function registerKuveytSoap(app: FastifyInstance, context: SandboxContext): void {
  app.post('/kuveyt/VirtualPosService.svc/Basic', async (request, reply) => {
    let call: { operation: string; request: XmlNode } | null;
    try {
      call = callOf(parseXml(request.body as Buffer));
    } catch {
      call = null;
    }
    const action = String(request.headers.soapaction ?? '').replaceAll('"', '');
    if (!call || !OPERATIONS.has(call.operation) || action !== soapActionOf(call.operation)) {
      return send(reply, soapFaultEnvelope('The message could not be processed (action or body).'), 500);
    }
    const { operation } = call;
    const body = call.request;
    const message = localChild(body, 'VPosMessage');
    const merchant = context.merchant(localText(body, 'MerchantId'), 'kuveyt');
    const customerId = localText(body, 'CustomerId');
    if (
      !merchant ||
      (customerId !== '' && customerId !== merchant.terminalId) ||
      localText(message, 'UserName') !== merchant.apiUser
    ) {
      return send(
        reply,
        soapResponseEnvelope(
          operation,
          result({ ok: false, code: 'ApiUserNotDefined', message: 'Api kullanıcısı bulunamadı.' }, {}),
        ),
      );
    }
    const expected = kuveytRequestHash(
      {
        MerchantId: merchant.clientId,
        MerchantOrderId: localText(message, 'MerchantOrderId'),
        Amount: localText(message, 'Amount'),
        UserName: merchant.apiUser,
      },
      merchant.apiPassword,
    );
    if (!constantTimeEqual(expected, localText(message, 'HashData'))) {
      const refusal = {
        ok: false,
        code: 'HashDataError',
        message: 'Şifrelenen veriler (Hashdata) uyuşmamaktadır.',
      };
      return send(reply, soapResponseEnvelope(operation, result(refusal, {})));
    }
    if (operation === 'GetMerchantOrderDetail') {
      if (!DATE_TIME.test(localText(body, 'StartDate')) || !DATE_TIME.test(localText(body, 'EndDate'))) {
        return send(reply, soapFaultEnvelope('StartDate and EndDate are required.'), 500);
      }
      const bankOrderId = localText(body, 'OrderId');
      const entries = context.journal
        .forOrder(merchant.clientId, localText(body, 'MerchantOrderId'))
        .filter((entry) => bankOrderId === '0' || bankOrderId === '' || entry.transId === bankOrderId);
      const contract = orderContract(context, entries);
      const value = contract ? { OrderContract: contract } : {};
      return send(
        reply,
        soapResponseEnvelope(operation, result({ ok: true, code: '00', message: '' }, value)),
      );
    }
    const amount = localText(body, 'Amount');
    const sale = saleOf(context, merchant, body);
    const outcome: SoapOutcome =
      sale === undefined || !/^\d+$/.test(amount) || localText(message, 'MerchantOrderId') !== sale.orderId
        ? { ok: false, code: 'InvalidRequestError', message: 'İşlem bulunamadı ya da bilgiler uyuşmuyor.' }
        : moneyOperation(context, operation, sale, BigInt(amount));
    if (outcome.entry && context.takeDropped(outcome.entry.type)) {
      reply.raw.destroy();
      return reply;
    }
    const value: XmlNode = {
      ResponseCode: outcome.ok ? '00' : outcome.code,
      ResponseMessage: outcome.message,
      ProvisionNumber: sale?.authCode ?? '',
      RRN: sale?.hostRefNum ?? '',
      Stan: (sale?.hostRefNum ?? '').slice(-6),
      OrderId: sale?.transId ?? '',
      MerchantOrderId: sale?.orderId ?? '',
      CurrencyCode: sale?.currency ?? '',
    };
    return send(reply, soapResponseEnvelope(operation, result(outcome, value)));
  });
}
