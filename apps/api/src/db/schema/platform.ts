import {
  bigserial,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { tenants } from './tenants.js';

/** Messages waiting to leave (e-mail now, SMS later); written in the same transaction as their cause. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: text('status', { enum: ['pending', 'sent', 'stored', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/** Raw bytes (node-postgres answers a Buffer, PGlite a Uint8Array: both become a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Files that leave with an outbox e-mail (a statement PDF); removed with the message. */
export const outboxAttachments = pgTable(
  'outbox_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    outboxId: uuid('outbox_id')
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [index('outbox_attachments_outbox_idx').on(t.outboxId)],
);

/** Append-only security log (PCI 10.2); a trigger refuses UPDATE and DELETE. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    tenantId: uuid('tenant_id'),
    userId: uuid('user_id'),
    event: text('event').notNull(),
    outcome: text('outcome', { enum: ['success', 'failure'] }).notNull(),
    ip: text('ip'),
    objectType: text('object_type'),
    objectId: text('object_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_tenant_time_idx').on(t.tenantId, t.occurredAt),
    index('audit_log_user_time_idx').on(t.userId, t.occurredAt),
  ],
);
