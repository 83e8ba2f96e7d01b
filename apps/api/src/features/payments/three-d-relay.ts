import { messages } from '@tahsilat/domain';
import { type Protocol, renderAutoSubmitForm, type ThreeDForm } from '@tahsilat/pos';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { newNonce, PAGE_HEADERS } from '../../plugins/security-headers.js';
import { findTransaction } from './transactions.repository.js';

/**
 * The hop to a 3-D page whose address only the bank's answer names (PayFlex's ACSUrl is the card issuer's server,
 * KuveytTürk's page posts to the 3-D server): the payment pages' policy lets forms go only to our own origin and the
 * configured bank gates, so the payer's browser first posts a sealed copy of the bank's form to us, and we answer
 * it with a page whose policy allows exactly that one target. The seal (AES-GCM with DATA_KEY) makes sure only forms
 * our server built are relayed, to the payment they belong to, for ten minutes.
 */

export const RELAY_PATH = '/api/PosCollection/ThreeDRelay';
const RELAY_MS = 10 * 60_000;

const Sealed = z.object({
  transactionId: z.string(),
  action: z.url({ protocol: /^https?$/ }),
  fields: z.record(z.string(), z.string()),
  language: z.enum(['tr', 'en']),
  expiresAt: z.number(),
});

/** An opened seal: the bank's form and the payer's language. */
export type RelayedForm = { form: ThreeDForm; language: 'tr' | 'en' };

/**
 * Protocols whose browser target comes from the bank's answer, not from the account's configured gate (which is a
 * server-side call for them), so it cannot be in the pages' policy.
 */
export function needsRelay(protocol: Protocol): boolean {
  return protocol === 'kuveyt' || protocol === 'payflex';
}

/** The form the payer's browser posts to the relay: the bank's form, sealed. */
export function relayForm(
  ctx: AppContext,
  transactionId: string,
  form: ThreeDForm,
  language: 'tr' | 'en',
): ThreeDForm {
  const sealed = ctx.cipher.encrypt(
    JSON.stringify({
      transactionId,
      action: form.action,
      fields: form.fields,
      language,
      expiresAt: Date.now() + RELAY_MS,
    }),
  );
  return { kind: 'form', action: RELAY_PATH, fields: { relay: sealed } };
}

/** Opens a sealed form; anything not sealed by us, expired, or for a payment past its 3-D step is refused. */
export async function openRelay(ctx: AppContext, sealed: string): Promise<RelayedForm> {
  let form: z.infer<typeof Sealed>;
  try {
    form = Sealed.parse(JSON.parse(ctx.cipher.decrypt(sealed)));
  } catch {
    throw new AppError('BAD_REQUEST', messages.badRequest);
  }
  // A bank's 3-D page is https; plain http only reaches the sandbox bank outside production.
  if (ctx.config.isProduction && new URL(form.action).protocol !== 'https:') {
    throw new AppError('BAD_REQUEST', messages.badRequest);
  }
  if (form.expiresAt < Date.now()) {
    throw new AppError('BAD_REQUEST', messages.paymentExpired);
  }
  const transaction = await findTransaction(ctx.db, form.transactionId);
  if (transaction?.status !== 'awaiting_3d') {
    throw new AppError('BAD_REQUEST', messages.paymentExpired);
  }
  return { form: { kind: 'form', action: form.action, fields: form.fields }, language: form.language };
}

/** The relay page's headers: it may post its one form to the bank's origin, and nothing else. */
export function relayHeaders(form: ThreeDForm, nonce: string): Record<string, string> {
  const target = new URL(form.action).origin;
  return {
    ...PAGE_HEADERS,
    'cache-control': 'no-store',
    'content-security-policy': [
      "default-src 'none'",
      `script-src 'nonce-${nonce}'`,
      `style-src 'nonce-${nonce}'`,
      `form-action ${target}`,
      "frame-ancestors 'self'",
      "base-uri 'none'",
    ].join('; '),
  };
}

/** The relay page itself: the bank's form, submitted by itself. */
export function relayPage(form: ThreeDForm, language: 'tr' | 'en'): { html: string; nonce: string } {
  const nonce = newNonce();
  return {
    nonce,
    html: renderAutoSubmitForm(form, {
      nonce,
      title: language === 'en' ? 'Redirecting you to your bank' : 'Bankanıza yönlendiriliyorsunuz',
      button: language === 'en' ? 'Continue' : 'Devam et',
    }),
  };
}
