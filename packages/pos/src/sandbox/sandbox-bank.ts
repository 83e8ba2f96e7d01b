import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { passesLuhn } from '@tahsilat/domain';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { FormBodyError, parseFormBody } from '../form-body.js';
import { nestpayVer3Hash } from '../nestpay/hash.js';
import { childOf, parseXml, serializeXmlLatin5, textOf, type XmlNode } from '../xml.js';
import { AcsSessions } from './acs.js';
import type { SandboxContext } from './context.js';
import { dropExpired } from './expiring.js';
import { SandboxJournal } from './journal.js';
import { SANDBOX_CARDS, SANDBOX_SMS_CODE, type SandboxMerchant } from './merchants.js';
import {
  CURRENCY_NAMES,
  callbackPage,
  errorPage,
  maskedCreditCard,
  turkishAmount,
  verificationPage,
} from './pages.js';
import { SANDBOX_PROTOCOLS } from './protocols.js';
import { digits, errorAnswer, maskedPan, newTransId, SandboxXmlApi } from './xml-api.js';

export interface SandboxBankOptions {
  merchants: readonly SandboxMerchant[];
  /** Holds the authorisation answer this long after the approval is journaled (the crash-window test). */
  authDelayMs?: number;
}

interface Session {
  id: string;
  merchant: SandboxMerchant;
  /** The posted fields without the card and the hash: they come back in the callback. */
  echoed: Record<string, string>;
  card: { pan: string; month: string; year: string };
  status: 'pending' | 'authenticated' | 'failed';
  attempts: number;
  md: string;
  expiresAt: number;
}

const CARD_FIELDS = new Set([
  'pan',
  'cv2',
  'ecom_payment_card_expdate_month',
  'ecom_payment_card_expdate_year',
]);
const SESSION_MS = 10 * 60_000;

function htmlPolicy(nonce: string): string {
  // The bank's pages run inside the merchant's iframe and post back to the merchant.
  return `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; img-src data:; form-action *; frame-ancestors *; base-uri 'none'`;
}

/**
 * A bank that speaks NestPay "ver3" (DESIGN 7): the 3-D gate checks our hash and asks for an SMS
 * code, posts a signed callback, and the XML API authorises, captures, voids, refunds and answers
 * status queries, journaling what it did.
 */
export class SandboxBank {
  readonly journal = new SandboxJournal();
  private readonly sessions = new Map<string, Session>();
  private readonly byMd = new Map<string, string>();
  private readonly merchants: Map<string, SandboxMerchant>;
  private readonly allMerchants: readonly SandboxMerchant[];
  private readonly authDelayMs: number;

  /** The XML API: end of day and lost answers are driven through it in tests. */
  readonly api: SandboxXmlApi;

  constructor(options: SandboxBankOptions) {
    this.allMerchants = options.merchants;
    this.authDelayMs = options.authDelayMs ?? 0;
    this.merchants = new Map(
      options.merchants
        .filter((merchant) => (merchant.protocol ?? 'nestpay') === 'nestpay')
        .map((merchant) => [merchant.clientId, merchant]),
    );
    this.api = new SandboxXmlApi({
      journal: this.journal,
      merchants: this.merchants,
      sessionByMd: (md) => this.sessions.get(this.byMd.get(md) ?? ''),
      outcomeFor: (pan) => this.outcomeFor(pan),
      authDelayMs: options.authDelayMs,
    });
  }

  private sweep(): void {
    dropExpired(this.sessions, (session) => this.byMd.delete(session.md));
  }

