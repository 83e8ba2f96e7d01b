import { foreignKey, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { firms } from './firms.js';
import { tenants } from './tenants.js';

/** Payment reminders a main firm sent its dealers from the collection plan (e-mail or SMS, through the outbox). */
export const collectionReminders = pgTable(
  'collection_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    firmId: uuid('firm_id').notNull(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sentByName: text('sent_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'collection_reminders_firm_same_tenant_fk',
      columns: [t.tenantId, t.firmId],
      foreignColumns: [firms.tenantId, firms.id],
    }).onDelete('cascade'),
    index('collection_reminders_firm_idx').on(t.tenantId, t.firmId, t.createdAt),
  ],
);
