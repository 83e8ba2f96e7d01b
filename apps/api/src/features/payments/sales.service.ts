import { randomBytes } from 'node:crypto';
import {
  bankIdForCard,
  formatAmount,
  formatRate,
  isAllowedCallbackUrl,
  maskCardNumber,
  messages,
  parseAmount,
  type SalesFormMode,
  type SalesRequest,
  salesFormIssues,
  salesFormModeFor,
} from '@tahsilat/domain';
import { type BankResult, type Order, renderAutoSubmitForm } from '@tahsilat/pos';
import type { AppContext, ClientInfo } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import type { TenantPaymentConfig } from './payment-config.js';
import { firmMaxInstallment, priceChoice } from './pricing.js';
import { insertSale } from './sale-items.js';
import { needsRelay, relayForm } from './three-d-relay.js';
import { moveTransaction } from './transactions.repository.js';

/** The placeholder the web app swaps for its page's CSP nonce before it shows the bank form. */
export const CONTENT_NONCE_PLACEHOLDER = '__CSP_NONCE__';

export interface SaleContext {
  channel: 'pay_without_login' | 'payment_link' | 'pos_collection';
  screen: 5 | 6;
  type: 'Auth' | 'PreAuth';
  firm: { id: string; groupCode: string | null } | null;
  referenceNumber: string | null;
  callbackUrl: string | null;
  callbackMethod: 'GET' | 'POST' | null;
  withParams: boolean;
  /** The params key that opened the link (pay with params): it signs the shop redirect. */
  paramsKeyId: string | null;
  /** The pay-with-params link being paid (its tokens' link id): signed back to the shop with the result. */
  paramsLinkId?: string | null;
  /** The payment link being paid (channel payment_link). */
  paymentRequestId: string | null;
  /** The signed-in user paying from the portal (channel pos_collection). */
  userId?: string | null;
  /** Payment plan lines the payment pays (channel pos_collection): checked and shared out as it is stored. */
  dueItemIds?: readonly string[] | null;
}

/** The form rules the tenant's flags choose (SPEC 5): the same function the payment page uses. */
export function formModeOf(
  config: TenantPaymentConfig,
  sale: SaleContext,
  language: 'tr' | 'en',
): SalesFormMode {
  const tenant = config.tenant;
  return salesFormModeFor(
    {
      isPosTransactionUseAdditionalField: tenant.isPosTransactionUseAdditionalField,
      b2BIsUseAdditionalFieldForPolicy: tenant.b2bIsUseAdditionalFieldForPolicy,
      b2BShowCustomFields: tenant.b2bShowCustomFields,
    },
    {
      withParams: sale.withParams,
      mobilePhoneVisible: config.screens[sale.screen].b2BMobilePhoneVisibility,
      language,
    },
  );
}

