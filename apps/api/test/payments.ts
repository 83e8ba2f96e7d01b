import {
  type CommissionOptions,
  formatAmount,
  offeredTerms,
  parseAmount,
  priceOption,
} from '@tahsilat/domain';
import { readForm, walkSandboxThreeD } from '@tahsilat/pos';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { firms, tenants } from '../src/db/schema.js';
import { buildTestApp, DEMO, type TestApp } from './helpers.js';

export const CARDS = {
  // Akbank's Axess test card: instalments need a card of the programme's bank (BIN table).
  approved: '4355084355084358',
  approvedMaster: '5406675406675403',
  declined: '4000000000000002',
  threeDFails: '4000000000003220',
} as const;

/** The payable total the payment screen would show (the same domain rule the server applies). */
export function expectedTotal(
  options: CommissionOptions,
  definitionId: string,
  installments: number,
  net: string,
): string {
  const definition = options.commissions.find((d) => d.id === definitionId);
  if (!definition) {
    throw new Error('no such definition');
  }
  const terms = offeredTerms(definition, installments, {
    availableInstallments: null,
    maxInstallment: options.maxInstallment,
    today: new Date().toISOString().slice(0, 10),
  });
  if (!terms) {
    throw new Error(`${installments} instalments not offered`);
  }
  return formatAmount(
    priceOption(parseAmount(net) ?? 0n, terms.rate, terms.mode, installments, terms.extra).total,
  );
}

export async function commissionOptions(
  baseUrl: string,
  paymentGuid = DEMO.tenantA.paymentGuid,
): Promise<CommissionOptions> {
  const response = await fetch(
    `${baseUrl}/api/PayWithoutLogin/CommissionOptions?tenantPaymentGuid=${paymentGuid}`,
  );
  return ((await response.json()) as { data: CommissionOptions }).data;
}

export function definitionOf(options: CommissionOptions, cardName: string) {
  const found = options.commissions.find((d) => d.cardName === cardName);
  if (!found) {
    throw new Error(`no ${cardName}`);
  }
  return found;
}

export interface SaleInput {
  card?: string;
  cardName?: string;
  installments?: number;
  net?: string;
  total?: string;
  currency?: 'TRY' | 'USD' | 'EUR';
  /** A pay-with-params link's tokens (the pay page sends them as they came). */
  encryptedParams?: {
    amount: string;
    referenceNumber: string;
    firmbranchNumber?: string;
    callbackUrl?: string;
  };
  extra?: Record<string, unknown>;
}

/** The card and customer fields of a sale, priced like the payment screen prices them. */
export async function saleFields(baseUrl: string, input: SaleInput) {
  const options = await commissionOptions(baseUrl);
  const definition = definitionOf(options, input.cardName ?? 'Axess');
  const installments = input.installments ?? 1;
  const net = input.net ?? '1000.00';
  return {
    holderName: 'Ayşe Yılmaz',
    cardNumber: (input.card ?? CARDS.approved).replace(/(\d{4})(?=\d)/g, '$1 '),
    cvv: '000',
    expireMonth: '12',
    expireYear: '30',
    amount: input.total ?? expectedTotal(options, definition.id, installments, net),
    netAmount: net,
    currencyCode: input.currency ?? 'TRY',
    bankId: definition.bankId,
    installmentCount: installments,
    mobilePhone: '0532 123 45 67',
    description: 'Fatura 2026-118 ödemesi',
    customerEmail: 'ayse@example.com',
    posCollectionCommissionDefinitionId: definition.id,
  };
}

type SaleAnswer = {
  success: boolean;
  message: string;
  data: { transactionId: string; content: string } | null;
};

async function postJson(url: string, body: unknown, token?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as SaleAnswer };
}

/** Posts a SalesRequest like the payment screen does; answers the HTTP status and body. */
export async function postSale(baseUrl: string, input: SaleInput = {}) {
  return postJson(`${baseUrl}/api/PayWithoutLogin/SalesRequest`, {
    ...(await saleFields(baseUrl, input)),
    tenantPaymentGuid: DEMO.tenantA.paymentGuid,
    ...(input.encryptedParams ? { encryptedParams: input.encryptedParams } : {}),
    ...input.extra,
  });
}

/** Posts a SalesRequestWithCode like the link page does (the link's amount is the net amount). */
export async function postLinkSale(baseUrl: string, paymentCode: string, input: SaleInput = {}) {
  const { description: _fixedByTheLink, ...fields } = await saleFields(baseUrl, input);
  return postJson(`${baseUrl}/api/PosCollection/SalesRequestWithCode`, {
    ...fields,
    paymentCode,
    ...input.extra,
  });
}

