CREATE TABLE "discount_request_invoices" (
	"tenant_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"invoice_id" bigint NOT NULL,
	"invoice_no" text NOT NULL,
	"due_date" date NOT NULL,
	"currency_code" text NOT NULL,
	"days" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"discount" numeric(18, 2) NOT NULL,
	"commission" numeric(18, 2) NOT NULL,
	"bsmv" numeric(18, 2) NOT NULL,
	"fee" numeric(18, 2) NOT NULL,
	"net" numeric(18, 2) NOT NULL,
	"holds_invoice" boolean DEFAULT true NOT NULL,
	CONSTRAINT "discount_request_invoices_request_id_invoice_id_pk" PRIMARY KEY("request_id","invoice_id"),
	CONSTRAINT "discount_request_invoices_sum_check" CHECK ("discount_request_invoices"."net" + "discount_request_invoices"."discount" + "discount_request_invoices"."commission" + "discount_request_invoices"."bsmv" + "discount_request_invoices"."fee" = "discount_request_invoices"."amount")
);
--> statement-breakpoint
CREATE TABLE "discount_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"request_no" bigint GENERATED ALWAYS AS IDENTITY (sequence name "discount_requests_request_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"firm_id" uuid NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"value_date" date NOT NULL,
	"method" text NOT NULL,
	"annual_rate" numeric(9, 4) NOT NULL,
	"terms" jsonb NOT NULL,
	"totals" jsonb NOT NULL,
	"requested_by" uuid NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_terms" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "firm_discount_rates" (
	"tenant_id" uuid NOT NULL,
	"firm_id" uuid NOT NULL,
	"annual_rate" numeric(9, 4) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firm_discount_rates_tenant_id_firm_id_pk" PRIMARY KEY("tenant_id","firm_id")
);
--> statement-breakpoint
ALTER TABLE "discount_request_invoices" ADD CONSTRAINT "discount_request_invoices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_request_invoices" ADD CONSTRAINT "discount_request_invoices_request_id_discount_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."discount_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_requests" ADD CONSTRAINT "discount_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_requests" ADD CONSTRAINT "discount_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_requests" ADD CONSTRAINT "discount_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_requests" ADD CONSTRAINT "discount_requests_firm_fk" FOREIGN KEY ("tenant_id","firm_id") REFERENCES "public"."firms"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_terms" ADD CONSTRAINT "discount_terms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_terms" ADD CONSTRAINT "discount_terms_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_discount_rates" ADD CONSTRAINT "firm_discount_rates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_discount_rates" ADD CONSTRAINT "firm_discount_rates_firm_fk" FOREIGN KEY ("tenant_id","firm_id") REFERENCES "public"."firms"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_request_invoices_held_key" ON "discount_request_invoices" USING btree ("tenant_id","invoice_id") WHERE "discount_request_invoices"."holds_invoice";--> statement-breakpoint
CREATE UNIQUE INDEX "discount_requests_no_key" ON "discount_requests" USING btree ("request_no");--> statement-breakpoint
CREATE INDEX "discount_requests_firm_idx" ON "discount_requests" USING btree ("tenant_id","firm_id","created_at");