import { type CallbackWord, judgeCallback, MALFORMED_WORD } from '../callback-word.js';
import { constantTimeEqual } from '../store-key.js';
import type { ExpectedCallback, PosAccount } from '../types.js';
import { childOf, parseXml, textOf, type XmlNode } from '../xml.js';
import { kuveytCallbackHash, kuveytHashedPassword } from './hash.js';
import { KUVEYT_CURRENCY } from './request-mapper.js';

/** The form field the bank posts to OkUrl / FailUrl. */
export const AUTHENTICATION_RESPONSE = 'AuthenticationResponse';

/**
 * The VPosTransactionResponseContract of an AuthenticationResponse value: after the form decoding the value is
 * still URL-encoded, so it is decoded once more (`+` is a space) and parsed. Anything unreadable → null.
 */
export function decodeAuthenticationResponse(value: string | undefined): XmlNode | null {
  if (!value) {
    return null;
  }
  try {
    const xml = decodeURIComponent(value.replaceAll('+', ' '));
    // The text is already decoded: whatever charset the declaration names, it is parsed as the text it is.
    const document = parseXml(Buffer.from(xml.replace(/^\s*<\?xml[^>]*\?>/, ''), 'utf8'));
    const contract = childOf(document, 'VPosTransactionResponseContract');
    return Object.keys(contract).length > 0 ? contract : null;
  } catch {
    return null;
  }
}

const blank = (value: string) => (value === '' ? null : value);

/** Only a masked number ever leaves: a full 13–19 digit number is cut to first 6 and last 4. */
export function maskedCardNumber(value: string): string | null {
  const compact = value.replace(/\s/g, '');
  if (/^\d{13,19}$/.test(compact)) {
    return `${compact.slice(0, 6)}******${compact.slice(-4)}`;
  }
  return blank(value);
}

/** Whether two decimal digit strings are the same number ("0949" and "949"; "10150" and "010150"). */
function sameNumber(posted: string, ours: string): boolean {
  return /^\d+$/.test(posted) && /^\d+$/.test(ours) && BigInt(posted) === BigInt(ours);
}

/**
 * The bank's post to OkUrl/FailUrl, checked in SECURITY.md's order: the response hash, the store, our order id, the
 * amount and currency of VPosMessage. HashData covers the order ids and the response code, so a success must carry
 * it; a failure without it is unsigned and decides nothing. A failure post may lack MerchantOrderId and VPosMessage:
 * it is still our attempt (the caller found it by its own state), so only a present, different value is a mismatch.
 * An authenticated post (ResponseCode 00) must name our order, amount and currency.
 */
export function readKuveytCallback(
  account: PosAccount,
  fields: Readonly<Record<string, string>>,
  expected: ExpectedCallback,
): CallbackWord {
  const contract = decodeAuthenticationResponse(fields[AUTHENTICATION_RESPONSE]);
  const responseCode = textOf(contract, 'ResponseCode');
  if (!contract || responseCode === '') {
    return MALFORMED_WORD;
  }
  const message = childOf(contract, 'VPosMessage');
  const authenticated = responseCode === '00';
  const postedHash = textOf(contract, 'HashData');
  const signature =
    postedHash === ''
      ? 'absent'
      : constantTimeEqual(
            kuveytCallbackHash(
              {
                MerchantOrderId: textOf(contract, 'MerchantOrderId'),
                ResponseCode: responseCode,
                OrderId: textOf(contract, 'OrderId'),
              },
              kuveytHashedPassword(account.credentials.apiPassword),
            ),
            postedHash,
          )
        ? 'valid'
        : 'invalid';
  const merchantOrderId = textOf(contract, 'MerchantOrderId') || textOf(message, 'MerchantOrderId');
  // Failure posts name the merchant on the contract itself when they carry no VPosMessage.
  const storeId = textOf(message, 'MerchantId') || textOf(contract, 'MerchantId');
  const amount = textOf(message, 'Amount');
  const currency = textOf(message, 'CurrencyCode');
  const problem =
    storeId !== '' && storeId !== account.credentials.storeId
      ? 'store'
      : (merchantOrderId !== '' || authenticated) && merchantOrderId !== expected.orderId
        ? 'order'
        : (amount !== '' || authenticated) && !sameNumber(amount, expected.amount.toString())
          ? 'amount'
          : (currency !== '' || authenticated) && !sameNumber(currency, KUVEYT_CURRENCY[expected.currency])
            ? 'currency'
            : null;
  return judgeCallback({
    signature,
    problem,
    threeD: authenticated ? 'passed' : 'failed',
    charge: null,
    mdStatus: responseCode,
    message: blank(textOf(contract, 'ResponseMessage')),
    maskedPan: maskedCardNumber(textOf(message, 'CardNumber')),
  });
}

/** The MD of a callback (the 3-D context the provision names), or '' when the post has none. */
export function callbackMd(fields: Readonly<Record<string, string>>): string {
  return textOf(decodeAuthenticationResponse(fields[AUTHENTICATION_RESPONSE]), 'MD');
}
