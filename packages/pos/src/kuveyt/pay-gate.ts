import type { ThreeDStart } from '../types.js';
import { textOf } from '../xml.js';
import { AUTHENTICATION_RESPONSE, decodeAuthenticationResponse } from './callback.js';
import { readFirstForm } from './html-form.js';

/** A refused 3-D start: nothing could be authorised (the provision was never reached), so never `unknown`. */
export function refusedStart(orderId: string, message: string, code: string | null = null): ThreeDStart {
  return {
    kind: 'refused',
    result: {
      outcome: code !== null && /^\d+$/.test(code) ? 'declined' : 'error',
      orderId,
      authCode: null,
      hostRefNum: null,
      transId: null,
      returnCode: code,
      errorCode: code,
      message,
    },
  };
}

/** The pay gate's HTML as text: UTF-8, or Latin-1 when the bytes are not UTF-8 (only the form's ASCII matters). */
export function pageText(body: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return Buffer.from(body).toString('latin1');
  }
}

/**
 * The pay gate's answer as a 3-D start: its first form becomes our form (so our page policy applies), unless the
 * page is an early error (HashDataError, PosMerchantIPError, …) posting AuthenticationResponse straight to FailUrl,
 * which is the bank's refusal with its code and words. No form at all → refused.
 */
export function threeDStartFromPage(html: string, gateUrl: string, orderId: string): ThreeDStart {
  const form = readFirstForm(html, gateUrl);
  if (!form) {
    return refusedStart(orderId, 'the pay gate answered no form');
  }
  const early = decodeAuthenticationResponse(form.fields[AUTHENTICATION_RESPONSE]);
  if (early) {
    const code = textOf(early, 'ResponseCode');
    return refusedStart(
      orderId,
      textOf(early, 'ResponseMessage') || 'the bank refused the 3-D start',
      code || null,
    );
  }
  if (AUTHENTICATION_RESPONSE in form.fields) {
    return refusedStart(orderId, 'the pay gate answered an unreadable result');
  }
  return form;
}
