import type {
  CommissionOptions,
  LoginEndpointsInfo,
  PosTransaction,
  PublicPaymentRequest,
  PublicTenant,
  ScreenSettings,
} from '@tahsilat/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.js';
import type { CurrencyCode } from './pay-model.js';
import type { LinkSalesRequestBody, PortalSalesRequestBody, SalesRequestBody } from './pay-request.js';

export interface Provider {
  id: number;
  name: string;
  logo: string | null;
  /** 'window' when the bank's 3-D page must open in a window of its own. */
  threeDDisplay: 'iframe' | 'window';
}

export interface PaymentMethod {
  id: string;
  name: string;
  paymentSetId: string | null;
}

export interface CurrencyRate {
  code: CurrencyCode;
  bankNoteSellValue: number;
}

/** Everything the form needs before it can be shown, fetched side by side. */
export interface PaySetup {
  tenantId: string;
  /** The tenant's e-mail (SPEC 3 sales request `email`). */
  tenantEmail: string | null;
  tenantPaymentGuid: string;
  tenant: PublicTenant;
  screen: ScreenSettings;
  providers: Provider[];
  currencies: CurrencyRate[];
  paymentMethods: PaymentMethod[];
}

export interface DecryptedParams {
  /** Null when the shop lets the payer type the amount (`isAmountOpen`). */
  amount: string | null;
  currencyCode: CurrencyCode;
  isAmountOpen: boolean;
  referenceNumber: string | null;
  firmbranchNumber: string | null;
  callbackUrl: string | null;
}

export interface ExchangeAmounts {
  usdAmount: string;
  euroAmount: string;
  tlAmount: string;
  usdRate: string;
  euroRate: string;
}

/**
 * Which API a payment screen talks to: the open payment page (PayWithoutLogin, refused when the tenant does not
 * take payments without login), a firm's payment link (PaymentRequest, any tenant), or the signed-in portal
 * (PosCollection: the session's tenant; `guid` is then only the cache key, the tenant's id).
 */
export type PaySource = 'open' | 'link' | 'portal';

const COMMISSION_PATHS: Record<PaySource, string> = {
  open: '/PayWithoutLogin/CommissionOptions',
  link: '/PaymentRequest/CommissionOptions',
  portal: '/PosCollection/CommissionOptions',
};

function commissionQuery(
  source: PaySource,
  guid: string | null,
  paymentSetId: string | null,
  firmId: string | null,
) {
  const common = { paymentSetId: paymentSetId ?? undefined, firmId: firmId ?? undefined };
  if (source === 'open') {
    return { tenantPaymentGuid: guid, ...common };
  }
  return source === 'link' ? { requestForNoPayment: 'true', paymentGuid: guid, ...common } : common;
}

const INSTALLMENT_PATHS: Record<PaySource, string> = {
  open: '/PayWithoutLogin/AvailableInstallments',
  link: '/PaymentRequest/AvailableInstallments',
  portal: '/PosCollection/AvailableInstallments',
};

function installmentBody(source: PaySource, guid: string | null, bankId: number | null) {
  if (source === 'open') {
    return { bankId, tenantPaymentGuid: guid };
  }
  return source === 'link' ? { bankId, paymentGuid: guid } : { bankId };
}

export const payKeys = {
  all: ['pay'] as const,
  setup: (tenantId: string) => [...payKeys.all, 'setup', tenantId] as const,
  request: (code: string) => [...payKeys.all, 'request', code] as const,
  requestSetup: (tenantId: string) => [...payKeys.all, 'request-setup', tenantId] as const,
  commissions: (source: PaySource, guid: string, paymentSetId: string | null, firmId: string | null) =>
    [...payKeys.all, 'commissions', source, guid, paymentSetId, firmId] as const,
  installments: (source: PaySource, guid: string, bankId: number) =>
    [...payKeys.all, 'installments', source, guid, bankId] as const,
  exchange: (tenantId: string, amount: string, currency: string) =>
    [...payKeys.all, 'exchange', tenantId, amount, currency] as const,
  params: (guid: string, tokens: readonly (string | undefined)[]) =>
    [...payKeys.all, 'params', guid, ...tokens] as const,
};

