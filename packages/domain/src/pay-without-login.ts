import { z } from 'zod';
import { isIsoCalendarDate } from './calendar.js';
import { noCardNumber } from './card-numbers.js';
import { CURRENCY_CODES } from './codes.js';
import { DeclineReason } from './decline.js';
import { answerOf } from './envelope.js';
import { messages } from './messages.js';
import { type CommissionDefinition, INSTALLMENT_COUNTS } from './payment-options.js';
import {
  CardNumber,
  Cvv,
  ExpireMonth,
  ExpireYear,
  isExpiryInFuture,
  MoneyString,
} from './payment-validators.js';
import { SINGLE_PAYMENT_PRICINGS } from './single-payment.js';
import { TextByLanguageSchema } from './tenant-texts.js';

export const CurrencyCode = z.enum(CURRENCY_CODES);
export type CurrencyCode = z.infer<typeof CurrencyCode>;

const Guid = z.uuid();

const rateShape = Object.fromEntries(
  INSTALLMENT_COUNTS.flatMap((n) => [
    [`commissionRate${n}`, z.number().min(0).max(99.9999)],
    [`commissionRate${n}Enabled`, z.boolean()],
    [`isCommissionIncludedCommissionRate${n}`, z.boolean()],
  ]),
);

export const CommissionDefinitionSchema = z.object({
  id: z.string(),
  bankId: z.number().int(),
  bankName: z.string(),
  bankLogo: z.string().nullable(),
  cardName: z.string(),
  cardLogoForUseWithBank: z.string().nullable(),
  isVisaMasterCard: z.boolean(),
  isAgriculturePos: z.boolean(),
  agricultureCardLogo: z.string().nullable(),
  ...rateShape,
  extraInstallmentCount: z.number().int().min(0).max(12),
  extraInstallmentExpireDate: z.string().nullable(),
  deferringInstallmentCount: z.number().int().min(0).max(12),
  deferringInstallmentCountRangeStartValue: z.number().int().min(0).max(12),
  deferringInstallmentCountRangeEndValue: z.number().int().min(0).max(12),
  description: z.string().nullable(),
  campaignImagePath: z.string().nullable(),
  isCommissionFromDealer: z.boolean(),
}) as unknown as z.ZodType<CommissionDefinition>;

// GET /PayWithoutLogin/GetPaymentMethods, /GetCurrencies, /TenantScreenSettings
export const TenantIdQuery = z.strictObject({ tenantId: Guid });
export const PaymentMethod = z.object({
  id: z.string(),
  name: z.string(),
  paymentSetId: z.string().nullable(),
});
export const PaymentMethodsAnswer = answerOf(z.array(PaymentMethod));
export const Currency = z.object({
  code: CurrencyCode,
  bankNoteSellValue: z.number().describe('TRY per unit, bank-note selling rate'),
});
export const CurrenciesAnswer = answerOf(z.array(Currency));

export const ScreenSettingsQuery = z.strictObject({
  tenantId: Guid,
  screenId: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(5), z.literal(6)])),
});
export const ScreenSettings = z.object({
  b2BShowCampaignButton: z.boolean(),
  b2BViewUsdOnCurrencyDropDown: z.boolean(),
  b2BViewEuroOnCurrencyDropDown: z.boolean(),
  b2BCustomerInformationVisibility: z.boolean(),
  b2BMobilePhoneVisibility: z.boolean(),
  b2BTcknVisibility: z.boolean(),
  b2BHideCommissionRateInfo: z.boolean(),
});
export type ScreenSettings = z.infer<typeof ScreenSettings>;
export const ScreenSettingsAnswer = answerOf(ScreenSettings);

// POST /PayWithoutLogin/GetByFirmBranchNumberWithTenantPaymentGuid
export const FirmByBranchRequest = z.strictObject({
  tenantPaymentGuid: Guid,
  firmbranchNumber: z.string().trim().min(1).max(50),
});
export const FirmByBranchAnswer = answerOf(z.object({ firmId: z.string(), firmName: z.string() }));

// GET /PayWithoutLogin/AvailableProviders
export const TenantPaymentGuidQuery = z.strictObject({ tenantPaymentGuid: Guid });
export const Provider = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  threeDDisplay: z
    .enum(['iframe', 'window'])
    .describe("'window': the bank's 3-D page opens in a window of its own, not in the modal's iframe"),
});
export const ProvidersAnswer = answerOf(z.array(Provider));

