// A shop's backend builds a Tahsilat pay-with-params link (docs/shop-integration.md).
// Node.js 20 or newer, node:crypto only. Run it:
//   TAHSILAT_TENANT_GUID=… TAHSILAT_PARAMS_KEY_ID=… TAHSILAT_PARAMS_KEY=… \
//   node docs/examples/shop-encrypt.mjs 250.00 ORD-1 1001 http://localhost:4000/return
// The values come from `npm run params:key -- --tenant <guid>`; TAHSILAT_PORTAL_URL defaults to
// http://localhost:3000.
import { createCipheriv, randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';

/** The four values a link may carry; each is sealed for its own field. */
export const FIELDS = ['amount', 'referenceNumber', 'firmbranchNumber', 'callbackUrl'];

/**
 * One value as a token: `<keyId>.<base64url(iv 12 bytes | ciphertext | tag 16 bytes)>`, AES-256-GCM with
 * the additional data `tahsilat-params|v1|<tenant guid in lower case>|<field>`, so a token opens only for
 * this tenant and this field.
 */
export function encryptParam(credentials, field, value) {
  if (!FIELDS.includes(field)) {
    throw new Error(`unknown field ${field}`);
  }
  const key = Buffer.from(credentials.key, 'base64url');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: 16 });
  cipher.setAAD(Buffer.from(`tahsilat-params|v1|${credentials.tenantGuid.toLowerCase()}|${field}`, 'utf8'));
  const sealed = Buffer.concat([
    iv,
    cipher.update(String(value), 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  return `${credentials.keyId}.${sealed.toString('base64url')}`;
}

/**
 * The link's path: /pay-without-login/<amount>/<branch>/<reference>[/<callbackUrl>]. The segments are
 * positional, so a link without a branch carries `_` in its place. The amount is a decimal string with a
 * dot and at most 2 decimals ("250.00"); "0" lets the payer type the amount.
 */
export function payLinkPath(credentials, order) {
  const seal = (field, value) => encodeURIComponent(encryptParam(credentials, field, value));
  const segments = [
    seal('amount', order.amount),
    order.branch ? seal('firmbranchNumber', order.branch) : '_',
    seal('referenceNumber', order.reference),
  ];
  if (order.callbackUrl) {
    segments.push(seal('callbackUrl', order.callbackUrl));
  }
  return `/pay-without-login/${segments.join('/')}`;
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
  const [amount, reference, branch, callbackUrl] = process.argv.slice(2);
  if (!amount || !reference) {
    console.error('usage: node shop-encrypt.mjs <amount> <reference> [branch|_] [callbackUrl]');
    process.exit(2);
  }
  const portal = (process.env.TAHSILAT_PORTAL_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
  const order = { amount, reference, branch: branch === '_' ? undefined : branch, callbackUrl };
  console.log(`${portal}${payLinkPath(credentialsFromEnv(), order)}`);
}
