import { randomBytes } from 'node:crypto';
import { passesLuhn } from '@tahsilat/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { parseFormBody } from '../form-body.js';
import { kuveytRequestHash } from '../kuveyt/hash.js';
import { constantTimeEqual } from '../store-key.js';
import { majorUnits } from '../types.js';
import { childOf, parseXml, textOf, type XmlNode } from '../xml.js';
import type { SandboxContext } from './context.js';
import {
  bankUrlEncode,
  callbackContract,
  contractXml,
  errorContract,
  threeDigitCurrency,
} from './kuveyt-contracts.js';
import type { KuveytSession, KuveytSessions } from './kuveyt-sessions.js';
import { callbackPage, errorPage } from './pages.js';

const CURRENCIES = new Set(['0949', '0840', '0978']);

/** What the browser posts to the 3-D server (its script would fill the browser fields). */
const BROWSER_FIELDS = ['browserColorDepth', 'browserScreenHeight', 'browserScreenWidth', 'browserTZ'];

/**
 * The pay gate's success page, like the real one: F5 markup in an unknown tag, an inline script, a form whose
 * action is the 3-D server with a one-time token and empty browser fields, self-closing inputs.
 */
export function threeDServerPage(action: string, token: string, nonce: string): string {
  const browser = BROWSER_FIELDS.map((name) => `<input type="hidden" name="${name}" value=""/>`).join('\n');
  return `<!DOCTYPE html>
<html><head><APM_DO_NOT_TOUCH><script type="text/javascript" nonce="${nonce}">(function(){var bfN=['x'];window.__apm=bfN;})();</script></APM_DO_NOT_TOUCH>
<title>3D Secure Processing</title></head>
<body onload="OnLoadEvent();">
<form name='downloadForm' action="${action}" method=POST>
<noscript><center><h1>Processing your 3-D Secure Transaction</h1><input type="submit" value="Submit"></center></noscript>
<input type="hidden" name="threeDSServerWebFlowStart" value="${token}"/>
${browser}
</form>
<script nonce="${nonce}">function OnLoadEvent(){document.downloadForm.submit();}</script>
</body></html>`;
}

/** An early refusal: a page that posts AuthenticationResponse straight to FailUrl (like the real pay gate). */
function refuse(
  context: SandboxContext,
  reply: FastifyReply,
  failUrl: string,
  contract: XmlNode,
): FastifyReply {
  if (!/^https?:\/\//.test(failUrl)) {
    return context.sendPage(
      reply,
      errorPage(textOf(contract, 'ResponseMessage'), textOf(contract, 'ResponseCode')),
      400,
    );
  }
  const nonce = randomBytes(12).toString('base64');
  const fields = { AuthenticationResponse: bankUrlEncode(contractXml(contract)) };
  return context.sendPage(reply, callbackPage(failUrl, fields, nonce), 200, nonce);
}

/** Why the message cannot start a 3-D check (besides credentials and hash), or null. */
function invalidField(message: XmlNode): string | null {
  const amount = textOf(message, 'Amount');
  const device = childOf(message, 'DeviceData');
  if (textOf(message, 'APIVersion') !== 'TDV2.0.0') {
    return 'APIVersion';
  }
  if (!/^[1-9]\d*$/.test(amount) || textOf(message, 'DisplayAmount') !== amount) {
    return 'Amount';
  }
  if (!CURRENCIES.has(textOf(message, 'CurrencyCode'))) {
    return 'CurrencyCode';
  }
  if (!textOf(device, 'DeviceChannel') || !textOf(device, 'ClientIP') || !('CardHolderData' in message)) {
    return 'DeviceData';
  }
  if (!textOf(message, 'MerchantOrderId') || !textOf(message, 'OkUrl')) {
    return 'MerchantOrderId';
  }
  if (textOf(message, 'TransactionSecurity') !== '3' || !/^\d+$/.test(textOf(message, 'InstallmentCount'))) {
    return 'TransactionSecurity';
  }
  return null;
}

