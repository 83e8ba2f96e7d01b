import { z } from 'zod';
import { MOVEMENT_DOCUMENT_TYPES } from './codes.js';
import {
  ErpAmount,
  ErpCode,
  ErpDate,
  ErpEmail,
  ErpFxRate,
  ErpPhone,
  ErpQuantity,
  ExternalId,
  freeText,
  OptionalErpDate,
  optionalText,
  PositiveErpAmount,
  TaxNumber,
  VatRate,
} from './integration-fields.js';
import { messages } from './messages.js';
import { parseAmount } from './money.js';
import { CurrencyCode } from './pay-without-login.js';

/**
 * One item of each bulk upsert of the integration API (DESIGN 12). An item is the whole record: a field left
 * out is stored empty. Unknown fields are refused, so a misspelt field never vanishes silently.
 */

const Currency = CurrencyCode.default('TRY');
const amountOf = (value: string | null | undefined) => parseAmount(value ?? '0') ?? 0n;

export const DbsLimit = z.strictObject({
  bankCode: ErpCode,
  limit: ErpAmount,
});

export const FirmItem = z
  .strictObject({
    code: ErpCode,
    name: freeText(200).pipe(z.string().min(1)),
    parentCode: ErpCode.nullish().transform((value) => value ?? null),
    taxNumber: TaxNumber.nullish().transform((value) => value ?? null),
    taxOffice: optionalText(100),
    city: optionalText(50),
    address: optionalText(500),
    contactName: optionalText(100),
    email: ErpEmail.nullish().transform((value) => value ?? null),
    phone: ErpPhone.nullish().transform((value) => value ?? null),
    riskLimit: ErpAmount.nullish().transform((value) => value ?? null),
    /** The firm group that caps its instalments (tenant setting useFirmGroupCodeForMaxInstallment). */
    groupCode: optionalText(20),
    dbsLimits: z.array(DbsLimit).max(20).default([]),
    isActive: z.boolean().default(true),
  })
  .refine((firm) => firm.parentCode !== firm.code, { message: messages.parentIsSelf, path: ['parentCode'] })
  .refine((firm) => new Set(firm.dbsLimits.map((l) => l.bankCode)).size === firm.dbsLimits.length, {
    message: messages.dbsLimitDuplicate,
    path: ['dbsLimits'],
  });
export type FirmItem = z.output<typeof FirmItem>;

export const MovementDocumentType = z.enum(MOVEMENT_DOCUMENT_TYPES);
export type MovementDocumentType = z.infer<typeof MovementDocumentType>;

export const MovementItem = z
  .strictObject({
    externalId: ExternalId,
    firmCode: ErpCode,
    date: ErpDate,
    dueDate: OptionalErpDate,
    documentType: MovementDocumentType,
    documentNo: optionalText(50),
    description: optionalText(500),
    /** Local-currency (TRY) amounts, as the ERP's ledger keeps them; one side only. */
    debit: ErpAmount.default('0.00'),
    credit: ErpAmount.default('0.00'),
    currencyCode: Currency,
    /** The amount in the movement's own currency when it is not TRY. */
    fxAmount: ErpAmount.nullish().transform((value) => value ?? null),
    fxRate: ErpFxRate.nullish().transform((value) => value ?? null),
    /** Set when the movement is the ERP's record of one of our card collections (GET /collections). */
    collectionId: z
      .uuid()
      .nullish()
      .transform((value) => value ?? null),
  })
  .superRefine((item, context) => {
    const debit = parseAmount(item.debit ?? '0');
    const credit = parseAmount(item.credit ?? '0');
    if (debit === null || credit === null) {
      // A malformed amount has its own message already.
    } else if (debit > 0n && credit > 0n) {
      context.addIssue({ code: 'custom', message: messages.debitAndCredit, path: ['credit'] });
    } else if (debit === 0n && credit === 0n) {
      context.addIssue({ code: 'custom', message: messages.debitOrCreditRequired, path: ['debit'] });
    }
    if (item.collectionId && credit !== null && credit === 0n) {
      context.addIssue({ code: 'custom', message: messages.collectionNeedsCredit, path: ['collectionId'] });
    }
    if (item.currencyCode !== 'TRY' && item.fxAmount === null) {
      context.addIssue({ code: 'custom', message: messages.fxAmountRequired, path: ['fxAmount'] });
    }
  });