/** Unique per POS account: T + yymmdd + 10 random base32 characters. */
function newOrderId(): string {
  const day = new Date().toISOString().slice(2, 10).replaceAll('-', '');
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const random = [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `T${day}${random}`;
}

const trimmed = (value: string | undefined | null) => (value && value.trim() !== '' ? value.trim() : null);

/**
 * The bank would not start the 3-D check (PosNet, KuveytTürk, PayFlex ask it server to server first): nothing was
 * authorised, so the attempt fails with the bank's words, or as unreachable when it did not answer.
 */
async function refuseStart(ctx: AppContext, id: string, result: BankResult): Promise<never> {
  const unanswered = result.outcome === 'unknown';
  const message = unanswered ? messages.bankUnavailable : (result.message ?? messages.paymentDeclined);
  await moveTransaction(ctx.db, id, 'awaiting_3d', {
    status: 'failed',
    returnCode: result.returnCode,
    errorCode: result.errorCode,
    message,
  });
  ctx.log.warn({ transactionId: id, outcome: result.outcome, code: result.returnCode }, '3-D start refused');
  throw new AppError(unanswered ? 'UNAVAILABLE' : 'BAD_REQUEST', message);
}

/**
 * Starts a card payment (DESIGN 6): price it from the stored definition, compare with the payer's
 * figure, store the attempt as awaiting_3d and answer the bank's 3-D form. The card number and CVV
 * stay in this function's memory.
 */
/** The version a new payment starts on; the account's trigger always sets it (migration 0024). */
function versionOf(row: { id: string; currentVersionId: string | null }): string {
  if (!row.currentVersionId) {
    throw new Error(`POS account ${row.id} has no version`);
  }
  return row.currentVersionId;
}

export async function startCardPayment(
  ctx: AppContext,
  config: TenantPaymentConfig,
  request: Omit<SalesRequest, 'tenantPaymentGuid'>,
  sale: SaleContext,
  client: ClientInfo,
): Promise<{ transactionId: string; content: string }> {
  const language =
    request.language ?? (config.tenant.b2bPayWithLinkDefaultLanguageOption === 1 ? 'en' : 'tr');
  const issues = salesFormIssues(request, formModeOf(config, sale, language));
  if (Object.keys(issues).length > 0) {
    throw AppError.validation(Object.values(issues));
  }
  if (sale.callbackUrl && !isAllowedCallbackUrl(sale.callbackUrl, config.tenant.allowedCallbackOrigins)) {
    throw new AppError('BAD_REQUEST', messages.callbackNotAllowed);
  }
  const netAmount = parseAmount(request.netAmount) ?? 0n;
  const priced = priceChoice(config, {
    definitionId: request.posCollectionCommissionDefinitionId,
    bankId: request.bankId,
    installments: request.installmentCount,
    netAmount,
    currency: request.currencyCode,
    paymentSetId: request.paymentSetId ?? null,
    maxInstallment: firmMaxInstallment(config, sale.firm?.groupCode),
    screen: sale.screen,
  });
  // Instalments are a card programme's offer: only a card of the programme's bank may take them.
  if (
    request.installmentCount > 1 &&
    bankIdForCard(request.cardNumber) !== priced.definition.pos.row.bankId
  ) {
    throw new AppError('BAD_REQUEST', messages.installmentNeedsProgrammeCard);
  }
  if (parseAmount(request.amount) !== priced.pricing.total) {
    throw new AppError('BAD_REQUEST', messages.amountMismatch);
  }
  const deferral = request.deferringInstallmentCount ?? 0;
  if (deferral > 0) {
    const { row } = priced.definition;
    if (
      request.installmentCount < 2 ||
      deferral < row.deferringRangeStart ||
      deferral > row.deferringRangeEnd
    ) {
      throw new AppError('BAD_REQUEST', messages.deferralOutOfRange);
    }
  }

  const pos = priced.definition.pos;
  const id = crypto.randomUUID();
  const orderId = newOrderId();
  const callbackUrl = `${ctx.config.publicUrl}/api/PosCollection/BankCallback/${id}`;
  await insertSale(
    ctx.db,
    {
      id,
      tenantId: config.tenant.id,
      firmId: sale.firm?.id ?? null,
      posAccountId: pos.row.id,
      // The version whose credentials sign this 3-D start: every later call of this payment uses it.
      posAccountVersionId: versionOf(pos.row),
      paymentModel: pos.account.model,
      commissionDefinitionId: priced.definition.row.id,
      bankId: pos.row.bankId,
      bankName: pos.row.name,
      orderId,
      channel: sale.channel,
      status: 'awaiting_3d',
      transactionType: sale.type,
      amount: formatAmount(netAmount),
      netAmount: formatAmount(priced.pricing.net),
      totalAmount: formatAmount(priced.pricing.total),
      commissionRate: formatRate(priced.rate),
      commissionAmount: formatAmount(priced.pricing.commission),
      currencyCode: request.currencyCode,
      installmentCount: request.installmentCount,
      extraInstallmentCount: priced.extra,
      deferringInstallmentCount: deferral,
      maskedCardNumber: maskCardNumber(request.cardNumber),
      cardHolderName: request.holderName,
      customerEmail: trimmed(request.customerEmail),
      mobilePhone: trimmed(request.mobilePhone),
      description: trimmed(request.description),
      tckn: trimmed(request.tckn),
      contractNumber: trimmed(request.contractNumber),
      branchCode: trimmed(request.branchCode),
      memberNumber: trimmed(request.memberNumber),
      customerInformation: trimmed(request.customerInformation),
      insuranceCompany: trimmed(request.insuranceCompany),
      paymentMethod: trimmed(request.paymentMethod),
      paymentSetId: request.paymentSetId ?? null,
      policyDate: request.policyDate ?? null,
      referenceNumber: sale.referenceNumber,
      callbackUrl: sale.callbackUrl,
      callbackMethod: sale.callbackMethod,
      paramsKeyId: sale.paramsKeyId,
      paramsLinkId: sale.paramsLinkId ?? null,
      paymentRequestId: sale.paymentRequestId,
      userId: sale.userId ?? null,
      language,
      clientIp: client.ip,
    },
    sale.dueItemIds ?? null,
  );

  const order: Order = {
    cardHolderName: request.holderName,
    orderId,
    amount: priced.pricing.total,
    currency: request.currencyCode,
    installments: request.installmentCount,
    type: sale.type,
    okUrl: callbackUrl,
    failUrl: callbackUrl,
    language,
    customerIp: client.ip,
  };
  const start = await ctx.gatewayFor(pos.account).start3d(order, {
    number: request.cardNumber,
    expireMonth: request.expireMonth,
    expireYear: request.expireYear,
    cvv: request.cvv,
    holderName: request.holderName,
  });
  if (start.kind === 'refused') {
    return refuseStart(ctx, id, start.result);
  }
  const form = needsRelay(pos.account.protocol) ? relayForm(ctx, id, start, language) : start;
  return {
    transactionId: id,
    content: renderAutoSubmitForm(form, {
      nonce: CONTENT_NONCE_PLACEHOLDER,
      title: language === 'en' ? 'Redirecting you to your bank' : 'Bankanıza yönlendiriliyorsunuz',
      button: language === 'en' ? 'Continue' : 'Devam et',
    }),
  };
}
