import type { FastifyInstance, FastifyReply } from 'fastify';
import { kuveytRequestHash } from '../kuveyt/hash.js';
import { localChildren, localText } from '../kuveyt/soap.js';
import { constantTimeEqual } from '../store-key.js';
import { majorUnits } from '../types.js';
import { childOf, parseXml, textOf, type XmlNode } from '../xml.js';
import type { SandboxContext } from './context.js';
import {
  contractXml,
  errorContract,
  kuveytMasked,
  provisionContract,
  threeDigitCurrency,
} from './kuveyt-contracts.js';
import { type KuveytSession, type KuveytSessions, randomDigits } from './kuveyt-sessions.js';

/** An XML answer of the provision gate (UTF-8). */
function send(reply: FastifyReply, contract: XmlNode): FastifyReply {
  return reply.type('application/xml; charset=utf-8').send(contractXml(contract));
}

/** The MD of a provision message (KuveytTurkVPosAdditionalData/AdditionalData with Key MD). */
function mdOf(message: XmlNode): string {
  const data = localChildren(childOf(message, 'KuveytTurkVPosAdditionalData'), 'AdditionalData');
  return localText(data.find((item) => localText(item, 'Key') === 'MD') ?? {}, 'Data');
}

/** Whether the provision names the attempt the MD belongs to (order, amount, currency, type). */
function matchesSession(message: XmlNode, session: KuveytSession): boolean {
  return (
    textOf(message, 'MerchantOrderId') === session.merchantOrderId &&
    textOf(message, 'Amount') === session.amount.toString() &&
    textOf(message, 'CurrencyCode') === session.currency &&
    textOf(message, 'TransactionType') === session.transactionType &&
    textOf(message, 'InstallmentCount') === session.installments
  );
}

const NOT_FOUND = 'Ödeme detayı bulunamadı.';

/**
 * ThreeDModelProvisionGate: credentials and HashData, then the MD's authenticated attempt; authorises once
 * (a replay or a second provision of an approved order is refused and journaled as declined), journals, holds the
 * answer for authDelayMs and loses it when the test asked for that.
 */
export function registerKuveytProvision(
  app: FastifyInstance,
  context: SandboxContext,
  sessions: KuveytSessions,
): void {
  app.post('/kuveyt/ThreeDModelProvisionGate', async (request, reply) => {
    let message: XmlNode;
    try {
      message = childOf(parseXml(request.body as Buffer), 'KuveytTurkVPosMessage');
    } catch {
      return send(reply, errorContract('InvalidRequestError', 'Geçersiz istek.', ''));
    }
    const orderId = textOf(message, 'MerchantOrderId');
    const merchant = context.merchant(textOf(message, 'MerchantId'), 'kuveyt');
    if (
      !merchant ||
      textOf(message, 'CustomerId') !== (merchant.terminalId ?? '') ||
      textOf(message, 'UserName') !== merchant.apiUser
    ) {
      return send(reply, errorContract('ApiUserNotDefined', 'Api kullanıcısı bulunamadı.', orderId));
    }
    const expected = kuveytRequestHash(
      {
        MerchantId: merchant.clientId,
        MerchantOrderId: orderId,
        Amount: textOf(message, 'Amount'),
        UserName: merchant.apiUser,
      },
      merchant.apiPassword,
    );
    if (!constantTimeEqual(expected, textOf(message, 'HashData'))) {
      return send(
        reply,
        errorContract('HashDataError', 'Şifrelenen veriler (Hashdata) uyuşmamaktadır.', orderId),
      );
    }
    const md = mdOf(message);
    if (md === '') {
      return send(reply, errorContract('EmptyMDException', 'MD boş olamaz.', orderId));
    }
    const session = sessions.withMd(md);
    if (
      session?.status !== 'authenticated' ||
      session.merchant !== merchant ||
      !matchesSession(message, session)
    ) {
      return send(reply, errorContract('MetaDataNotFound', NOT_FOUND, orderId));
    }
    const type = session.transactionType === 'PreAuthorization' ? 'PreAuth' : 'Auth';
    const base = {
      orderId,
      clientId: merchant.clientId,
      type,
      amount: majorUnits(session.amount),
      currency: threeDigitCurrency(session.currency),
      transId: session.bankOrderId,
      maskedPan: kuveytMasked(session.pan).replace('******', '***'),
    } as const;
    const approvedBefore = context.journal
      .forOrder(merchant.clientId, orderId)
      .some((entry) => (entry.type === 'Auth' || entry.type === 'PreAuth') && entry.outcome === 'approved');
    if (session.used || approvedBefore) {
      // Authorise exactly once: the replay is refused and journaled as such, never a second approval.
      context.journal.add({
        ...base,
        outcome: 'declined',
        returnCode: 'MetaDataNotFound',
        authCode: null,
        hostRefNum: null,
      });
      return send(
        reply,
        errorContract('MetaDataNotFound', `${NOT_FOUND} Bu ödeme daha önce kullanılmış.`, orderId),
      );
    }
    session.used = true;
    const outcome = context.outcomeFor(session.pan);
    const rrn = randomDigits(12);
    const provisionNumber = outcome.approved ? randomDigits(6) : '';
    context.journal.add({
      ...base,
      outcome: outcome.approved ? 'approved' : 'declined',
      returnCode: outcome.code,
      authCode: outcome.approved ? provisionNumber : null,
      hostRefNum: rrn,
    });
    if (context.authDelayMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, context.authDelayMs));
    }
    if (context.takeDropped(type)) {
      reply.raw.destroy();
      return reply;
    }
    const words = outcome.approved ? 'OTORİZASYON VERİLDİ' : (outcome.message ?? 'Red');
    return send(
      reply,
      provisionContract(session, { code: outcome.code, message: words, provisionNumber, rrn }),
    );
  });
}