// GET /PayWithoutLogin/CommissionOptions
export const CommissionOptionsQuery = z.strictObject({
  tenantPaymentGuid: Guid,
  paymentSetId: Guid.optional(),
  firmId: Guid.optional(),
});
export const CommissionOptions = z.object({
  useCommissionsForAvailableInstallment: z.boolean(),
  useFirmGroupCodeForMaxInstallment: z.boolean(),
  isSelectableInstallmentTable: z.boolean(),
  posCollectionDescription: z.string().nullable().describe('Sanitised HTML'),
  posCollectionDescriptionTranslations: TextByLanguageSchema.describe(
    'The notice by language (sanitised HTML); the screens show posCollectionDescription for a missing one',
  ),
  useEmptyCommissionList: z.boolean(),
  /** The firm's instalment ceiling from its group code, when the tenant uses one and the firm is known. */
  maxInstallment: z.number().int().nullable(),
  commissions: z.array(CommissionDefinitionSchema),
  /**
   * Which single payment the screens show first (issue 27), as it applies now: the tenant's chosen account
   * ('account', with its provider id) or the cheapest for the payer. Added fields: the rest of the answer is
   * SPEC 3's, unchanged.
   */
  singlePaymentPricing: z
    .enum(SINGLE_PAYMENT_PRICINGS)
    .describe(
      "'account': the single payment of the bank in singlePaymentBankId is shown first, the other banks' folded; " +
        "'cheapest': the cheapest for the payer. The one an account switched off or missing falls back to",
    ),
  singlePaymentBankId: z
    .number()
    .int()
    .nullable()
    .describe("The preferred account's provider (bank) id when singlePaymentPricing is 'account'; else null"),
});
export type CommissionOptions = z.infer<typeof CommissionOptions>;
export const CommissionOptionsAnswer = answerOf(CommissionOptions);

// POST /PayWithoutLogin/AvailableInstallments
export const AvailableInstallmentsRequest = z.strictObject({
  bankId: z.number().int(),
  tenantPaymentGuid: Guid,
});
export const AvailableInstallments = z.object({
  installments: z.array(z.number().int()),
  defaultInstallment: z.number().int(),
});
export const AvailableInstallmentsAnswer = answerOf(AvailableInstallments);

// POST /PayWithoutLogin/GetPosCollectionTransactionExchangeAmounts
export const ExchangeAmountsRequest = z.strictObject({
  amount: MoneyString,
  currencyCode: CurrencyCode,
  tenantId: Guid,
});
export const ExchangeAmounts = z.object({
  usdAmount: z.string(),
  euroAmount: z.string(),
  tlAmount: z.string(),
  usdRate: z.string().describe('4 decimals'),
  euroRate: z.string().describe('4 decimals'),
});
export const ExchangeAmountsAnswer = answerOf(ExchangeAmounts);

/** A payer's free text: stored with the payment and shown again, so never a card number. */
const optionalText = (max: number) =>
  z.string().max(max).refine(noCardNumber, messages.cardNumberInText).optional();

/**
 * One sealed pay-with-params value: `<keyId>.<linkId>.<base64url>` (docs/shop-integration.md). A link carries all
 * four, one per field, sealed for the same link id.
 */
export const ParamsToken = z.string().max(1024);

// POST /PayWithoutLogin/GetDecryptParameters
export const DecryptParametersRequest = z.strictObject({
  tenantPaymentGuid: Guid,
  encryptAmountString: ParamsToken.optional(),
  referenceNumber: ParamsToken.optional(),
  firmbranchNumber: ParamsToken.optional(),
  callbackUrl: ParamsToken.optional(),
});
export type DecryptParametersRequest = z.infer<typeof DecryptParametersRequest>;
/**
 * SPEC 3 "Decrypted parameters"; amount is a decimal string with a dot and 2 decimals ("250.00"), null when the
 * link leaves the amount to the payer. The link fixes the currency.
 */
export const DecryptedParameters = z.object({
  amount: z.string().nullable(),
  currencyCode: CurrencyCode,
  isAmountOpen: z.boolean().describe('The shop chose to let the payer type the amount'),
  referenceNumber: z.string().nullable(),
  firmbranchNumber: z.string().nullable(),
  callbackUrl: z.string().nullable(),
});
export type DecryptedParameters = z.infer<typeof DecryptedParameters>;
export const DecryptedParametersAnswer = answerOf(DecryptedParameters);

/** The link's tokens as they came, for the server to decrypt itself when the payment starts. */
export const EncryptedParams = z.strictObject({
  amount: ParamsToken.min(1),
  referenceNumber: ParamsToken.min(1),
  firmbranchNumber: ParamsToken.optional(),
  callbackUrl: ParamsToken.optional(),
});
export type EncryptedParams = z.infer<typeof EncryptedParams>;

