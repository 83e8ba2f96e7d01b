CREATE TABLE "payment_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"firm_id" uuid NOT NULL,
	"code" text NOT NULL,
	"reference_number" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"currency_code" text NOT NULL,
	"description" text NOT NULL,
	"validity_date" date NOT NULL,
	"payment_set_id" uuid,
	"payment_method_id" uuid,
	"payment_method" text,
	"is_pre_auth" boolean DEFAULT false NOT NULL,
	"customer_name" text,
	"customer_email" text,
	"customer_phone" text,
	"language" text DEFAULT 'tr' NOT NULL,
	"max_payments" integer DEFAULT 1 NOT NULL,
	"claimed_count" integer DEFAULT 0 NOT NULL,
	"paid_count" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"paid_at" timestamp with time zone,
	"last_transaction_id" uuid,
	"created_by" uuid NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"last_sent_at" timestamp with time zone,
	CONSTRAINT "payment_requests_tenant_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "payment_requests_counts_check" CHECK ("payment_requests"."paid_count" <= "payment_requests"."claimed_count" AND "payment_requests"."claimed_count" <= "payment_requests"."max_payments")
);
--> statement-breakpoint
ALTER TABLE "pos_transactions" ADD COLUMN "payment_request_id" uuid;--> statement-breakpoint
ALTER TABLE "pos_transactions" ADD COLUMN "pre_auth_state" text;--> statement-breakpoint
ALTER TABLE "pos_transactions" ADD COLUMN "pre_auth_settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "is_pre_auth_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_firm_same_tenant_fk" FOREIGN KEY ("tenant_id","firm_id") REFERENCES "public"."firms"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_requests_code_key" ON "payment_requests" USING btree ("code");--> statement-breakpoint
CREATE INDEX "payment_requests_tenant_created_idx" ON "payment_requests" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payment_requests_tenant_firm_created_idx" ON "payment_requests" USING btree ("tenant_id","firm_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payment_requests_tenant_amount_idx" ON "payment_requests" USING btree ("tenant_id","amount","id");--> statement-breakpoint
CREATE INDEX "payment_requests_tenant_validity_idx" ON "payment_requests" USING btree ("tenant_id","validity_date","id");--> statement-breakpoint
CREATE INDEX "pos_transactions_payment_request_idx" ON "pos_transactions" USING btree ("payment_request_id");--> statement-breakpoint
-- Written by hand: a card payment of a link belongs to a link of the same tenant (drizzle cannot declare this
-- foreign key from pos_transactions, which is defined before payment_requests).
ALTER TABLE "pos_transactions" ADD CONSTRAINT "pos_transactions_payment_request_same_tenant_fk" FOREIGN KEY ("tenant_id","payment_request_id") REFERENCES "public"."payment_requests"("tenant_id","id") ON DELETE no action ON UPDATE no action;
