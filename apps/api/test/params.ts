import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AppContext } from '../src/context.js';
import { findTenantByPaymentGuid } from '../src/features/tenants/tenants.repository.js';

/** What `npm run params:key` hands a shop. */
export interface ShopCredentials {
  tenantGuid: string;
  keyId: string;
  key: string;
}

export interface ShopOrder {
  /** A decimal with a dot ("250.00"), or "open" for an amount the payer types. */
  amount: string;
  currency: 'TRY' | 'USD' | 'EUR';
  reference: string;
  branch?: string;
  callbackUrl?: string;
}

/** docs/examples/shop-encrypt.mjs: imported as it is, so the documentation cannot drift from the server. */
export interface ShopEncrypt {
  newLinkId(): string;
  encryptParam(credentials: ShopCredentials, linkId: string, field: string, value: string): string;
  amountValue(order: Pick<ShopOrder, 'amount' | 'currency'>): string;
  payLink(credentials: ShopCredentials, order: ShopOrder): { linkId: string; path: string };
}

export type Verified =
  | {
      ok: true;
      referenceNumber: string;
      status: string;
      amount: string;
      currency: string;
      transactionId: string;
      linkId: string;
    }
  | { ok: false; reason: string };

/** What the shop keeps of a link it made, to check the redirect against. */
export interface ShopOrderRecord {
  linkId: string;
  reference: string;
  currency: string;
  /** The fixed amount ("250.00"), or "open". */
  amount: string;
}

/** docs/examples/shop-verify.mjs */
export interface ShopVerify {
  verifyRedirect(returnUrl: string, keys: Record<string, string>): Verified;
  acceptPayment(returnUrl: string, keys: Record<string, string>, order: ShopOrderRecord): Verified;
}

const examples = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/examples');

export async function loadShopExamples(): Promise<{ encrypt: ShopEncrypt; verify: ShopVerify }> {
  const load = (name: string) => import(pathToFileURL(path.join(examples, name)).href);
  return {
    encrypt: (await load('shop-encrypt.mjs')) as ShopEncrypt,
    verify: (await load('shop-verify.mjs')) as ShopVerify,
  };
}

/** The tenant's current params key as the shop holds it (made when it has none). */
export async function shopCredentials(ctx: AppContext, paymentGuid: string): Promise<ShopCredentials> {
  const tenant = await findTenantByPaymentGuid(ctx.db, paymentGuid);
  if (!tenant) {
    throw new Error(`no tenant ${paymentGuid}`);
  }
  const { key } = await ctx.paramsKeys.ensureCurrent(tenant.id);
  return { tenantGuid: paymentGuid, keyId: key.id, key: key.secret.toString('base64url') };
}

/** The four tokens of a link path, as the pay page reads them from its route. */
export function tokensOfPath(linkPath: string) {
  const [, , amount = '', firmbranchNumber = '', referenceNumber = '', callbackUrl = ''] = linkPath
    .split('/')
    .map(decodeURIComponent);
  return { amount, firmbranchNumber, referenceNumber, callbackUrl };
}