class PayLoadError extends Error {}

async function required<T>(
  promise: Promise<{ success: boolean; data: T | null; message: string }>,
): Promise<T> {
  const result = await promise;
  if (!result.success || result.data === null) {
    throw new PayLoadError(result.message);
  }
  return result.data;
}

export function usePaySetup(login: LoginEndpointsInfo | null | undefined) {
  const guid = login?.tenantPaymentGuid ?? null;
  return useQuery({
    queryKey: payKeys.setup(login?.tenantId ?? ''),
    enabled: Boolean(login && guid),
    staleTime: 5 * 60_000,
    queryFn: async (): Promise<PaySetup> => {
      if (!login || !guid) {
        throw new PayLoadError('no tenant');
      }
      const tenantId = login.tenantId;
      const [tenant, screen, providers, currencies, paymentMethods] = await Promise.all([
        required(api.get<PublicTenant>(`/FirmAuth/GetTenantById/${tenantId}`)),
        required(api.get<ScreenSettings>('/PayWithoutLogin/TenantScreenSettings', { tenantId, screenId: 6 })),
        required(api.get<Provider[]>('/PayWithoutLogin/AvailableProviders', { tenantPaymentGuid: guid })),
        required(api.get<CurrencyRate[]>('/PayWithoutLogin/GetCurrencies', { tenantId })),
        required(api.get<PaymentMethod[]>('/PayWithoutLogin/GetPaymentMethods', { tenantId })),
      ]);
      return {
        tenantId,
        tenantEmail: login.email,
        tenantPaymentGuid: guid,
        tenant,
        screen,
        providers,
        currencies,
        paymentMethods,
      };
    },
  });
}

/** Changing the payment set (or the firm of a shop link) asks for the options again (SPEC 4). */
export function useCommissionOptions(
  source: PaySource,
  guid: string | null,
  paymentSetId: string | null,
  firmId: string | null,
) {
  return useQuery({
    queryKey: payKeys.commissions(source, guid ?? '', paymentSetId, firmId),
    enabled: Boolean(guid),
    staleTime: 5 * 60_000,
    placeholderData: (previous) => previous,
    queryFn: () =>
      required(
        api.get<CommissionOptions>(
          COMMISSION_PATHS[source],
          commissionQuery(source, guid, paymentSetId, firmId),
        ),
      ),
  });
}

/** The counts the card's bank allows, when the tenant limits options by the bank rather than the definitions. */
export function useAvailableInstallments(
  source: PaySource,
  guid: string | null,
  bankId: number | null,
  needed: boolean,
) {
  return useQuery({
    queryKey: payKeys.installments(source, guid ?? '', bankId ?? 0),
    enabled: Boolean(guid && bankId !== null && needed),
    staleTime: 5 * 60_000,
    queryFn: () =>
      required(
        api.post<{ installments: number[]; defaultInstallment: number }>(
          INSTALLMENT_PATHS[source],
          installmentBody(source, guid, bankId),
        ),
      ),
  });
}

export function useExchangeAmounts(
  tenantId: string | null,
  amount: string | null,
  currency: CurrencyCode,
  enabled: boolean,
) {
  return useQuery({
    queryKey: payKeys.exchange(tenantId ?? '', amount ?? '', currency),
    enabled: Boolean(enabled && tenantId && amount),
    staleTime: 60_000,
    placeholderData: (previous) => previous,
    queryFn: () =>
      required(
        api.post<ExchangeAmounts>(
          '/PayWithoutLogin/GetPosCollectionTransactionExchangeAmounts',
          { amount, currencyCode: currency, tenantId },
          // A missing rate is not the payer's problem: the equivalents are simply not shown.
          { quietStatuses: [400] },
        ),
      ),
  });
}

