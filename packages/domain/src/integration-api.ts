import { z } from 'zod';
import { noCardNumber } from './card-numbers.js';
import { answerOf } from './envelope.js';
import { BATCH_ANSWER_EXAMPLE, BATCH_EXAMPLES, COLLECTION_EXAMPLE } from './integration-examples.js';
import { freeText } from './integration-fields.js';
import {
  DueItem,
  FirmItem,
  type IntegrationEntity,
  InvoiceItem,
  MovementItem,
  StockItem,
} from './integration-items.js';
import { messages } from './messages.js';
import { CurrencyCode } from './pay-without-login.js';

/** Requests and answers of the ERP integration API under /api/integration/v1 (DESIGN 12). */

export const MAX_BATCH_ITEMS = 1000;

/** What the server checks of a batch body before it looks at the items one by one. */
export const BatchEnvelope = z.strictObject({
  items: z.array(z.unknown()).min(1).max(MAX_BATCH_ITEMS),
});

const batchOf = <T extends z.ZodType>(item: T, example: unknown) =>
  z.strictObject({ items: z.array(item).min(1).max(MAX_BATCH_ITEMS) }).meta({ example });

/** The documented body of each bulk upsert (validated item by item, see BatchEnvelope). */
export const BATCH_BODIES = {
  firms: batchOf(FirmItem, BATCH_EXAMPLES.firms),
  movements: batchOf(MovementItem, BATCH_EXAMPLES.movements),
  'due-items': batchOf(DueItem, BATCH_EXAMPLES['due-items']),
  invoices: batchOf(InvoiceItem, BATCH_EXAMPLES.invoices),
  stocks: batchOf(StockItem, BATCH_EXAMPLES.stocks),
} satisfies Record<IntegrationEntity, z.ZodType>;

export const ITEM_SCHEMAS = {
  firms: FirmItem,
  movements: MovementItem,
  'due-items': DueItem,
  invoices: InvoiceItem,
  stocks: StockItem,
} satisfies Record<IntegrationEntity, z.ZodType>;

export const ItemError = z.object({
  /** The item's field ("debit", "warehouses.0.onHand"), or "" for the item as a whole. */
  field: z.string(),
  message: z.string(),
});
export type ItemError = z.infer<typeof ItemError>;

export const ITEM_STATUSES = ['created', 'updated', 'unchanged', 'failed'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

export const ItemResult = z.object({
  /** The item's position in the request, from 0. */
  index: z.number().int(),
  /** Its natural key (code or externalId); null when the item had none. */
  key: z.string().nullable(),
  status: z.enum(ITEM_STATUSES),
  errors: z.array(ItemError),
});
export type ItemResult = z.infer<typeof ItemResult>;

export const BatchResult = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  failed: z.number().int(),
  results: z.array(ItemResult),
});
export type BatchResult = z.infer<typeof BatchResult>;
export const BatchAnswer = answerOf(BatchResult).meta({ example: BATCH_ANSWER_EXAMPLE });

export const DeleteResult = z.object({ key: z.string(), deleted: z.boolean() });
export const DeleteAnswer = answerOf(DeleteResult);

/** A record's key in a path; it is answered back, so it may not look like a card number (the keys' own rule). */
export const KeyParam = z.strictObject({
  key: z.string().min(1).max(100).refine(noCardNumber, messages.cardNumberInText),
});

// Our card collections for the ERP.
export const COLLECTION_STATUSES = ['authorised', 'refunded', 'partially_refunded', 'voided'] as const;

export const Collection = z.object({
  id: z.uuid(),
  firmCode: z.string().nullable(),
  /** The Istanbul day the money was taken (YYYY-MM-DD), and the moment. */
  date: z.string(),
  authorisedAt: z.string(),
  /** What the payment pays down on the firm's account (the payer's amount, before commission). */
  amount: z.string(),
  commission: z.string(),
  /** What the card was charged. */
  totalAmount: z.string(),
  currencyCode: CurrencyCode,
  installmentCount: z.number().int(),
  bankName: z.string(),
  maskedCardNumber: z.string(),
  authCode: z.string().nullable(),
  referenceNumber: z.string().nullable(),
  orderId: z.string(),
  channel: z.string(),
  description: z.string().nullable(),
  status: z.enum(COLLECTION_STATUSES),
  refundedAmount: z
    .string()
    .describe(
      'What refunds and a void gave back to the card so far ("0.00" when nothing); part of totalAmount',
    ),
  erpDocumentNo: z.string().nullable(),
  erpPostedAt: z.string().nullable(),
});
export type Collection = z.infer<typeof Collection>;

