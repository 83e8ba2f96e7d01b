import {
  type CommissionOptions,
  type CurrencyCode,
  type DecryptedParameters,
  type DecryptParametersRequest,
  declineReasonOf,
  divideByExchangeRate,
  formatAmount,
  messages,
  multiplyByExchangeRate,
  type PosTransaction,
  parseAmount,
  type SalesRequest,
  storedTranslations,
} from '@tahsilat/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { firms } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { callbackRedirectUrl, openLinkParams, presentDecrypted } from '../pay-params/pay-params.service.js';
import type { DefinitionEntry, TenantPaymentConfig } from '../payments/payment-config.js';
import { firmMaxInstallment } from '../payments/pricing.js';
import type { SaleContext } from '../payments/sales.service.js';
import { findTransaction, type PosTransactionRow } from '../payments/transactions.repository.js';
import { receiptDownloadUrl } from '../receipts/receipt.service.js';

/** The tenant behind a payment guid, refused when it does not take payments without login. */
export async function payingTenantConfig(ctx: AppContext, paymentGuid: string): Promise<TenantPaymentConfig> {
  const tenant = await ctx.tenants.requireByPaymentGuid(paymentGuid);
  if (!tenant.isPaymentWithoutLoginAllowed) {
    throw new AppError('BAD_REQUEST', messages.tenantPaymentNotAllowed);
  }
  return ctx.paymentConfig.get(tenant.id);
}

export async function findFirm(
  ctx: AppContext,
  tenantId: string,
  where: { id?: string; branchNumber?: string },
) {
  const condition = where.id ? eq(firms.id, where.id) : eq(firms.branchNumber, where.branchNumber ?? '');
  const rows = await ctx.db
    .select({ id: firms.id, name: firms.name, groupCode: firms.groupCode, isActive: firms.isActive })
    .from(firms)
    .where(and(eq(firms.tenantId, tenantId), condition))
    .limit(1);
  const firm = rows[0];
  if (!firm?.isActive) {
    throw AppError.notFound(messages.firmNotFound);
  }
  return firm;
}

/** Banks the tenant has an active POS account with at least one card programme at. */
export function availableProviders(config: TenantPaymentConfig) {
  const withDefinitions = new Set(config.definitions.map((d) => d.pos.row.id));
  return config.accounts
    .filter((entry) => withDefinitions.has(entry.row.id))
    .map((entry) => ({
      id: entry.row.bankId,
      name: entry.row.name,
      logo: entry.row.logoPath,
      threeDDisplay: entry.row.threeDDisplay,
    }));
}

export async function commissionOptions(
  ctx: AppContext,
  config: TenantPaymentConfig,
  query: { paymentSetId?: string | undefined; firmId?: string | undefined },
): Promise<CommissionOptions> {
  const firm = query.firmId ? await findFirm(ctx, config.tenant.id, { id: query.firmId }) : null;
  const tenant = config.tenant;
  const definitions = config.definitions.filter(
    (d) => !d.row.paymentSetId || !query.paymentSetId || d.row.paymentSetId === query.paymentSetId,
  );
  return {
    useCommissionsForAvailableInstallment: tenant.useCommissionsForAvailableInstallment,
    useFirmGroupCodeForMaxInstallment: tenant.useFirmGroupCodeForMaxInstallment,
    isSelectableInstallmentTable: tenant.isSelectableInstallmentTable,
    posCollectionDescription: tenant.posCollectionDescription,
    posCollectionDescriptionTranslations: storedTranslations(
      tenant.textTranslations,
      'posCollectionDescription',
    ),
    useEmptyCommissionList: tenant.useEmptyCommissionList,
    maxInstallment: firmMaxInstallment(config, firm?.groupCode),
    commissions: definitions.map((d) => d.presented),
    ...singlePaymentPreference(config, definitions),
  };
}

/**
 * The single payment the screens show first (issue 27), as it applies now: the tenant's chosen account while it is
 * switched on and offers a single payment among these programmes, else the cheapest for the payer. The account id
 * is checked to be the tenant's when saved; here only the tenant's own switched-on accounts are looked in.
 */