export interface ParamTokensInput {
  amount?: string | undefined;
  firmbranchNumber?: string | undefined;
  referenceNumber?: string | undefined;
  callbackUrl?: string | undefined;
}

/** A shop link's encrypted path parameters, decrypted by the server; the catalogue message on failure. */
export function useDecryptedParams(guid: string | null, tokens: ParamTokensInput | null) {
  return useQuery({
    queryKey: payKeys.params(guid ?? '', [
      tokens?.amount,
      tokens?.firmbranchNumber,
      tokens?.referenceNumber,
      tokens?.callbackUrl,
    ]),
    enabled: Boolean(guid && tokens),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const decrypted = await required(
        api.post<DecryptedParams>('/PayWithoutLogin/GetDecryptParameters', {
          tenantPaymentGuid: guid,
          encryptAmountString: tokens?.amount,
          referenceNumber: tokens?.referenceNumber,
          firmbranchNumber: tokens?.firmbranchNumber,
          callbackUrl: tokens?.callbackUrl,
        }),
      );
      let firm: { firmId: string; firmName: string } | null = null;
      if (decrypted.firmbranchNumber) {
        firm = await required(
          api.post<{ firmId: string; firmName: string }>(
            '/PayWithoutLogin/GetByFirmBranchNumberWithTenantPaymentGuid',
            {
              tenantPaymentGuid: guid,
              firmbranchNumber: decrypted.firmbranchNumber,
            },
          ),
        );
      }
      return { ...decrypted, firm };
    },
  });
}

export function postSalesRequest(body: SalesRequestBody) {
  return api.post<{ transactionId: string; content: string }>('/PayWithoutLogin/SalesRequest', body);
}

export function postPortalSalesRequest(body: PortalSalesRequestBody) {
  return api.post<{ transactionId: string; content: string }>('/PosCollection/SalesRequest', body);
}

export function postLinkSalesRequest(body: LinkSalesRequestBody) {
  return api.post<{ transactionId: string; content: string }>('/PosCollection/SalesRequestWithCode', body);
}

/** A payment link by its code (SPEC 7 GetByPaymentRequestId); never cached: it may be paid meanwhile. */
export function usePaymentRequest(code: string | null) {
  return useQuery({
    queryKey: payKeys.request(code ?? ''),
    enabled: Boolean(code),
    retry: false,
    staleTime: 0,
    queryFn: () =>
      required(
        api.post<PublicPaymentRequest>(
          '/PaymentRequest/GetByPaymentRequestId',
          { PaymentRequestString: code },
          { quietStatuses: [404] },
        ),
      ),
  });
}

/** What the link page's form needs besides the link: screen 5 and the currencies (SPEC 7). */
export function useRequestSetup(request: PublicPaymentRequest | null | undefined) {
  const tenantId = request?.tenantId ?? '';
  return useQuery({
    queryKey: payKeys.requestSetup(tenantId),
    enabled: Boolean(request && request.status === 'waiting'),
    staleTime: 5 * 60_000,
    queryFn: async (): Promise<PaySetup> => {
      if (!request) {
        throw new PayLoadError('no request');
      }
      const [screen, currencies] = await Promise.all([
        required(api.get<ScreenSettings>('/PaymentRequest/TenantScreenSettings', { tenantId, screenId: 5 })),
        required(api.get<CurrencyRate[]>('/PosCollection/GetCurrencies', { tenantId })),
      ]);
      return {
        tenantId,
        tenantEmail: null,
        tenantPaymentGuid: request.paymentGuid,
        tenant: request.tenant,
        screen,
        providers: request.providers,
        currencies,
        paymentMethods: [],
      };
    },
  });
}

export function fetchTransaction(id: string) {
  return api.get<PosTransaction>(`/PayWithoutLogin/PosCollectionTransactionGetById/${id}`, undefined, {
    quietStatuses: [404],
  });
}

export type PosTransactionWithRedirect = PosTransaction & { callbackRedirectUrl?: string | null };
