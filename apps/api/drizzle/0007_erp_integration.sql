CREATE TABLE "account_movements" (
	"tenant_id" uuid NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "account_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"firm_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"movement_date" date NOT NULL,
	"due_date" date,
	"document_type" text NOT NULL,
	"document_no" text,
	"description" text,
	"debit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"credit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"currency_code" text DEFAULT 'TRY' NOT NULL,
	"fx_amount" numeric(18, 2),
	"fx_rate" numeric(14, 6),
	"collection_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_movements_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "account_movements_one_side_check" CHECK ("account_movements"."debit" >= 0 AND "account_movements"."credit" >= 0 AND NOT ("account_movements"."debit" > 0 AND "account_movements"."credit" > 0))
);
--> statement-breakpoint
CREATE TABLE "due_items" (
	"tenant_id" uuid NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "due_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"firm_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"document_no" text,
	"document_date" date,
	"due_date" date NOT NULL,
	"installment_no" smallint DEFAULT 1 NOT NULL,
	"installment_count" smallint DEFAULT 1 NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"paid_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"currency_code" text DEFAULT 'TRY' NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "due_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "due_items_paid_check" CHECK ("due_items"."paid_amount" >= 0 AND "due_items"."paid_amount" <= "due_items"."amount")
);
--> statement-breakpoint
CREATE TABLE "firm_movement_totals" (
	"tenant_id" uuid NOT NULL,
	"firm_id" uuid NOT NULL,
	"currency_code" text NOT NULL,
	"month" date NOT NULL,
	"debit" numeric DEFAULT '0' NOT NULL,
	"credit" numeric DEFAULT '0' NOT NULL,
	"fx_debit" numeric DEFAULT '0' NOT NULL,
	"fx_credit" numeric DEFAULT '0' NOT NULL,
	"movement_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "firm_movement_totals_tenant_id_firm_id_currency_code_month_pk" PRIMARY KEY("tenant_id","firm_id","currency_code","month")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"tenant_id" uuid NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"firm_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"invoice_no" text NOT NULL,
	"invoice_date" date NOT NULL,
	"due_date" date NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"paid_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"currency_code" text DEFAULT 'TRY' NOT NULL,
	"discountable" boolean DEFAULT false NOT NULL,
	"description" text,
	"dbs_bank_code" text,
	"dbs_status" smallint,
	"dbs_guaranteed_amount" numeric(18, 2),
	"dbs_collection_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "invoices_paid_check" CHECK ("invoices"."paid_amount" >= 0 AND "invoices"."paid_amount" <= "invoices"."amount"),
	CONSTRAINT "invoices_dbs_status_check" CHECK ("invoices"."dbs_status" IS NULL OR "invoices"."dbs_status" BETWEEN 0 AND 7)
);
--> statement-breakpoint
CREATE TABLE "stock_items" (
	"tenant_id" uuid NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "stock_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"brand" text,
	"group_name" text,
	"unit" text NOT NULL,
	"barcode" text,
	"list_price" numeric(18, 2) NOT NULL,
	"currency_code" text DEFAULT 'TRY' NOT NULL,
	"vat_rate" numeric(5, 2) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"warehouses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"available" numeric(18, 3) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "collection_feed_counters" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_records" (
	"tenant_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_records_tenant_id_key_pk" PRIMARY KEY("tenant_id","key")
);
--> statement-breakpoint
CREATE TABLE "integration_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"type" text NOT NULL,
	"collection_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integration_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sync_states" (
	"tenant_id" uuid NOT NULL,
	"entity" text NOT NULL,
	"last_push_at" timestamp with time zone,
	"last_created" integer DEFAULT 0 NOT NULL,
	"last_updated" integer DEFAULT 0 NOT NULL,
	"last_unchanged" integer DEFAULT 0 NOT NULL,
	"last_failed" integer DEFAULT 0 NOT NULL,
	"last_deleted" integer DEFAULT 0 NOT NULL,
	"last_error_at" timestamp with time zone,
	"last_error_key" text,
	"last_error" text,
	CONSTRAINT "sync_states_tenant_id_entity_pk" PRIMARY KEY("tenant_id","entity")
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_status_code" integer,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"url" text NOT NULL,
	"secret_encrypted" text NOT NULL,
	"events" text[] NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_endpoints_tenant_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "tax_number" text;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "tax_office" text;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "risk_limit" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "dbs_limits" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "managed_by" text DEFAULT 'portal' NOT NULL;--> statement-breakpoint
ALTER TABLE "pos_transactions" ADD COLUMN "feed_seq" bigint;--> statement-breakpoint
ALTER TABLE "pos_transactions" ADD COLUMN "collected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pos_transactions" ADD COLUMN "erp_document_no" text;--> statement-breakpoint
ALTER TABLE "pos_transactions" ADD COLUMN "erp_posted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pos_transactions" ADD COLUMN "erp_recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_movements" ADD CONSTRAINT "account_movements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_movements" ADD CONSTRAINT "account_movements_firm_same_tenant_fk" FOREIGN KEY ("tenant_id","firm_id") REFERENCES "public"."firms"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "due_items" ADD CONSTRAINT "due_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "due_items" ADD CONSTRAINT "due_items_firm_same_tenant_fk" FOREIGN KEY ("tenant_id","firm_id") REFERENCES "public"."firms"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_movement_totals" ADD CONSTRAINT "firm_movement_totals_firm_same_tenant_fk" FOREIGN KEY ("tenant_id","firm_id") REFERENCES "public"."firms"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_firm_same_tenant_fk" FOREIGN KEY ("tenant_id","firm_id") REFERENCES "public"."firms"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_items" ADD CONSTRAINT "stock_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_feed_counters" ADD CONSTRAINT "collection_feed_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_records" ADD CONSTRAINT "idempotency_records_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_events" ADD CONSTRAINT "integration_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_keys" ADD CONSTRAINT "integration_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_states" ADD CONSTRAINT "sync_states_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_event_id_integration_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."integration_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_same_tenant_fk" FOREIGN KEY ("tenant_id","endpoint_id") REFERENCES "public"."webhook_endpoints"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_movements_tenant_external_key" ON "account_movements" USING btree ("tenant_id","external_id");--> statement-breakpoint
CREATE INDEX "account_movements_statement_idx" ON "account_movements" USING btree ("tenant_id","firm_id","movement_date","id");--> statement-breakpoint
CREATE INDEX "account_movements_collection_idx" ON "account_movements" USING btree ("tenant_id","collection_id") WHERE "account_movements"."collection_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "due_items_tenant_external_key" ON "due_items" USING btree ("tenant_id","external_id");--> statement-breakpoint
CREATE INDEX "due_items_firm_due_idx" ON "due_items" USING btree ("tenant_id","firm_id","due_date");--> statement-breakpoint
CREATE INDEX "due_items_open_idx" ON "due_items" USING btree ("tenant_id","firm_id","due_date","currency_code","amount","paid_amount") WHERE "due_items"."amount" > "due_items"."paid_amount";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_tenant_external_key" ON "invoices" USING btree ("tenant_id","external_id");--> statement-breakpoint
CREATE INDEX "invoices_firm_due_idx" ON "invoices" USING btree ("tenant_id","firm_id","due_date");--> statement-breakpoint
CREATE INDEX "invoices_dbs_idx" ON "invoices" USING btree ("tenant_id","firm_id","dbs_bank_code","dbs_status","due_date") WHERE "invoices"."dbs_bank_code" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "invoices_discountable_idx" ON "invoices" USING btree ("tenant_id","firm_id","due_date") WHERE "invoices"."discountable" AND "invoices"."amount" > "invoices"."paid_amount";--> statement-breakpoint
CREATE UNIQUE INDEX "stock_items_tenant_code_key" ON "stock_items" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "stock_items_search_trgm_idx" ON "stock_items" USING gin ("code" gin_trgm_ops,"name" gin_trgm_ops,"barcode" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "idempotency_records_created_idx" ON "idempotency_records" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "integration_events_tenant_created_idx" ON "integration_events" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "integration_keys_hash_key" ON "integration_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "integration_keys_tenant_idx" ON "integration_keys" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("tenant_id","endpoint_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_transactions_tenant_feed_key" ON "pos_transactions" USING btree ("tenant_id","feed_seq");--> statement-breakpoint
CREATE INDEX "pos_transactions_pending_collections_idx" ON "pos_transactions" USING btree ("tenant_id","firm_id") WHERE "pos_transactions"."feed_seq" IS NOT NULL AND "pos_transactions"."erp_recorded_at" IS NULL;