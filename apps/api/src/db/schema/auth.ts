import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { firms } from './firms.js';
import { tenants } from './tenants.js';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** A mobile number for notices (given when the user is invited). */
    mobile: text('mobile'),
    passwordHash: text('password_hash'),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`)],
);

/** Earlier password hashes, so a new password cannot repeat one of the last four. */
export const passwordHistory = pgTable(
  'password_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('password_history_user_idx').on(t.userId, t.createdAt)],
);

/** A user's membership of a tenant: their firm there and their permission flags. */
export const userTenants = pgTable(
  'user_tenants',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    firmId: uuid('firm_id').notNull(),
    paymentPlan: boolean('payment_plan').notNull().default(false),
    collectionPlan: boolean('collection_plan').notNull().default(false),
    posCollection: boolean('pos_collection').notNull().default(false),
    stocks: boolean('stocks').notNull().default(false),
    dbsInvoices: boolean('dbs_invoices').notNull().default(false),
    invoiceDiscount: boolean('invoice_discount').notNull().default(false),
    erpReport: boolean('erp_report').notNull().default(false),
    createPaymentLink: boolean('create_payment_link').notNull().default(false),
    addSubFirm: boolean('add_sub_firm').notNull().default(false),
    firmTransaction: boolean('firm_transaction').notNull().default(false),
    /** Switched off by the firm's main firm (issue 13): the user cannot sign in to this tenant. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Who invited the user into this tenant, when it was done in the portal. */
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.tenantId] }),
    index('user_tenants_tenant_idx').on(t.tenantId),
    // A firm's users (the sub-firm list's counts and last sign-in, the users panel).
    index('user_tenants_firm_idx').on(t.tenantId, t.firmId),
    // The user's firm belongs to the tenant of the membership.
    foreignKey({
      name: 'user_tenants_firm_same_tenant_fk',
      columns: [t.tenantId, t.firmId],
      foreignColumns: [firms.tenantId, firms.id],
    }),
  ],
);

/**
 * A tenant administrator (DESIGN 13): works in the console at /admin and the admin API, refunds and voids
 * collections. Firm pages need a user_tenants membership as well; an admin has none unless also a firm user.
 */
export const tenantAdmins = pgTable(
  'tenant_admins',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** Switched off by another administrator of the tenant (issue 15): no console, no sign-in as its admin. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tenantId] }), index('tenant_admins_tenant_idx').on(t.tenantId)],
);

/** One row per issued token (its jti): sign-out, password change and disabling revoke it. */
export const sessions = pgTable(
  'sessions',
  {
    jti: uuid('jti').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
    /**
     * Set on a read-only session in which a main firm's user looks at one of its sub-firms (issue 13); it lives only
     * as long as `parent_jti`, the session it was opened from.
     */
    actingFirmId: uuid('acting_firm_id'),
    parentJti: uuid('parent_jti'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    // The acted-as firm belongs to the session's tenant.
    foreignKey({
      name: 'sessions_acting_firm_same_tenant_fk',
      columns: [t.tenantId, t.actingFirmId],
      foreignColumns: [firms.tenantId, firms.id],
    }).onDelete('cascade'),
  ],
);

/** Reset and invitation tokens; only the SHA-256 of the token is kept. */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['reset', 'invite'] }).notNull(),
    /** The tenant an invitation was sent for (its branding); null for a reset. */
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_tokens_user_idx').on(t.userId)],
);