export function singlePaymentPreference(
  config: TenantPaymentConfig,
  definitions: readonly DefinitionEntry[],
): Pick<CommissionOptions, 'singlePaymentPricing' | 'singlePaymentBankId'> {
  const { singlePaymentPricing, singlePaymentPosAccountId } = config.tenant;
  const chosen =
    singlePaymentPricing === 'account' && singlePaymentPosAccountId
      ? definitions.find((d) => d.pos.row.id === singlePaymentPosAccountId && d.row.commissionRate1Enabled)
      : undefined;
  return chosen
    ? { singlePaymentPricing: 'account', singlePaymentBankId: chosen.pos.row.bankId }
    : { singlePaymentPricing: 'cheapest', singlePaymentBankId: null };
}

export function availableInstallments(config: TenantPaymentConfig, bankId: number) {
  const entry = config.accounts.find((account) => account.row.bankId === bankId);
  if (!entry) {
    return { installments: [], defaultInstallment: 1 };
  }
  return { installments: entry.row.installments, defaultInstallment: entry.row.defaultInstallment };
}

const RATE_DECIMALS = 4;
function rateText(micros: bigint): string {
  const whole = micros / 1_000_000n;
  const fraction = ((micros % 1_000_000n) / 100n).toString().padStart(RATE_DECIMALS, '0');
  return `${whole}.${fraction}`;
}

/** The amount in TL, USD and EUR at bank-note selling rates (SPEC 3 exchange amounts). */
export function exchangeAmounts(config: TenantPaymentConfig, amountText: string, currency: CurrencyCode) {
  const usd = config.rates.USD;
  const eur = config.rates.EUR;
  if (usd === null || eur === null) {
    throw new AppError('BAD_REQUEST', messages.exchangeRateMissing);
  }
  const amount = parseAmount(amountText) ?? 0n;
  const tl = currency === 'TRY' ? amount : multiplyByExchangeRate(amount, currency === 'USD' ? usd : eur);
  return {
    tlAmount: formatAmount(tl),
    usdAmount: formatAmount(currency === 'USD' ? amount : divideByExchangeRate(tl, usd)),
    euroAmount: formatAmount(currency === 'EUR' ? amount : divideByExchangeRate(tl, eur)),
    usdRate: rateText(usd),
    euroRate: rateText(eur),
  };
}

export function currencies(config: TenantPaymentConfig) {
  return config.currencies.map((code) => {
    const rate = code === 'USD' ? config.rates.USD : code === 'EUR' ? config.rates.EUR : 1_000_000n;
    return { code, bankNoteSellValue: rate === null ? 0 : Number(rateText(rate)) };
  });
}

/** The transaction as the payment screens see it (DESIGN 6 answer contract). */
export function presentTransaction(
  row: PosTransactionRow,
  callbackRedirectUrl: string | null,
  receiptUrl: string | null = null,
): PosTransaction {
  // 'authorising' lasts a bank round trip; to the payer it is still waiting.
  const status = row.status === 'authorising' ? 'awaiting_3d' : row.status;
  return {
    id: row.id,
    status,
    isSuccess: row.status === 'authorised',
    amount: row.amount,
    netAmount: row.netAmount,
    totalAmount: row.totalAmount,
    commissionAmount: row.commissionAmount,
    commissionRate: Number(row.commissionRate),
    installmentCount: row.installmentCount,
    extraInstallmentCount: row.extraInstallmentCount,
    deferringInstallmentCount: row.deferringInstallmentCount,
    currencyCode: row.currencyCode,
    maskedCardNumber: row.maskedCardNumber,
    holderName: row.cardHolderName,
    bankName: row.bankName,
    referenceNumber: row.referenceNumber,
    orderId: row.orderId,
    authCode: row.authCode,
    message: row.message ?? (status === 'awaiting_3d' ? messages.paymentPending : ''),
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    callbackRedirectUrl,
    receiptUrl,
    declineReason: declineReasonOf({
      status: row.status,
      returnCode: row.returnCode,
      errorCode: row.errorCode,
      mdStatus: row.mdStatus,
      message: row.message,
    }),
  };
}

