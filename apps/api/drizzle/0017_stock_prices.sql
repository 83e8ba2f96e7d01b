CREATE TABLE "stock_price_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"firm_group_code" text,
	"firm_id" uuid,
	"discount_rate" numeric(5, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_price_rules_one_target_check" CHECK (("stock_price_rules"."firm_group_code" IS NULL) <> ("stock_price_rules"."firm_id" IS NULL)),
	CONSTRAINT "stock_price_rules_rate_check" CHECK ("stock_price_rules"."discount_rate" >= 0 AND "stock_price_rules"."discount_rate" <= 100)
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "stock_availability_display" text DEFAULT 'exact' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "stock_low_threshold" numeric(18, 3) DEFAULT '10' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_price_rules" ADD CONSTRAINT "stock_price_rules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_price_rules" ADD CONSTRAINT "stock_price_rules_firm_same_tenant_fk" FOREIGN KEY ("tenant_id","firm_id") REFERENCES "public"."firms"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_price_rules_group_key" ON "stock_price_rules" USING btree ("tenant_id","firm_group_code") WHERE "stock_price_rules"."firm_group_code" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_price_rules_firm_key" ON "stock_price_rules" USING btree ("tenant_id","firm_id") WHERE "stock_price_rules"."firm_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_stock_low_threshold_check" CHECK ("tenants"."stock_low_threshold" >= 0);