/** Whether the card fields can go to the 3-D check (Luhn, expiry, CVV). */
function cardAccepted(message: XmlNode): boolean {
  const pan = textOf(message, 'CardNumber');
  return (
    /^\d{13,19}$/.test(pan) &&
    passesLuhn(pan) &&
    /^(0[1-9]|1[0-2])$/.test(textOf(message, 'CardExpireDateMonth')) &&
    /^\d{2}$/.test(textOf(message, 'CardExpireDateYear')) &&
    /^\d{3,4}$/.test(textOf(message, 'CardCVV2'))
  );
}

/** ThreeDModelPayGate and the 3-D server page it sends the browser to. */
export function registerKuveytGate(
  app: FastifyInstance,
  context: SandboxContext,
  sessions: KuveytSessions,
): void {
  app.post('/kuveyt/ThreeDModelPayGate', async (request, reply) => {
    let message: XmlNode;
    try {
      message = childOf(parseXml(request.body as Buffer), 'KuveytTurkVPosMessage');
    } catch {
      return context.sendPage(reply, errorPage('Geçersiz istek.', 'InvalidRequestError'), 400);
    }
    const failUrl = textOf(message, 'FailUrl');
    const orderId = textOf(message, 'MerchantOrderId');
    const merchant = context.merchant(textOf(message, 'MerchantId'), 'kuveyt');
    if (
      !merchant ||
      textOf(message, 'CustomerId') !== (merchant.terminalId ?? '') ||
      textOf(message, 'UserName') !== merchant.apiUser
    ) {
      return refuse(
        context,
        reply,
        failUrl,
        errorContract('ApiUserNotDefined', 'Api kullanıcısı bulunamadı.', orderId),
      );
    }
    const expected = kuveytRequestHash(
      {
        MerchantId: merchant.clientId,
        MerchantOrderId: orderId,
        Amount: textOf(message, 'Amount'),
        OkUrl: textOf(message, 'OkUrl'),
        FailUrl: failUrl,
        UserName: merchant.apiUser,
      },
      merchant.apiPassword,
    );
    if (!constantTimeEqual(expected, textOf(message, 'HashData'))) {
      const words = 'Şifrelenen veriler (Hashdata) uyuşmamaktadır.';
      return refuse(context, reply, failUrl, errorContract('HashDataError', words, orderId));
    }
    const invalid = invalidField(message);
    if (invalid) {
      return refuse(
        context,
        reply,
        failUrl,
        errorContract('InvalidRequestError', `Geçersiz alan: ${invalid}`, orderId),
      );
    }
    if (!cardAccepted(message)) {
      return refuse(context, reply, failUrl, errorContract('14', 'Geçersiz kart numarası.', orderId));
    }
    const session = sessions.open({
      merchant,
      merchantOrderId: orderId,
      amount: BigInt(textOf(message, 'Amount')),
      currency: textOf(message, 'CurrencyCode'),
      installments: textOf(message, 'InstallmentCount'),
      transactionType: textOf(message, 'TransactionType'),
      okUrl: textOf(message, 'OkUrl'),
      failUrl,
      pan: textOf(message, 'CardNumber'),
      holderName: textOf(message, 'CardHolderName'),
    });
    const nonce = randomBytes(12).toString('base64');
    return context.sendPage(
      reply,
      threeDServerPage(`${context.prefix}/kuveyt/tds`, session.token, nonce),
      200,
      nonce,
    );
  });

  app.post('/kuveyt/tds', async (request, reply) => {
    let session: KuveytSession | undefined;
    try {
      session = sessions.takeToken(parseFormBody(request.body as Buffer).threeDSServerWebFlowStart ?? '');
    } catch {
      session = undefined;
    }
    if (!session) {
      return context.sendPage(reply, errorPage('3D oturumu bulunamadı ya da süresi doldu.', 'MPI-01'), 400);
    }
    const attempt = session;
    const answer = context.acs.open({
      merchant: attempt.merchant,
      amount: majorUnits(attempt.amount),
      currency: threeDigitCurrency(attempt.currency),
      pan: attempt.pan,
      finish: (passed, failure) => {
        attempt.status = passed ? 'authenticated' : 'failed';
        const contract = callbackContract(attempt, passed, failure);
        return {
          action: passed ? attempt.okUrl : attempt.failUrl,
          fields: { AuthenticationResponse: bankUrlEncode(contractXml(contract)) },
        };
      },
    });
    return context.sendPage(reply, answer.html, answer.status, answer.nonce);
  });
}