export type MovementItem = z.output<typeof MovementItem>;

export const DueItem = z
  .strictObject({
    externalId: ExternalId,
    firmCode: ErpCode,
    documentNo: optionalText(50),
    documentDate: OptionalErpDate,
    dueDate: ErpDate,
    installmentNo: z.number().int().min(1).max(999).default(1),
    installmentCount: z.number().int().min(1).max(999).default(1),
    amount: PositiveErpAmount,
    paidAmount: ErpAmount.default('0.00'),
    currencyCode: Currency,
    description: optionalText(500),
  })
  .refine((item) => amountOf(item.paidAmount) <= amountOf(item.amount), {
    message: messages.paidAboveAmount,
    path: ['paidAmount'],
  })
  .refine((item) => item.installmentNo <= item.installmentCount, {
    message: messages.installmentNoAboveCount,
    path: ['installmentNo'],
  });
export type DueItem = z.output<typeof DueItem>;

/** DBS (direct debit system) states as the banks report them. */
export const DBS_STATUSES = [0, 1, 2, 3, 4, 5, 6, 7] as const;

export const InvoiceDbs = z.strictObject({
  bankCode: ErpCode,
  status: z
    .number({ error: messages.dbsStatusInvalid })
    .int(messages.dbsStatusInvalid)
    .min(0, messages.dbsStatusInvalid)
    .max(7, messages.dbsStatusInvalid),
  guaranteedAmount: ErpAmount.nullish().transform((value) => value ?? null),
  collectionDate: OptionalErpDate,
});

export const InvoiceItem = z
  .strictObject({
    externalId: ExternalId,
    firmCode: ErpCode,
    invoiceNo: freeText(50).pipe(z.string().min(1)),
    invoiceDate: ErpDate,
    dueDate: ErpDate,
    amount: PositiveErpAmount,
    paidAmount: ErpAmount.default('0.00'),
    currencyCode: Currency,
    discountable: z.boolean().default(false),
    description: optionalText(500),
    dbs: InvoiceDbs.nullish().transform((value) => value ?? null),
  })
  .refine((item) => amountOf(item.paidAmount) <= amountOf(item.amount), {
    message: messages.paidAboveAmount,
    path: ['paidAmount'],
  });
export type InvoiceItem = z.output<typeof InvoiceItem>;

export const StockWarehouse = z.strictObject({
  code: ErpCode,
  name: optionalText(100),
  onHand: ErpQuantity,
  reserved: ErpQuantity.default('0.000'),
});

export const StockItem = z
  .strictObject({
    code: ErpCode,
    name: freeText(200).pipe(z.string().min(1)),
    brand: optionalText(100),
    group: optionalText(100),
    unit: freeText(20).pipe(z.string().min(1)).default('Adet'),
    barcode: z
      .string()
      .regex(/^[A-Za-z0-9-]{1,50}$/)
      .nullish()
      .transform((value) => value ?? null),
    listPrice: ErpAmount,
    currencyCode: Currency,
    vatRate: VatRate.default('20.00'),
    isActive: z.boolean().default(true),
    warehouses: z.array(StockWarehouse).max(50).default([]),
  })
  .refine((item) => new Set(item.warehouses.map((w) => w.code)).size === item.warehouses.length, {
    message: messages.warehouseDuplicate,
    path: ['warehouses'],
  });
export type StockItem = z.output<typeof StockItem>;

/** The entities of the integration API, by their path segment. */
export const INTEGRATION_ENTITIES = ['firms', 'movements', 'due-items', 'invoices', 'stocks'] as const;
export type IntegrationEntity = (typeof INTEGRATION_ENTITIES)[number];
