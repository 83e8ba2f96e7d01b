import { randomBytes } from 'node:crypto';
import { dropExpired } from './expiring.js';
import type { SandboxMerchant } from './merchants.js';
import { SANDBOX_CARDS, SANDBOX_SMS_CODE } from './merchants.js';
import {
  CURRENCY_NAMES,
  callbackPage,
  errorPage,
  maskedCreditCard,
  turkishAmount,
  verificationPage,
} from './pages.js';

/** Where the card holder's browser goes once the 3-D check ends: the protocol's post back to the merchant. */
export interface AcsPostBack {
  action: string;
  fields: Record<string, string>;
}

/** A 3-D check a protocol opens on the shared ACS page (PosNet, KuveytTürk, PayFlex). */
export interface AcsRequest {
  merchant: SandboxMerchant;
  /** Major units with a dot, "100.25". */
  amount: string;
  /** ISO numeric, "949". */
  currency: string;
  pan: string;
  /**
   * The protocol's post back, built when the check ends: `passed` is false for a wrong code three times, a
   * cancel or the card that always fails 3-D; `failure` is the bank's words then.
   */
  finish(passed: boolean, failure: string): AcsPostBack;
}

interface AcsSession {
  request: AcsRequest;
  attempts: number;
  done: boolean;
  expiresAt: number;
}

export interface AcsAnswer {
  status: number;
  html: string;
  /** The nonce the page's script carries (the auto-submitted post back). */
  nonce?: string;
}

const SESSION_MS = 10 * 60_000;

/**
 * The sandbox's card-holder page for every protocol but NestPay's own: the SMS code (123456), three tries, a
 * cancel button, then the protocol's post back to the merchant. Sessions live ten minutes, in memory.
 */
export class AcsSessions {
  private readonly sessions = new Map<string, AcsSession>();

  /** @param verifyPath where the page posts the code (mounted once by the sandbox bank). */
  constructor(private readonly verifyPath: () => string) {}

  /** Opens a check and answers the page that asks for the code. */
  open(request: AcsRequest): AcsAnswer {
    this.sweep();
    const id = randomBytes(16).toString('hex');
    this.sessions.set(id, { request, attempts: 0, done: false, expiresAt: Date.now() + SESSION_MS });
    return { status: 200, html: this.page(id, request) };
  }

  /** The code form's post: `session`, `code`, `action` (confirm or cancel). */
  verify(fields: Readonly<Record<string, string>>): AcsAnswer {
    const id = fields.session ?? '';
    const session = this.sessions.get(id);
    if (!session || session.done || session.expiresAt < Date.now()) {
      return {
        status: 400,
        html: errorPage('Doğrulama oturumu bulunamadı ya da süresi doldu.', 'MPI-01'),
      };
    }
    const cancelled = fields.action === 'cancel';
    if (!cancelled && fields.code !== SANDBOX_SMS_CODE && session.attempts < 2) {
      session.attempts += 1;
      return {
        status: 200,
        html: this.page(id, session.request, `Doğrulama kodu hatalı. Kalan deneme: ${3 - session.attempts}`),
      };
    }
    session.done = true;
    const passed =
      !cancelled && fields.code === SANDBOX_SMS_CODE && session.request.pan !== SANDBOX_CARDS.threeDFails;
    const back = session.request.finish(
      passed,
      cancelled ? 'İşlem kart sahibi tarafından iptal edildi.' : 'Kart doğrulaması başarısız.',
    );
    const nonce = randomBytes(12).toString('base64');
    return { status: 200, html: callbackPage(back.action, back.fields, nonce), nonce };
  }

  private page(id: string, request: AcsRequest, error?: string): string {
    return verificationPage({
      action: this.verifyPath(),
      session: id,
      merchantName: request.merchant.name,
      amount: turkishAmount(request.amount),
      currency: CURRENCY_NAMES[request.currency] ?? request.currency,
      maskedCard: maskedCreditCard(request.pan),
      date: new Intl.DateTimeFormat('tr-TR', {
        dateStyle: 'short',
        timeStyle: 'short',
        timeZone: 'Europe/Istanbul',
      }).format(new Date()),
      error,
    });
  }

  private sweep(): void {
    dropExpired(this.sessions);
  }
}
