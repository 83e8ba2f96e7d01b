import { z } from 'zod';
import { CollectionHistoryQuery, CollectionRow } from './collection-history.js';
import { answerOf } from './envelope.js';
import { DISCOUNT_REQUEST_STATUSES, DiscountRequestSummary } from './invoice-discount-api.js';
import { PageSize, ValidityDate } from './payment-request.js';

/**
 * The console's operations screens (issue 15, section 7): every card collection, payment link and discount
 * request of the tenant, across its firms. The filters are the firm users' own lists' filters; `firmId` may name
 * any firm of the tenant.
 */

// GET /admin/Collections: the collection history's query, over the whole tenant, and its late charges.
export const AdminCollectionQuery = CollectionHistoryQuery.extend({
  late: z
    .enum(['true'])
    .optional()
    .describe('Only late charges: payments the bank charged after we had failed or expired them'),
});
export type AdminCollectionQuery = z.input<typeof AdminCollectionQuery>;

export const AdminCollectionRow = CollectionRow.extend({
  lateChargeAt: z
    .string()
    .nullable()
    .describe(
      'When the bank charged a payment we had already failed or expired (ISO instant): the payer was shown a ' +
        'failure and may have paid again',
    ),
});
export type AdminCollectionRow = z.infer<typeof AdminCollectionRow>;

export const AdminCollectionPage = z.object({
  items: z.array(AdminCollectionRow),
  nextCursor: z.string().nullable(),
  total: z.number().int().describe('Matching collections, counted up to 10,000'),
});
export type AdminCollectionPage = z.infer<typeof AdminCollectionPage>;
export const AdminCollectionPageAnswer = answerOf(AdminCollectionPage);

// POST /admin/PaymentLinks/:id/Extend
export const AdminLinkExtend = z.strictObject({ validityDate: ValidityDate });
export type AdminLinkExtend = z.infer<typeof AdminLinkExtend>;

// GET /admin/DiscountRequests: newest first, keyset pages.
export const AdminDiscountQuery = z.strictObject({
  status: z.enum(DISCOUNT_REQUEST_STATUSES).optional(),
  firmId: z.uuid().optional().describe('Any firm of the tenant'),
  pageSize: PageSize.optional(),
  cursor: z.string().max(200).optional().describe('nextCursor of the previous page'),
});
export type AdminDiscountQuery = z.input<typeof AdminDiscountQuery>;

export const AdminDiscountPage = z.object({
  items: z.array(DiscountRequestSummary),
  nextCursor: z.string().nullable(),
  total: z.number().int().describe('Matching requests, counted up to 10,000'),
});
export type AdminDiscountPage = z.infer<typeof AdminDiscountPage>;
export const AdminDiscountPageAnswer = answerOf(AdminDiscountPage);
