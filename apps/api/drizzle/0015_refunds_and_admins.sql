CREATE TABLE "tenant_admins" (
	"user_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_admins_user_id_tenant_id_pk" PRIMARY KEY("user_id","tenant_id")
);
--> statement-breakpoint
CREATE TABLE "pos_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"currency_code" text NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"requested_by" uuid NOT NULL,
	"idempotency_key" text,
	"client_ip" text,
	"auth_code" text,
	"host_ref_num" text,
	"bank_transaction_id" text,
	"return_code" text,
	"error_code" text,
	"message" text,
	"settled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "pos_transactions_firm_created_idx";--> statement-breakpoint
ALTER TABLE "pos_transactions" ADD COLUMN "refunded_amount" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "pos_transactions" ADD COLUMN "reversal_state" text;--> statement-breakpoint
ALTER TABLE "tenant_admins" ADD CONSTRAINT "tenant_admins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_admins" ADD CONSTRAINT "tenant_admins_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_refunds" ADD CONSTRAINT "pos_refunds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_refunds" ADD CONSTRAINT "pos_refunds_transaction_id_pos_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."pos_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_refunds" ADD CONSTRAINT "pos_refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenant_admins_tenant_idx" ON "tenant_admins" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "pos_refunds_transaction_idx" ON "pos_refunds" USING btree ("transaction_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_refunds_one_in_flight_key" ON "pos_refunds" USING btree ("transaction_id") WHERE "pos_refunds"."status" = 'processing';--> statement-breakpoint
CREATE UNIQUE INDEX "pos_refunds_idempotency_key" ON "pos_refunds" USING btree ("tenant_id","idempotency_key") WHERE "pos_refunds"."idempotency_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "pos_refunds_processing_idx" ON "pos_refunds" USING btree ("created_at") WHERE "pos_refunds"."status" = 'processing';--> statement-breakpoint
CREATE INDEX "pos_transactions_firm_created_idx" ON "pos_transactions" USING btree ("tenant_id","firm_id","created_at","id","status","pre_auth_state","reversal_state");--> statement-breakpoint

-- A refund or void of a collection moves it to the end of the tenant's feed (under the counter's row lock, so in
-- commit order), so an ERP reading by cursor sees the change; the event for the webhooks and a delivery per
-- subscribed endpoint are written in the same transaction, as for the authorisation (migration 0008).
CREATE FUNCTION pos_transactions_reversal_feed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  event_type text := CASE WHEN NEW.reversal_state = 'voided' THEN 'collection.voided' ELSE 'collection.refunded' END;
  new_event uuid;
BEGIN
  INSERT INTO collection_feed_counters AS c (tenant_id, last_seq) VALUES (NEW.tenant_id, 1)
    ON CONFLICT (tenant_id) DO UPDATE SET last_seq = c.last_seq + 1
    RETURNING c.last_seq INTO NEW.feed_seq;
  INSERT INTO integration_events (tenant_id, type, collection_id)
    VALUES (NEW.tenant_id, event_type, NEW.id) RETURNING id INTO new_event;
  INSERT INTO webhook_deliveries (tenant_id, endpoint_id, event_id)
    SELECT NEW.tenant_id, e.id, new_event FROM webhook_endpoints e
     WHERE e.tenant_id = NEW.tenant_id AND e.is_active AND event_type = ANY (e.events);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER pos_transactions_reversal_feed_update BEFORE UPDATE OF refunded_amount, reversal_state ON pos_transactions
  FOR EACH ROW WHEN (NEW.feed_seq IS NOT NULL AND NEW.refunded_amount IS DISTINCT FROM OLD.refunded_amount)
  EXECUTE FUNCTION pos_transactions_reversal_feed();