/** Posts a signed-in SalesRequest like the /pos-collection page does (no tenant guid: the session's). */
export async function postPortalSale(
  baseUrl: string,
  token: string,
  input: SaleInput & { firmId?: string; items?: string[] } = {},
) {
  const { description: _described, ...fields } = await saleFields(baseUrl, input);
  return postJson(
    `${baseUrl}/api/PosCollection/SalesRequest`,
    {
      ...fields,
      description: 'Ödeme planı ödemesi',
      ...(input.firmId ? { firmId: input.firmId } : {}),
      ...(input.items ? { items: input.items } : {}),
      ...input.extra,
    },
    token,
  );
}

/** A signed-in sale taken through the sandbox bank's 3-D page; the callback is returned unposted. */
export async function portalSaleThroughThreeD(
  baseUrl: string,
  token: string,
  input: SaleInput & { firmId?: string; items?: string[]; cancel?: boolean } = {},
) {
  return throughThreeD(baseUrl, await postPortalSale(baseUrl, token, input), input.cancel);
}

/** A sale taken through the sandbox bank's 3-D page; the callback is returned unposted. */
export async function saleThroughThreeD(baseUrl: string, input: SaleInput & { cancel?: boolean } = {}) {
  return throughThreeD(baseUrl, await postSale(baseUrl, input), input.cancel);
}

/** A link payment taken through the sandbox bank's 3-D page; the callback is returned unposted. */
export async function linkSaleThroughThreeD(
  baseUrl: string,
  paymentCode: string,
  input: SaleInput & { cancel?: boolean } = {},
) {
  return throughThreeD(baseUrl, await postLinkSale(baseUrl, paymentCode, input), input.cancel);
}

async function throughThreeD(
  baseUrl: string,
  sale: Awaited<ReturnType<typeof postJson>>,
  cancel: boolean | undefined,
) {
  if (sale.status !== 200 || !sale.body.data) {
    throw new Error(`sale refused: ${sale.status} ${JSON.stringify(sale.body)}`);
  }
  // A relayed 3-D form posts to our own path first (three-d-relay.ts).
  const form = readForm(sale.body.data.content);
  const back = await walkSandboxThreeD(
    { ...form, action: new URL(form.action, baseUrl).toString() },
    { cancel },
  );
  return { transactionId: sale.body.data.transactionId, content: sale.body.data.content, callback: back };
}

/** Posts the bank's callback like the iframe does; answers where the iframe is sent. */
export async function postCallback(action: string, fields: Record<string, string>) {
  const response = await fetch(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location') ?? '' };
}

export async function transactionOf(baseUrl: string, id: string) {
  const response = await fetch(`${baseUrl}/api/PayWithoutLogin/PosCollectionTransactionGetById/${id}`);
  return (
    (await response.json()) as {
      data: Record<string, unknown> & { status: string; totalAmount: string; message: string };
    }
  ).data;
}

/** A test app that takes card payments: the sandbox bank in process, the payment throttle out of the way. */
export function buildPaymentApp(): Promise<TestApp> {
  return buildTestApp({
    listen: true,
    env: { SANDBOX_BANK: 'on' },
    throttles: { payment: { limit: 10_000, windowMs: 60_000 } },
  });
}

/** A signed-in portal payment through the sandbox's 3-D page with its callback posted: the transaction id. */
export async function paidPortalSale(
  baseUrl: string,
  token: string,
  input: Parameters<typeof portalSaleThroughThreeD>[2],
): Promise<string> {
  const { transactionId, callback } = await portalSaleThroughThreeD(baseUrl, token, input);
  await postCallback(callback.action, callback.fields);
  return transactionId;
}

/** A demo firm's id by its code (branch number), in tenant A unless another tenant is named. */
export async function firmIdOf(
  db: Db,
  code: string,
  tenantName: string = DEMO.tenantA.name,
): Promise<string> {
  const [row] = await db
    .select({ id: firms.id })
    .from(firms)
    .innerJoin(tenants, eq(tenants.id, firms.tenantId))
    .where(and(eq(firms.branchNumber, code), eq(tenants.name, tenantName)))
    .limit(1);
  if (!row) {
    throw new Error(`no firm ${code}`);
  }
  return row.id;
}
