// A shop's backend builds a Tahsilat pay-with-params link (docs/shop-integration.md).
// Node.js 20 or newer, node:crypto only. Run it:
//   TAHSILAT_TENANT_GUID=… TAHSILAT_PARAMS_KEY_ID=… TAHSILAT_PARAMS_KEY=… \
//   node docs/examples/shop-encrypt.mjs 250.00 TRY ORD-1 1001 http://localhost:4000/return
// The values come from `npm run params:key -- --tenant <guid>`; TAHSILAT_PORTAL_URL defaults to
// http://localhost:3000.
import { createCipheriv, randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';

/** The four values every link carries, in the order of the link's path. */
export const FIELDS = ['amount', 'firmbranchNumber', 'referenceNumber', 'callbackUrl'];
export const CURRENCIES = ['TRY', 'USD', 'EUR'];

/** A new link id: 16 random bytes, base64url. One per link, never reused; keep it with the order. */
export function newLinkId() {
  return randomBytes(16).toString('base64url');
}

/**
 * One value as a token: `<keyId>.<linkId>.<base64url(iv 12 bytes | ciphertext | tag 16 bytes)>`, AES-256-GCM
 * with the additional data `tahsilat-params|v2|<tenant guid in lower case>|<linkId>|<field>`, so a token opens
 * only for this tenant, this link and this field. An empty value says the link leaves the field out.
 */
export function encryptParam(credentials, linkId, field, value) {
  if (!FIELDS.includes(field)) {
    throw new Error(`unknown field ${field}`);
  }
  const key = Buffer.from(credentials.key, 'base64url');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: 16 });
  const aad = `tahsilat-params|v2|${credentials.tenantGuid.toLowerCase()}|${linkId}|${field}`;
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const sealed = Buffer.concat([iv, cipher.update(value, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${credentials.keyId}.${linkId}.${sealed.toString('base64url')}`;
}

/**
 * The amount field: the currency, a space, then a positive amount with a dot and at most 2 decimals
 * ("TRY 250.00"), or the word `open` when the customer types the amount ("EUR open").
 */
export function amountValue(order) {
  if (!CURRENCIES.includes(order.currency)) {
    throw new Error(`currency must be one of ${CURRENCIES.join(', ')}`);
  }
  if (order.amount !== 'open' && !/^\d{1,16}(\.\d{1,2})?$/.test(order.amount)) {
    throw new Error('amount must be a decimal with a dot, or "open"');
  }
  return `${order.currency} ${order.amount}`;
}

/**
 * A new link for an order: { linkId, path }. The path is
 * /pay-without-login/<amount>/<firmbranchNumber>/<referenceNumber>/<callbackUrl>, always four tokens, all
 * sealed for the same new link id; a branch or callback the order does not have is sealed as an empty value.
 */
export function payLink(credentials, order) {
  const linkId = newLinkId();
  const values = {
    amount: amountValue(order),
    firmbranchNumber: order.branch ?? '',
    referenceNumber: order.reference,
    callbackUrl: order.callbackUrl ?? '',
  };
  const segments = FIELDS.map((field) =>
    encodeURIComponent(encryptParam(credentials, linkId, field, values[field])),
  );
  return { linkId, path: `/pay-without-login/${segments.join('/')}` };
}

export function credentialsFromEnv(env = process.env) {
  const credentials = {
    tenantGuid: env.TAHSILAT_TENANT_GUID,
    keyId: env.TAHSILAT_PARAMS_KEY_ID,
    key: env.TAHSILAT_PARAMS_KEY,
  };
  for (const [name, value] of Object.entries(credentials)) {
    if (!value) {
      throw new Error(`set ${name} (npm run params:key -- --tenant <guid> prints it)`);
    }
  }
  return credentials;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [amount, currency, reference, branch, callbackUrl] = process.argv.slice(2);
  if (!amount || !currency || !reference) {
    console.error(
      'usage: node shop-encrypt.mjs <amount|open> <TRY|USD|EUR> <reference> [branch|_] [callbackUrl]',
    );
    process.exit(2);
  }
  const portal = (process.env.TAHSILAT_PORTAL_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
  const order = { amount, currency, reference, branch: branch === '_' ? undefined : branch, callbackUrl };
  const link = payLink(credentialsFromEnv(), order);
  console.log(`link id: ${link.linkId}`);
  console.log(`${portal}${link.path}`);
}