export async function transactionById(ctx: AppContext, id: string): Promise<PosTransaction> {
  const row = await findTransaction(ctx.db, id);
  if (!row) {
    throw AppError.notFound(messages.transactionNotFound);
  }
  const redirect = row.callbackUrl
    ? await callbackRedirectUrl(ctx.paramsKeys, await ctx.tenants.require(row.tenantId), row)
    : null;
  const taken = row.status === 'authorised' && (row.preAuthState === null || row.preAuthState === 'captured');
  return presentTransaction(row, redirect, taken ? receiptDownloadUrl(ctx, row.id) : null);
}

/** POST /PayWithoutLogin/GetDecryptParameters: a link's values for the pay page to show (SPEC 3). */
export async function decryptParameters(
  ctx: AppContext,
  request: DecryptParametersRequest,
  ip: string,
): Promise<DecryptedParameters> {
  const { tenant } = await payingTenantConfig(ctx, request.tenantPaymentGuid);
  const opened = await openLinkParams(
    ctx,
    tenant,
    {
      amount: request.encryptAmountString,
      referenceNumber: request.referenceNumber,
      firmbranchNumber: request.firmbranchNumber,
      callbackUrl: request.callbackUrl,
    },
    ip,
  );
  return presentDecrypted(opened);
}

/**
 * Who a pay-without-login sale is for and where it returns. With a link's tokens the server opens them
 * itself and they fix the reference, the callback, the firm, the currency and (unless the link leaves it open)
 * the amount; the browser's own values may only repeat them. Without them a return address is refused: only a
 * shop's sealed link sets one.
 */
export async function saleContextOf(
  ctx: AppContext,
  config: TenantPaymentConfig,
  sale: Omit<SalesRequest, 'tenantPaymentGuid'>,
  ip: string,
): Promise<SaleContext> {
  const plain = { channel: 'pay_without_login', screen: 6, type: 'Auth', paymentRequestId: null } as const;
  if (!sale.encryptedParams) {
    if (sale.callbackUrl) {
      throw new AppError('BAD_REQUEST', messages.callbackNotAllowed);
    }
    const firm = sale.firmId ? await findFirm(ctx, config.tenant.id, { id: sale.firmId }) : null;
    return {
      ...plain,
      firm: firm ? { id: firm.id, groupCode: firm.groupCode } : null,
      referenceNumber: null,
      callbackUrl: null,
      callbackMethod: null,
      withParams: false,
      paramsKeyId: null,
      paramsLinkId: null,
    };
  }
  const params = await openLinkParams(ctx, config.tenant, sale.encryptedParams, ip);
  if (sale.callbackUrl && sale.callbackUrl !== params.callbackUrl) {
    throw new AppError('BAD_REQUEST', messages.callbackNotAllowed);
  }
  // The link's currency is charged; an amount the shop fixed is paid exactly, an open one as the payer typed it.
  if (sale.currencyCode !== params.currency) {
    throw new AppError('BAD_REQUEST', messages.currencyNotAllowed);
  }
  if (params.amount !== null && parseAmount(sale.netAmount) !== params.amount) {
    throw new AppError('BAD_REQUEST', messages.amountMismatch);
  }
  const firm = params.firmbranchNumber
    ? await findFirm(ctx, config.tenant.id, { branchNumber: params.firmbranchNumber })
    : sale.firmId
      ? await findFirm(ctx, config.tenant.id, { id: sale.firmId })
      : null;
  if (params.firmbranchNumber && sale.firmId && sale.firmId !== firm?.id) {
    throw new AppError('BAD_REQUEST', messages.firmNotFound);
  }
  return {
    ...plain,
    firm: firm ? { id: firm.id, groupCode: firm.groupCode } : null,
    referenceNumber: params.referenceNumber,
    callbackUrl: params.callbackUrl,
    callbackMethod: params.callbackUrl ? 'GET' : null,
    withParams: true,
    paramsKeyId: params.keyId,
    paramsLinkId: params.linkId,
  };
}