/** The card and customer fields a payment sends (SPEC 3 sales request); amounts are decimal strings. */
export const SalesRequestFields = {
  holderName: z
    .string({ error: messages.holderNameRequired })
    .trim()
    .min(1, messages.holderNameRequired)
    .max(100)
    .refine(noCardNumber, messages.cardNumberInText),
  cardNumber: CardNumber,
  cvv: Cvv,
  expireMonth: ExpireMonth,
  expireYear: ExpireYear,
  amount: MoneyString.describe('The payable total the payer saw; the server computes its own and compares'),
  netAmount: MoneyString.describe('The amount before commission'),
  currencyCode: CurrencyCode,
  bankId: z.number().int(),
  installmentCount: z.number().int().min(1).max(12),
  mobilePhone: optionalText(20),
  description: optionalText(500),
  email: optionalText(254).describe("The tenant's e-mail (ignored; the server knows it)"),
  customerEmail: optionalText(254),
  firmId: Guid.nullable().optional(),
  callbackUrl: z
    .string()
    .max(2048)
    .optional()
    .describe(
      "Only with encryptedParams, and then equal to the decrypted one: a shop's return address is never taken plain",
    ),
  callbackUrlRequestMethod: z.enum(['GET', 'POST']).optional(),
  cardType: z.number().int().min(0).max(9).optional(),
  tckn: optionalText(11),
  contractNumber: optionalText(50),
  branchCode: optionalText(50),
  memberNumber: optionalText(50),
  customerInformation: optionalText(200),
  insuranceCompany: optionalText(100),
  posCollectionCommissionDefinitionId: Guid,
  paymentMethod: optionalText(200),
  paymentSetId: Guid.nullable().optional(),
  policyDate: z.string().refine(isIsoCalendarDate, messages.policyDateInvalid).optional(),
  deferringInstallmentCount: z.number().int().min(0).max(12).optional(),
  language: z.enum(['tr', 'en']).optional(),
};

/** The card's expiry month has not passed (Istanbul day). */
export function expiryNotPast(value: { expireMonth: string; expireYear: string }, context: z.RefinementCtx) {
  if (!isExpiryInFuture(value.expireMonth, value.expireYear)) {
    context.addIssue({ code: 'custom', path: ['expireMonth'], message: messages.expiryPast });
  }
}

// POST /PayWithoutLogin/SalesRequest
export const SalesRequest = z
  .strictObject({
    ...SalesRequestFields,
    tenantPaymentGuid: Guid,
    encryptedParams: EncryptedParams.optional().describe(
      "A pay-with-params link's tokens: the server decrypts them and fixes reference, callback, firm, currency and amount",
    ),
  })
  .superRefine(expiryNotPast);
export type SalesRequest = z.infer<typeof SalesRequest>;

export const SalesAnswer = answerOf(
  z.object({
    transactionId: z.string(),
    content: z.string().describe("The bank's 3-D page as an HTML document, or an http(s) URL"),
  }),
);

// GET /PayWithoutLogin/PosCollectionTransactionGetById/{id}
export const TransactionStatus = z.enum(['awaiting_3d', 'authorised', 'failed', 'expired']);
export const PosTransaction = z.object({
  id: z.string(),
  status: TransactionStatus,
  isSuccess: z.boolean(),
  amount: z.string(),
  netAmount: z.string(),
  totalAmount: z.string().describe('What the card is charged'),
  commissionAmount: z.string(),
  commissionRate: z.number(),
  installmentCount: z.number().int(),
  extraInstallmentCount: z.number().int(),
  deferringInstallmentCount: z.number().int(),
  currencyCode: CurrencyCode,
  maskedCardNumber: z.string(),
  holderName: z.string(),
  bankName: z.string(),
  referenceNumber: z.string().nullable(),
  orderId: z.string(),
  authCode: z.string().nullable(),
  message: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  callbackRedirectUrl: z
    .string()
    .nullable()
    .describe("Pay with params, once authorised: the shop's callback URL with the signed result"),
  receiptUrl: z
    .string()
    .nullable()
    .describe("Once the money is taken: the receipt's PDF, a signed link that works for an hour"),
  declineReason: DeclineReason.nullable().describe(
    'A failed or expired payment: why, in a class the payer is told in plain words (the message stays the detail)',
  ),
});
export type PosTransaction = z.infer<typeof PosTransaction>;
export const PosTransactionAnswer = answerOf(PosTransaction);
