import { z } from 'zod';
import { answerOf } from './envelope.js';
import { ReportFirmOption } from './firm-report.js';
import { messages } from './messages.js';
import {
  CurrencyCode,
  expiryNotPast,
  Provider,
  SalesRequestFields,
  ScreenSettings,
} from './pay-without-login.js';
import { PlanLine } from './payment-plan.js';

/**
 * Signed-in card payment (`/pos-collection`, flag posCollection; DESIGN 13): the public payment form inside the
 * portal. The tenant and the paying firm come from the session (a main firm's user may name one of its
 * sub-firms); `items` are the payment plan lines being paid (`/pos-collection?amount=&items=`).
 */

const Guid = z.uuid();

/** The most plan lines one payment may name. */
export const POS_COLLECTION_MAX_ITEMS = 100;

/** A payment plan line's id as the plan answers it (a positive whole number, in text). */
export const DueItemId = z.string().regex(/^[1-9]\d{0,17}$/, messages.dueItemNotFound);

const DueItemIds = z
  .array(DueItemId)
  .min(1)
  .max(POS_COLLECTION_MAX_ITEMS)
  .refine((ids) => new Set(ids).size === ids.length, messages.dueItemNotFound);

const {
  callbackUrl: _callbackUrl,
  callbackUrlRequestMethod: _method,
  firmId: _firmId,
  ...portalFields
} = SalesRequestFields;

// POST /PosCollection/SalesRequest
export const PosCollectionSalesRequest = z
  .strictObject({
    ...portalFields,
    firmId: Guid.optional().describe(
      "The user's own firm when absent; a main firm's user may name a sub-firm",
    ),
    items: DueItemIds.optional().describe(
      'Payment plan lines this payment pays: the server sets the net amount against them, oldest due first, and refuses an amount above what they leave open',
    ),
  })
  .superRefine(expiryNotPast);
export type PosCollectionSalesRequest = z.infer<typeof PosCollectionSalesRequest>;

// GET /PosCollection/Setup
export const PosCollectionSetup = z.object({
  tenantId: z.string(),
  tenantName: z.string(),
  logoPath: z.string().nullable(),
  screen: ScreenSettings.describe('Screen 6 (the payment form) settings'),
  providers: z.array(Provider),
  currencies: z.array(z.object({ code: CurrencyCode, bankNoteSellValue: z.number() })),
  /** The firms the user may pay for: its own first, then (a main firm's user) its sub-firms. */
  firms: z.array(ReportFirmOption),
});
export type PosCollectionSetup = z.infer<typeof PosCollectionSetup>;
export const PosCollectionSetupAnswer = answerOf(PosCollectionSetup);

// GET /PosCollection/CommissionOptions
export const PosCollectionCommissionQuery = z.strictObject({
  paymentSetId: Guid.optional(),
  firmId: Guid.optional().describe(
    "The paying firm (the user's own when absent): its group may limit instalments",
  ),
});

// POST /PosCollection/AvailableInstallments
export const PosCollectionInstallmentsBody = z.strictObject({ bankId: z.number().int() });

// GET /PosCollection/DueItems?firmId=&items=1,2,3
export const PosCollectionDueItemsQuery = z.strictObject({
  firmId: Guid.optional(),
  items: z
    .string()
    .max(2000)
    .transform((text) => text.split(',').filter((part) => part !== ''))
    .pipe(DueItemIds),
});
export type PosCollectionDueItemsQuery = z.input<typeof PosCollectionDueItemsQuery>;

/** The lines a prefilled payment pays, and what they leave open together (less payments already under way). */
export const PosCollectionDueItems = z.object({
  items: z.array(PlanLine),
  currencyCode: CurrencyCode,
  /** Σ remaining − Σ card payments made here or under way for them: the most this payment may be. */
  open: z.string(),
});
export type PosCollectionDueItems = z.infer<typeof PosCollectionDueItems>;
export const PosCollectionDueItemsAnswer = answerOf(PosCollectionDueItems);

// GET /PayWithoutLogin/Receipt/:id?expires=&s= (the public result page's signed link, an hour)
export const ReceiptLinkQuery = z.strictObject({
  expires: z.coerce.number().int().positive(),
  s: z.string().regex(/^[A-Za-z0-9_-]{22}$/, messages.receiptLinkInvalid),
});

// GET /PosCollection/ReceiptCheck/:id?s= (the receipt's QR code)
export const ReceiptCheckQuery = z.strictObject({
  s: z.string().regex(/^[A-Za-z0-9_-]{22}$/, messages.receiptLinkInvalid),
});
export const ReceiptCheck = z.object({
  tenantName: z.string(),
  firmCode: z.string().nullable(),
  orderId: z.string(),
  paidAt: z.string(),
  totalAmount: z.string(),
  currencyCode: CurrencyCode,
  maskedCardNumber: z.string(),
});
export type ReceiptCheck = z.infer<typeof ReceiptCheck>;
export const ReceiptCheckAnswer = answerOf(ReceiptCheck);

// POST /PosCollection/Receipt/:id/Mail
export const ReceiptMailAnswer = answerOf(z.object({ to: z.string() }));
