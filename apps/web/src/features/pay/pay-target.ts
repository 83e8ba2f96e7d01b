import type { PublicPaymentRequest } from '@tahsilat/domain';
import { messages } from '@tahsilat/domain/messages';
import { formatTurkishAmount, parseAmount } from '@tahsilat/domain/pricing';
import {
  type PaySetup,
  type PaySource,
  postLinkSalesRequest,
  postPortalSalesRequest,
  postSalesRequest,
} from './api.js';
import { formatMobile } from './pay-format.js';
import { amountOf, type CurrencyCode, emptyValues, type PayErrors, type PayFormValues } from './pay-model.js';
import {
  buildLinkSalesRequest,
  buildPortalSalesRequest,
  buildSalesRequest,
  type ParamTokens,
  type SalesRequestContext,
} from './pay-request.js';

/** A shop link, decrypted by the server (SPEC 3 decrypted parameters). */
export interface ShopLink {
  tokens: ParamTokens;
  /** The amount the shop fixed; null when it lets the payer type one. */
  amount: string | null;
  /** The link's currency: the payment is charged in it. */
  currency: CurrencyCode;
  referenceNumber: string | null;
  callbackUrl: string | null;
  firm: { firmId: string; firmName: string } | null;
}

/** A signed-in payment (`/pos-collection`): the paying firm, and what the payment plan prefilled. */
export interface PortalPayment {
  firm: { id: string; name: string };
  /** The amount to start with (API form, "1250.50"); the payer may lower it. */
  amount: string | null;
  currency: CurrencyCode | null;
  /** Payment plan lines paid, and what they leave open together (the most the payment may be). */
  items: { ids: string[]; open: string } | null;
  description: string | null;
  /** The payer's name for the customer field (the firm's; the payer may change it). */
  customerName: string;
}

/**
 * What the form pays: the open payment page (with a shop's link when it came with one), a firm's payment link,
 * whose amount, currency, firm, description and payment set are fixed (SPEC 4), or a signed-in payment.
 */
export type PayTarget =
  | { kind: 'open'; link: ShopLink | null }
  | { kind: 'request'; request: PublicPaymentRequest; code: string }
  | { kind: 'portal'; payment: PortalPayment };

export function sourceOf(target: PayTarget): PaySource {
  return target.kind === 'request' ? 'link' : target.kind === 'portal' ? 'portal' : 'open';
}

/** An amount the payer cannot change: a payment link's, or a shop link's when it carries one. */
export function lockedAmountOf(target: PayTarget): bigint | null {
  const fixed =
    target.kind === 'request'
      ? target.request.amount
      : target.kind === 'open'
        ? (target.link?.amount ?? null)
        : null;
  const amount = fixed ? parseAmount(fixed) : null;
  return amount !== null && amount > 0n ? amount : null;
}

export function initialValues(target: PayTarget): PayFormValues {
  const values = emptyValues();
  const locked = lockedAmountOf(target);
  if (target.kind === 'request') {
    const { request } = target;
    return {
      ...values,
      amount: locked ? formatTurkishAmount(locked) : '',
      currencyCode: request.currencyCode,
      description: request.description,
      customerInformation: request.customerName ?? '',
      customerEmail: request.customerEmail ?? '',
      mobilePhone: request.customerPhone ? formatMobile(request.customerPhone) : '',
    };
  }
  if (target.kind === 'portal') {
    const { payment } = target;
    const amount = payment.amount ? parseAmount(payment.amount) : null;
    return {
      ...values,
      amount: amount !== null && amount > 0n ? formatTurkishAmount(amount) : '',
      currencyCode: payment.currency ?? 'TRY',
      description: payment.description ?? '',
      customerInformation: payment.customerName,
    };
  }
  return {
    ...values,
    amount: locked ? formatTurkishAmount(locked) : '',
    currencyCode: target.link?.currency ?? values.currencyCode,
  };
}

/** The firm the payment is for: a link's, a shop link's, or the signed-in payer's. */
export function firmIdOf(target: PayTarget): string | null {
  if (target.kind === 'request') {
    return target.request.firmId;
  }
  return target.kind === 'portal' ? target.payment.firm.id : (target.link?.firm?.firmId ?? null);
}

export function firmNameOf(target: PayTarget): string | null {
  if (target.kind === 'request') {
    return target.request.firmName;
  }
  return target.kind === 'portal' ? target.payment.firm.name : (target.link?.firm?.firmName ?? null);
}

/** The currencies the target allows before the banks have their say: one when it fixes the currency. */
export function targetCurrencies(target: PayTarget, setup: Pick<PaySetup, 'currencies'>): CurrencyCode[] {
  if (target.kind === 'request') {
    return [target.request.currencyCode];
  }
  if (target.kind === 'portal' && target.payment.items && target.payment.currency) {
    return [target.payment.currency];
  }
  if (target.kind === 'open' && target.link) {
    return [target.link.currency];
  }
  return setup.currencies.map((c) => c.code);
}

/** Sends the sales call the target needs (call only when the form has no errors). */
export function postSale(
  target: PayTarget,
  setup: PaySetup,
  values: PayFormValues,
  sale: SalesRequestContext,
) {
  if (target.kind === 'request') {
    return postLinkSalesRequest(
      buildLinkSalesRequest(values, {
        ...sale,
        paymentCode: target.code,
        isPreAuth: target.request.isPreAuth,
      }),
    );
  }
  if (target.kind === 'portal') {
    return postPortalSalesRequest(
      buildPortalSalesRequest(values, { ...sale, items: target.payment.items?.ids ?? null }),
    );
  }
  return postSalesRequest(
    buildSalesRequest(values, {
      ...sale,
      tenantPaymentGuid: setup.tenantPaymentGuid,
      tenantEmail: setup.tenantEmail,
      paramTokens: target.link?.tokens ?? null,
    }),
  );
}

/** The target's own rule: a payment of plan lines may not be more than they leave open (the server checks too). */
export function targetIssues(target: PayTarget, values: PayFormValues): PayErrors {
  const items = target.kind === 'portal' ? target.payment.items : null;
  const amount = amountOf(values.amount);
  const open = items ? parseAmount(items.open) : null;
  return open !== null && amount !== null && amount > open ? { amount: messages.amountAboveDueItems } : {};
}
