/** What the payment form sends (the three sales calls' bodies) and how the bank's answer is shown. */

import { formatAmount, parseChoiceValue } from '@tahsilat/domain/pricing';
import { cardDigits } from './pay-format.js';
import {
  amountOf,
  dottedToIso,
  type PayFormLayout,
  type PayFormValues,
  type PayLanguage,
  splitExpiry,
} from './pay-model.js';
import type { ChosenOption } from './pay-options.js';

/** The encrypted params of a shop link, passed back so the server decrypts them itself. */
export interface ParamTokens {
  amount: string;
  referenceNumber: string;
  firmbranchNumber?: string;
  callbackUrl?: string;
}

export interface SalesRequestContext {
  firmId: string | null;
  language: PayLanguage;
  layout: PayFormLayout;
  chosen: ChosenOption;
  paymentMethods: readonly { id: string; name: string; paymentSetId: string | null }[];
}

const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The card and customer fields both sales calls send (SPEC 3); call only when validatePayForm is empty. */
export function saleFields(values: PayFormValues, context: SalesRequestContext) {
  const { chosen, layout } = context;
  const choice = parseChoiceValue(chosen.option.value);
  const net = amountOf(values.amount) ?? 0n;
  const { month, year } = splitExpiry(values.expiry);
  const methods = context.paymentMethods.filter((m) => values.paymentMethodIds.includes(m.id));
  const sets = new Set(methods.map((m) => m.paymentSetId));
  const deferral = values.deferral.trim() === '' ? undefined : Number(values.deferral);
  return {
    holderName: values.holderName.trim(),
    cardNumber: cardDigits(values.cardNumber),
    cvv: values.cvv,
    expireMonth: month,
    expireYear: year,
    amount: chosen.option.total ?? formatAmount(net),
    netAmount: formatAmount(net),
    currencyCode: values.currencyCode,
    bankId: chosen.bank.bankId,
    installmentCount: chosen.option.installment,
    cardType: choice?.cardType,
    posCollectionCommissionDefinitionId: chosen.bank.definitionId,
    firmId: context.firmId ?? undefined,
    mobilePhone: layout.mobilePhone ? optional(values.mobilePhone) : undefined,
    customerEmail: layout.customerEmail ? optional(values.customerEmail) : undefined,
    description: layout.description ? optional(values.description) : undefined,
    customerInformation: layout.customerInformation ? optional(values.customerInformation) : undefined,
    tckn: layout.tckn ? optional(values.tckn) : undefined,
    contractNumber: layout.contractNumber ? optional(values.contractNumber) : undefined,
    branchCode: layout.branchCode ? optional(values.branchCode) : undefined,
    memberNumber: layout.memberNumber ? optional(values.memberNumber) : undefined,
    insuranceCompany: layout.policyFields ? optional(values.insuranceCompany) : undefined,
    policyDate: layout.policyFields ? (dottedToIso(values.policyDate) ?? undefined) : undefined,
    paymentMethod: methods.length > 0 ? methods.map((m) => m.name).join(', ') : undefined,
    paymentSetId: sets.size === 1 ? ([...sets][0] ?? undefined) : undefined,
    deferringInstallmentCount: chosen.option.deferral && deferral ? deferral : undefined,
    language: context.language,
  };
}

/** The body of POST /PayWithoutLogin/SalesRequest (SPEC 3). */
export function buildSalesRequest(
  values: PayFormValues,
  context: SalesRequestContext & {
    tenantPaymentGuid: string;
    tenantEmail: string | null;
    paramTokens: ParamTokens | null;
  },
) {
  return {
    ...saleFields(values, context),
    tenantPaymentGuid: context.tenantPaymentGuid,
    email: context.tenantEmail ?? undefined,
    ...(context.paramTokens
      ? { encryptedParams: context.paramTokens, callbackUrlRequestMethod: 'GET' as const }
      : {}),
  };
}

/** The body of POST /PosCollection/SalesRequestWithCode: the link's code instead of the tenant. */
export function buildLinkSalesRequest(
  values: PayFormValues,
  context: SalesRequestContext & { paymentCode: string; isPreAuth: boolean },
) {
  return {
    ...saleFields(values, context),
    paymentCode: context.paymentCode,
    isUsePreAuth: context.isPreAuth,
  };
}

/** The body of POST /PosCollection/SalesRequest: the session decides tenant and firm; `items` the plan lines. */
export function buildPortalSalesRequest(
  values: PayFormValues,
  context: SalesRequestContext & { items: string[] | null },
) {
  return {
    ...saleFields(values, context),
    ...(context.items && context.items.length > 0 ? { items: context.items } : {}),
  };
}

export type SalesRequestBody = ReturnType<typeof buildSalesRequest>;
export type PortalSalesRequestBody = ReturnType<typeof buildPortalSalesRequest>;
export type LinkSalesRequestBody = ReturnType<typeof buildLinkSalesRequest>;

/** How the bank's answer is shown (SPEC 4): a URL in the iframe's src, a document in srcdoc or a new window. */
export function threeDDisplayOf(
  content: string,
  bankOpensWindow: boolean,
): { kind: 'url'; url: string } | { kind: 'document'; html: string; window: boolean } {
  const trimmed = content.trim();
  if (/^https?:\/\/\S+$/i.test(trimmed)) {
    return { kind: 'url', url: trimmed };
  }
  return { kind: 'document', html: content, window: bankOpensWindow };
}

/** The bank form carries a placeholder for the page's CSP nonce; only the page knows the nonce. */
export function withNonce(html: string, nonce: string): string {
  return html.replaceAll('__CSP_NONCE__', nonce);
}