  private sendPage(
    reply: FastifyReply,
    html: string,
    nonce = randomBytes(12).toString('base64'),
    status = 200,
  ) {
    return reply
      .code(status)
      .header('content-security-policy', htmlPolicy(nonce))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  /** The Fastify plugin; mount it with a prefix (the demo server uses /sandbox-bank). */
  readonly plugin = async (app: FastifyInstance): Promise<void> => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'text/xml', 'application/xml'],
      { parseAs: 'buffer', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, body),
    );
    const prefix = app.prefix;
    const context: SandboxContext = {
      journal: this.journal,
      merchant: (storeId, protocol) =>
        this.allMerchants.find(
          (merchant) =>
            merchant.clientId === storeId && (merchant.protocol ?? 'nestpay') === (protocol ?? 'nestpay'),
        ),
      outcomeFor: (pan) => this.outcomeFor(pan),
      settled: (entry) => this.api.settled(entry),
      takeDropped: (type) => this.api.takeDropped(type),
      authDelayMs: this.authDelayMs,
      acs: new AcsSessions(() => `${prefix}/3ds/verify`),
      sendPage: (reply, html, status = 200, nonce = undefined) => this.sendPage(reply, html, nonce, status),
      prefix,
    };

    // The shared card-holder page of the newer protocols posts its code here.
    app.post('/3ds/verify', async (request, reply) => {
      let fields: Record<string, string>;
      try {
        fields = parseFormBody(request.body as Buffer);
      } catch {
        return this.sendPage(reply, errorPage('Geçersiz istek.', '99'), undefined, 400);
      }
      const answer = context.acs.verify(fields);
      return this.sendPage(reply, answer.html, answer.nonce, answer.status);
    });
    for (const register of SANDBOX_PROTOCOLS) {
      register(app, context);
    }

    app.post('/fim/est3Dgate', async (request, reply) => {
      this.sweep();
      let fields: Record<string, string>;
      try {
        fields = parseFormBody(request.body as Buffer);
      } catch (error) {
        return this.sendPage(
          reply,
          errorPage(error instanceof FormBodyError ? error.message : 'Geçersiz istek', '99'),
          undefined,
          400,
        );
      }
      const merchant = this.merchants.get(fields.clientid ?? '');
      if (!merchant) {
        return this.sendPage(reply, errorPage('Üye işyeri bulunamadı.', 'CORE-2001'), undefined, 400);
      }
      const signed: Record<string, string> = {};
      for (const [key, value] of Object.entries(fields)) {
        if (!CARD_FIELDS.has(key.toLowerCase()) && key.toLowerCase() !== 'hash') {
          signed[key] = value;
        }
      }
      if (!fields.hash || nestpayVer3Hash(signed, merchant.storeKey) !== fields.hash) {
        return this.sendPage(
          reply,
          errorPage('Güvenlik doğrulaması (hash) başarısız. İşlem reddedildi.', 'CORE-2502'),
          undefined,
          400,
        );
      }
      const pan = (fields.pan ?? '').replace(/\s/g, '');
      if (
        !/^\d{13,19}$/.test(pan) ||
        !passesLuhn(pan) ||
        !fields.cv2 ||
        !fields.Ecom_Payment_Card_ExpDate_Month
      ) {
        return this.sendPage(reply, errorPage('Kart bilgileri geçersiz.', 'CORE-2012'), undefined, 400);
      }
      if (!/^\d+\.\d{2}$/.test(fields.amount ?? '') || !fields.okUrl || !fields.failUrl || !fields.oid) {
        return this.sendPage(reply, errorPage('Zorunlu alanlar eksik.', '99'), undefined, 400);
      }
      const session: Session = {
        id: randomBytes(16).toString('hex'),
        merchant,
        echoed: signed,
        card: {
          pan,
          month: fields.Ecom_Payment_Card_ExpDate_Month ?? '',
          year: fields.Ecom_Payment_Card_ExpDate_Year ?? '',
        },
        status: 'pending',
        attempts: 0,
        md: `${pan.slice(0, 6)}:${randomBytes(32).toString('hex').toUpperCase()}:${digits(4)}:##${merchant.clientId}`,
        expiresAt: Date.now() + SESSION_MS,
      };
      this.sessions.set(session.id, session);
      this.byMd.set(session.md, session.id);
      return this.sendPage(reply, this.verification(session, `${prefix}/fim/verify`));
    });

    app.post('/fim/verify', async (request, reply) => {
      let fields: Record<string, string>;
      try {
        fields = parseFormBody(request.body as Buffer);
      } catch {
        return this.sendPage(reply, errorPage('Geçersiz istek.', '99'), undefined, 400);
      }
      const session = this.sessions.get(fields.session ?? '');
      if (session?.status !== 'pending') {
        return this.sendPage(
          reply,
          errorPage('Doğrulama oturumu bulunamadı ya da süresi doldu.', 'MPI-01'),
          undefined,
          400,
        );
      }
      if (fields.action !== 'cancel' && fields.code !== SANDBOX_SMS_CODE && session.attempts < 2) {
        session.attempts += 1;
        return this.sendPage(
          reply,
          this.verification(
            session,
            `${prefix}/fim/verify`,
            `Doğrulama kodu hatalı. Kalan deneme: ${3 - session.attempts}`,
          ),
        );
      }
      const passed =
        fields.action !== 'cancel' &&
        fields.code === SANDBOX_SMS_CODE &&
        session.card.pan !== SANDBOX_CARDS.threeDFails;
      session.status = passed ? 'authenticated' : 'failed';
      const callback = this.callbackFields(
        session,
        passed,
        fields.action === 'cancel'
          ? 'İşlem kart sahibi tarafından iptal edildi.'
          : 'Kart doğrulaması başarısız.',
      );
      const target = passed ? session.echoed.okUrl : session.echoed.failUrl;
      const nonce = randomBytes(12).toString('base64');
      return this.sendPage(reply, callbackPage(target ?? '', callback, nonce), nonce);
    });

    app.post('/fim/api', async (request, reply) => {
      let document: XmlNode;
      try {
        const body = request.body as Buffer;
        const text = Buffer.from(body).toString('latin1');
        // Some integrations post the XML as DATA=<xml>.
        document = text.startsWith('DATA=')
          ? parseXml(Buffer.from(parseFormBody(body).DATA ?? '', 'utf8'))
          : parseXml(body);
      } catch {
        return this.xml(reply, errorAnswer('', 'Geçersiz XML.', 'CORE-2000'));
      }
      const call = childOf(document, 'CC5Request');
      const answer = await this.api.handle(call);
      if (this.api.takeDropped(textOf(call, 'Type'))) {
        // Done and journaled, but the answer is lost on the way back.
        reply.raw.destroy();
        return reply;
      }
      return this.xml(reply, answer);
    });

    // Test control: the bank's end of day (settles everything so far: refundable, no longer voidable).
    app.post('/control/end-of-day', async () => {
      this.api.closeDay();
      return { closed: true };
    });

    app.get('/journal', async (request) => {
      const orderId = (request.query as { orderId?: string }).orderId;
      return { entries: this.journal.list(orderId) };
    });
  };

  private verification(session: Session, action: string, error?: string): string {
    return verificationPage({
      action,
      session: session.id,
      merchantName: session.merchant.name,
      amount: turkishAmount(session.echoed.amount ?? '0.00'),
      currency: CURRENCY_NAMES[session.echoed.currency ?? ''] ?? session.echoed.currency ?? '',
      maskedCard: maskedCreditCard(session.card.pan),
      date: new Intl.DateTimeFormat('tr-TR', {
        dateStyle: 'short',
        timeStyle: 'short',
        timeZone: 'Europe/Istanbul',
      }).format(new Date()),
      error,
    });
  }

  private outcomeFor(pan: string): { approved: boolean; code: string; message: string | null } {
    if (pan === SANDBOX_CARDS.declined) {
      return { approved: false, code: '05', message: 'Red-Onaylanmadı' };
    }
    return { approved: true, code: '00', message: null };
  }

  /** The signed post back: the request's fields plus the 3-D result (and, for 3d_pay, the charge). */
  private callbackFields(session: Session, passed: boolean, failure: string): Record<string, string> {
    const pan = session.card.pan;
    const fields: Record<string, string> = {
      ...session.echoed,
      mdStatus: passed ? '1' : '0',
      mdErrorMsg: passed ? 'Authenticated' : failure,
      md: session.md,
      xid: randomBytes(20).toString('base64'),
      eci: passed ? (pan.startsWith('5') ? '02' : '05') : '',
      cavv: passed ? randomBytes(20).toString('base64') : '',
      txstatus: passed ? 'Y' : 'N',
      MaskedPan: maskedPan(pan),
      maskedCreditCard: maskedCreditCard(pan),
      Ecom_Payment_Card_ExpDate_Month: session.card.month,
      Ecom_Payment_Card_ExpDate_Year: session.card.year,
      merchantID: session.merchant.clientId,
      merchantName: session.merchant.name,
      version: '2.0',
    };
    if (session.echoed.storetype === '3d_pay' && passed) {
      const outcome = this.outcomeFor(pan);
      const entry = this.journal.add({
        orderId: session.echoed.oid ?? '',
        clientId: session.merchant.clientId,
        type: '3d_pay',
        amount: session.echoed.amount ?? '',
        currency: session.echoed.currency ?? '',
        outcome: outcome.approved ? 'approved' : 'declined',
        returnCode: outcome.code,
        authCode: outcome.approved ? digits(6) : null,
        hostRefNum: outcome.approved ? digits(12) : null,
        transId: outcome.approved ? newTransId() : null,
        maskedPan: maskedPan(pan),
      });
      Object.assign(fields, {
        Response: outcome.approved ? 'Approved' : 'Declined',
        ProcReturnCode: outcome.code,
        AuthCode: entry.authCode ?? '',
        TransId: entry.transId ?? '',
        HostRefNum: entry.hostRefNum ?? '',
        ErrMsg: outcome.message ?? '',
      });
    }
    fields.HASH = nestpayVer3Hash(fields, session.merchant.storeKey);
    return fields;
  }

  private xml(reply: FastifyReply, response: XmlNode) {
    return reply
      .type('text/xml; charset=ISO-8859-9')
      .send(Buffer.from(serializeXmlLatin5('CC5Response', response)));
  }
}

/** The sandbox bank on its own port (tests, and a second process for crash tests). */
export async function startSandboxBank(options: SandboxBankOptions & { port?: number; host?: string }) {
  const bank = new SandboxBank(options);
  const app = Fastify({ logger: false });
  await app.register(bank.plugin, { prefix: '/sandbox-bank' });
  await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/sandbox-bank`;
  return {
    bank,
    url,
    gateUrl: `${url}/fim/est3Dgate`,
    apiUrl: `${url}/fim/api`,
    close: () => app.close(),
  };
}