export const CollectionsQuery = z.strictObject({
  after: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const CollectionsPage = z.object({
  items: z.array(Collection),
  /** Pass as `after` to read on (also when this page was empty); null only while the feed has never had an item. */
  nextCursor: z.string().nullable(),
  /** True when more collections follow this page now. */
  hasMore: z.boolean(),
});
export const CollectionsAnswer = answerOf(CollectionsPage).meta({
  example: {
    success: true,
    message: '',
    data: { items: [COLLECTION_EXAMPLE], nextCursor: 'YzEuMTI', hasMore: false },
  },
});
export const CollectionAnswer = answerOf(Collection);

export const CollectionIdParam = z.strictObject({ id: z.uuid() });
/** The ERP's document number for a posted collection: shown and answered again, so never a card number. */
export const AckBody = z.strictObject({
  erpDocumentNo: freeText(50).pipe(z.string().min(1)),
});

// Webhooks
export const WEBHOOK_EVENTS = ['collection.authorised', 'collection.refunded', 'collection.voided'] as const;
export const WebhookEvent = z.enum(WEBHOOK_EVENTS);

export const CreateWebhookBody = z.strictObject({
  url: z.string().min(1).max(500),
  events: z
    .array(WebhookEvent)
    .min(1)
    .max(WEBHOOK_EVENTS.length)
    .default([...WEBHOOK_EVENTS]),
  description: z.string().trim().max(200).optional(),
});

export const WebhookEndpoint = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(WebhookEvent),
  description: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export const WebhookEndpointCreated = WebhookEndpoint.extend({
  /** Shown once: verify `Tahsilat-Signature` with it. */
  secret: z.string(),
});
export const WebhookCreatedAnswer = answerOf(WebhookEndpointCreated);
export const WebhookListAnswer = answerOf(z.array(WebhookEndpoint));
export const WebhookIdParam = z.strictObject({ id: z.uuid() });

export const WebhookDelivery = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  eventType: WebhookEvent,
  collectionId: z.uuid(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
});
export const WebhookDeliveriesAnswer = answerOf(z.array(WebhookDelivery));

// Sync state and balances
export const SyncStateEntry = z.object({
  entity: z.string(),
  lastPushAt: z.string().nullable(),
  lastCounts: z.object({
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    failed: z.number().int(),
    deleted: z.number().int(),
  }),
  lastErrorAt: z.string().nullable(),
  lastErrorKey: z.string().nullable(),
  lastError: z.string().nullable(),
});
export const SyncStateAnswer = answerOf(z.array(SyncStateEntry));

export const CurrencyAging = z.object({
  currencyCode: CurrencyCode,
  notDue: z.string(),
  days1to30: z.string(),
  days31to60: z.string(),
  days61to90: z.string(),
  days90plus: z.string(),
  /** Everything past its due date (the four overdue buckets) and how many plan lines it is. */
  overdue: z.string(),
  overdueCount: z.number().int(),
});
export type CurrencyAging = z.infer<typeof CurrencyAging>;

export const FirmBalance = z.object({
  firmCode: z.string(),
  /** Σ debit − Σ credit in TRY, less our collections the ERP has not recorded yet; positive: the firm owes (B). */
  balance: z.string(),
  side: z.enum(['B', 'A', '']),
  debitTotal: z.string(),
  creditTotal: z.string(),
  pendingCollections: z.object({ count: z.number().int(), amount: z.string() }),
  /** Balances kept in a foreign currency (Σ fxAmount by side), less pending collections in that currency. */
  currencyBalances: z.array(z.object({ currencyCode: CurrencyCode, balance: z.string() })),
  aging: z.array(CurrencyAging),
  asOf: z.string(),
});
export type FirmBalance = z.infer<typeof FirmBalance>;
export const FirmBalanceAnswer = answerOf(FirmBalance);
