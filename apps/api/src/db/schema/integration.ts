import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { tenants } from './tenants.js';

const tenantColumn = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

/** Keys of the integration API (DESIGN 12): shown once, kept as their SHA-256, revocable. */
export const integrationKeys = pgTable(
  'integration_keys',
  {
    /** Short public id, shown in lists and the audit log beside the key's first characters. */
    id: text('id').primaryKey(),
    tenantId: tenantColumn(),
    name: text('name').notNull(),
    /** hex SHA-256 of the whole key; keys are 190+ random bits, so a fast hash is enough. */
    keyHash: text('key_hash').notNull(),
    /** The key's first characters ("thk_k7d2m9qa"), to recognise it without holding it. */
    prefix: text('prefix').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('integration_keys_hash_key').on(t.keyHash),
    index('integration_keys_tenant_idx').on(t.tenantId),
  ],
);

/** The first answer of a call made with an Idempotency-Key, answered again to its retries for a day. */
export const idempotencyRecords = pgTable(
  'idempotency_records',
  {
    tenantId: tenantColumn(),
    key: text('key').notNull(),
    /** SHA-256 of method, path and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    answer: jsonb('answer').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.key] }),
    index('idempotency_records_created_idx').on(t.createdAt),
  ],
);

/** Per tenant and entity: the last push and the last failure, for the integrator and the admin console. */
export const syncStates = pgTable(
  'sync_states',
  {
    tenantId: tenantColumn(),
    entity: text('entity').notNull(),
    lastPushAt: timestamp('last_push_at', { withTimezone: true }),
    lastCreated: integer('last_created').notNull().default(0),
    lastUpdated: integer('last_updated').notNull().default(0),
    lastUnchanged: integer('last_unchanged').notNull().default(0),
    lastFailed: integer('last_failed').notNull().default(0),
    lastDeleted: integer('last_deleted').notNull().default(0),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
    lastErrorKey: text('last_error_key'),
    lastError: text('last_error'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.entity] })],
);

/** Where a tenant wants its collection events posted, and the secret that signs them (encrypted with DATA_KEY). */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    url: text('url').notNull(),
    secretEncrypted: text('secret_encrypted').notNull(),
    events: text('events').array().notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('webhook_endpoints_tenant_id_key').on(t.tenantId, t.id)],
);

/**
 * Something that happened to a collection, written by a trigger on pos_transactions in the same transaction as
 * the change (migration 0007), so no path that authorises a payment can forget it.
 */
export const integrationEvents = pgTable(
  'integration_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    type: text('type', {
      enum: ['collection.authorised', 'collection.refunded', 'collection.voided'],
    }).notNull(),
    collectionId: uuid('collection_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('integration_events_tenant_created_idx').on(t.tenantId, t.createdAt)],
);

/** The last position handed out in each tenant's collections feed (taken under a row lock, so in commit order). */
export const collectionFeedCounters = pgTable('collection_feed_counters', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
});

/** One event on its way to one endpoint: the queue the webhook worker leases from, and the delivery log. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantColumn(),
    endpointId: uuid('endpoint_id').notNull(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => integrationEvents.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(t.tenantId, t.endpointId, t.createdAt),
    foreignKey({
      name: 'webhook_deliveries_endpoint_same_tenant_fk',
      columns: [t.tenantId, t.endpointId],
      foreignColumns: [webhookEndpoints.tenantId, webhookEndpoints.id],
    }).onDelete('cascade'),
  ],
);
