CREATE TABLE "callback_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted" boolean NOT NULL,
	"problem" text,
	"md_status" text,
	"fields" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_definitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"pos_account_id" uuid NOT NULL,
	"payment_set_id" uuid,
	"card_name" text NOT NULL,
	"card_logo" text,
	"is_visa_master_card" boolean DEFAULT true NOT NULL,
	"is_agriculture_pos" boolean DEFAULT false NOT NULL,
	"agriculture_card_logo" text,
	"commission_rate_1" numeric(7, 4) DEFAULT '0' NOT NULL,
	"commission_rate_2" numeric(7, 4) DEFAULT '0' NOT NULL,
	"commission_rate_3" numeric(7, 4) DEFAULT '0' NOT NULL,
	"commission_rate_4" numeric(7, 4) DEFAULT '0' NOT NULL,
	"commission_rate_5" numeric(7, 4) DEFAULT '0' NOT NULL,
	"commission_rate_6" numeric(7, 4) DEFAULT '0' NOT NULL,
	"commission_rate_7" numeric(7, 4) DEFAULT '0' NOT NULL,
	"commission_rate_8" numeric(7, 4) DEFAULT '0' NOT NULL,
	"commission_rate_9" numeric(7, 4) DEFAULT '0' NOT NULL,
	"commission_rate_10" numeric(7, 4) DEFAULT '0' NOT NULL,
	"commission_rate_11" numeric(7, 4) DEFAULT '0' NOT NULL,
	"commission_rate_12" numeric(7, 4) DEFAULT '0' NOT NULL,
	"commission_rate_1_enabled" boolean DEFAULT false NOT NULL,
	"commission_rate_2_enabled" boolean DEFAULT false NOT NULL,
	"commission_rate_3_enabled" boolean DEFAULT false NOT NULL,
	"commission_rate_4_enabled" boolean DEFAULT false NOT NULL,
	"commission_rate_5_enabled" boolean DEFAULT false NOT NULL,
	"commission_rate_6_enabled" boolean DEFAULT false NOT NULL,
	"commission_rate_7_enabled" boolean DEFAULT false NOT NULL,
	"commission_rate_8_enabled" boolean DEFAULT false NOT NULL,
	"commission_rate_9_enabled" boolean DEFAULT false NOT NULL,
	"commission_rate_10_enabled" boolean DEFAULT false NOT NULL,
	"commission_rate_11_enabled" boolean DEFAULT false NOT NULL,
	"commission_rate_12_enabled" boolean DEFAULT false NOT NULL,
	"is_commission_included_commission_rate_1" boolean DEFAULT false NOT NULL,
	"is_commission_included_commission_rate_2" boolean DEFAULT false NOT NULL,
	"is_commission_included_commission_rate_3" boolean DEFAULT false NOT NULL,
	"is_commission_included_commission_rate_4" boolean DEFAULT false NOT NULL,
	"is_commission_included_commission_rate_5" boolean DEFAULT false NOT NULL,
	"is_commission_included_commission_rate_6" boolean DEFAULT false NOT NULL,
	"is_commission_included_commission_rate_7" boolean DEFAULT false NOT NULL,
	"is_commission_included_commission_rate_8" boolean DEFAULT false NOT NULL,
	"is_commission_included_commission_rate_9" boolean DEFAULT false NOT NULL,
	"is_commission_included_commission_rate_10" boolean DEFAULT false NOT NULL,
	"is_commission_included_commission_rate_11" boolean DEFAULT false NOT NULL,
	"is_commission_included_commission_rate_12" boolean DEFAULT false NOT NULL,
	"extra_installment_count" integer DEFAULT 0 NOT NULL,
	"extra_installment_expire_date" date,
	"deferring_installment_count" integer DEFAULT 0 NOT NULL,
	"deferring_range_start" integer DEFAULT 0 NOT NULL,
	"deferring_range_end" integer DEFAULT 0 NOT NULL,
	"description" text,
	"campaign_image_path" text,
	"is_commission_from_dealer" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" uuid,
	"currency_code" text NOT NULL,
	"bank_note_sell" numeric(14, 6) NOT NULL,
	"rate_date" date NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"payment_set_id" uuid,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_sets_tenant_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "pos_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"bank_id" integer NOT NULL,
	"name" text NOT NULL,
	"logo_path" text,
	"protocol" text NOT NULL,
	"model" text DEFAULT '3d' NOT NULL,
	"gate_url" text NOT NULL,
	"api_url" text NOT NULL,
	"store_id" text NOT NULL,
	"terminal_id" text,
	"api_user" text NOT NULL,
	"api_password_encrypted" text NOT NULL,
	"store_key_encrypted" text NOT NULL,
	"accepted_md_status" text[] DEFAULT ARRAY['1']::text[] NOT NULL,
	"test_mode" boolean DEFAULT false NOT NULL,
	"installments" integer[] DEFAULT ARRAY[2,3,4,5,6,7,8,9,10,11,12]::integer[] NOT NULL,
	"default_installment" integer DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pos_accounts_tenant_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "pos_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"firm_id" uuid,
	"pos_account_id" uuid NOT NULL,
	"commission_definition_id" uuid NOT NULL,
	"bank_id" integer NOT NULL,
	"bank_name" text NOT NULL,
	"order_id" text NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"transaction_type" text DEFAULT 'Auth' NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"net_amount" numeric(18, 2) NOT NULL,
	"total_amount" numeric(18, 2) NOT NULL,
	"commission_rate" numeric(7, 4) NOT NULL,
	"commission_amount" numeric(18, 2) NOT NULL,
	"currency_code" text NOT NULL,
	"installment_count" integer NOT NULL,
	"extra_installment_count" integer DEFAULT 0 NOT NULL,
	"deferring_installment_count" integer DEFAULT 0 NOT NULL,
	"masked_card_number" text NOT NULL,
	"card_holder_name" text NOT NULL,
	"customer_email" text,
	"mobile_phone" text,
	"description" text,
	"tckn" text,
	"contract_number" text,
	"branch_code" text,
	"member_number" text,
	"customer_information" text,
	"insurance_company" text,
	"payment_method" text,
	"payment_set_id" uuid,
	"policy_date" date,
	"reference_number" text,
	"callback_url" text,
	"callback_method" text,
	"language" text DEFAULT 'tr' NOT NULL,
	"client_ip" text,
	"md_status" text,
	"auth_code" text,
	"host_ref_num" text,
	"bank_transaction_id" text,
	"return_code" text,
	"error_code" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"authorisation_started_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tenant_currencies" (
	"tenant_id" uuid NOT NULL,
	"code" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tenant_currencies_tenant_id_code_pk" PRIMARY KEY("tenant_id","code")
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "use_commissions_for_available_installment" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "use_firm_group_code_for_max_installment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "firm_group_max_installments" jsonb;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "is_selectable_installment_table" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "use_empty_commission_list" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "pos_collection_description" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "allowed_callback_origins" text[] DEFAULT ARRAY[]::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "commission_definitions" ADD CONSTRAINT "commission_definitions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_definitions" ADD CONSTRAINT "commission_definitions_pos_same_tenant_fk" FOREIGN KEY ("tenant_id","pos_account_id") REFERENCES "public"."pos_accounts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_definitions" ADD CONSTRAINT "commission_definitions_set_same_tenant_fk" FOREIGN KEY ("tenant_id","payment_set_id") REFERENCES "public"."payment_sets"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_set_same_tenant_fk" FOREIGN KEY ("tenant_id","payment_set_id") REFERENCES "public"."payment_sets"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sets" ADD CONSTRAINT "payment_sets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_accounts" ADD CONSTRAINT "pos_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_transactions" ADD CONSTRAINT "pos_transactions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_transactions" ADD CONSTRAINT "pos_transactions_pos_same_tenant_fk" FOREIGN KEY ("tenant_id","pos_account_id") REFERENCES "public"."pos_accounts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_transactions" ADD CONSTRAINT "pos_transactions_firm_same_tenant_fk" FOREIGN KEY ("tenant_id","firm_id") REFERENCES "public"."firms"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_currencies" ADD CONSTRAINT "tenant_currencies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "callback_events_transaction_idx" ON "callback_events" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "commission_definitions_tenant_idx" ON "commission_definitions" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "exchange_rates_lookup_idx" ON "exchange_rates" USING btree ("currency_code","tenant_id","rate_date");--> statement-breakpoint
CREATE INDEX "payment_methods_tenant_idx" ON "payment_methods" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_accounts_tenant_bank_key" ON "pos_accounts" USING btree ("tenant_id","bank_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pos_transactions_account_order_key" ON "pos_transactions" USING btree ("pos_account_id","order_id");--> statement-breakpoint
CREATE INDEX "pos_transactions_tenant_created_idx" ON "pos_transactions" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "pos_transactions_status_idx" ON "pos_transactions" USING btree ("status","created_at");