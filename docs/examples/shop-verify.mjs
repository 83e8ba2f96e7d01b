// A shop checks the redirect Tahsilat sends the payer back with (docs/shop-integration.md).
// Node.js 20 or newer, node:crypto only. Run it:
//   TAHSILAT_PARAMS_KEY_ID=… TAHSILAT_PARAMS_KEY=… node docs/examples/shop-verify.mjs '<the full return URL>'
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { pathToFileURL } from 'node:url';

const SIGNED = ['referenceNumber', 'status', 'amount', 'currency', 'transactionId', 'linkId'];

/** The signing key of the redirect: HKDF-SHA256 of the params key, empty salt, its own info string. */
export function callbackMacKey(key) {
  return Buffer.from(
    hkdfSync('sha256', Buffer.from(key, 'base64url'), Buffer.alloc(0), 'tahsilat callback signature v2', 32),
  );
}

/**
 * Checks a return URL's signature. `keys` maps key ids to keys (base64url): keep a retired key until the
 * payments started with its links are settled. Answers the signed result, or why it is refused.
 */
export function verifyRedirect(returnUrl, keys) {
  const query = new URL(returnUrl).searchParams;
  const result = Object.fromEntries(SIGNED.map((name) => [name, query.get(name)]));
  const keyId = query.get('keyId');
  const signature = query.get('signature');
  const key = keyId ? keys[keyId] : undefined;
  if (!key || !signature || SIGNED.some((name) => result[name] === null)) {
    return { ok: false, reason: 'missing fields or unknown key id' };
  }
  const text = SIGNED.map((name) => result[name]).join('|');
  const expected = createHmac('sha256', callbackMacKey(key)).update(text, 'utf8').digest();
  const given = Buffer.from(signature, 'base64url');
  // Lengths first: timingSafeEqual throws on different lengths.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'bad signature' };
  }
  return { ok: true, ...result };
}

/**
 * What a shop does with a verified redirect: the signature proves Tahsilat sent it; the order check proves it
 * is about the link this shop made for this order, in its currency and for its amount (`order.amount` "open"
 * for a link whose amount the customer typed: the redirect says what was paid). Mark the order paid only once
 * (the payer may reload the page).
 */
export function acceptPayment(returnUrl, keys, order) {
  const verified = verifyRedirect(returnUrl, keys);
  if (!verified.ok) {
    return verified;
  }
  if (verified.status !== 'authorised') {
    return { ok: false, reason: `status ${verified.status}` };
  }
  if (verified.linkId !== order.linkId || verified.referenceNumber !== order.reference) {
    return { ok: false, reason: 'not this order' };
  }
  if (verified.currency !== order.currency) {
    return { ok: false, reason: 'not this currency' };
  }
  if (order.amount !== 'open' && verified.amount !== order.amount) {
    return { ok: false, reason: 'not this amount' };
  }
  return verified;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [returnUrl] = process.argv.slice(2);
  const { TAHSILAT_PARAMS_KEY_ID: keyId, TAHSILAT_PARAMS_KEY: key } = process.env;
  if (!returnUrl || !keyId || !key) {
    console.error(
      "usage: TAHSILAT_PARAMS_KEY_ID=… TAHSILAT_PARAMS_KEY=… node shop-verify.mjs '<return URL>'",
    );
    process.exit(2);
  }
  const verified = verifyRedirect(returnUrl, { [keyId]: key });
  console.log(JSON.stringify(verified, null, 2));
  process.exitCode = verified.ok ? 0 : 1;
}
