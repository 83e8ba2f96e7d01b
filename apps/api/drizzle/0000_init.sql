CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" uuid,
	"user_id" uuid,
	"event" text NOT NULL,
	"outcome" text NOT NULL,
	"ip" text,
	"object_type" text,
	"object_id" text,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "firms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"parent_firm_id" uuid,
	"branch_number" text NOT NULL,
	"name" text NOT NULL,
	"group_code" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firms_tenant_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "password_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "screen_settings" (
	"tenant_id" uuid NOT NULL,
	"screen_id" smallint NOT NULL,
	"b2b_show_campaign_button" boolean DEFAULT true NOT NULL,
	"b2b_view_usd_on_currency_drop_down" boolean DEFAULT true NOT NULL,
	"b2b_view_euro_on_currency_drop_down" boolean DEFAULT true NOT NULL,
	"b2b_customer_information_visibility" boolean DEFAULT true NOT NULL,
	"b2b_mobile_phone_visibility" boolean NOT NULL,
	"b2b_tckn_visibility" boolean DEFAULT false NOT NULL,
	"b2b_hide_commission_rate_info" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "screen_settings_tenant_id_screen_id_pk" PRIMARY KEY("tenant_id","screen_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"jti" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "tenant_domains" (
	"host" text PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"payment_guid" uuid NOT NULL,
	"page_title" text NOT NULL,
	"logo_path" text,
	"email" text,
	"phone_number" text,
	"address" text,
	"login_banner_image_path" text,
	"login_banner_image_url" text,
	"is_tenant_selected_from_modal" boolean DEFAULT false NOT NULL,
	"is_payment_without_login_allowed" boolean DEFAULT false NOT NULL,
	"is_payment_with_params" boolean DEFAULT false NOT NULL,
	"b2b_file_path" text,
	"is_pos_transaction_use_additional_field" boolean DEFAULT false NOT NULL,
	"is_rubik_fu" boolean DEFAULT false NOT NULL,
	"b2b_is_use_additional_field_for_policy" boolean DEFAULT false NOT NULL,
	"confidentiality_agreement_path" text,
	"sales_agreement_path" text,
	"is_use_b2b_currency_exchange" boolean DEFAULT false NOT NULL,
	"b2b_show_custom_fields" boolean DEFAULT false NOT NULL,
	"show_custom_fields" boolean DEFAULT false NOT NULL,
	"b2b_view_currency_exchange_rate" boolean DEFAULT false NOT NULL,
	"b2b_pay_with_link_default_language_option" smallint DEFAULT 0 NOT NULL,
	"b2b_menu_link_item_link" text,
	"b2b_menu_link_item_title" text,
	"b2b_pdf_file_path" text,
	"erp_program" text,
	"is_b2b_firm_transaction" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenants_payment_guid_unique" UNIQUE("payment_guid")
);
--> statement-breakpoint
CREATE TABLE "user_tenants" (
	"user_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"firm_id" uuid NOT NULL,
	"payment_plan" boolean DEFAULT false NOT NULL,
	"collection_plan" boolean DEFAULT false NOT NULL,
	"pos_collection" boolean DEFAULT false NOT NULL,
	"stocks" boolean DEFAULT false NOT NULL,
	"dbs_invoices" boolean DEFAULT false NOT NULL,
	"invoice_discount" boolean DEFAULT false NOT NULL,
	"erp_report" boolean DEFAULT false NOT NULL,
	"create_payment_link" boolean DEFAULT false NOT NULL,
	"add_sub_firm" boolean DEFAULT false NOT NULL,
	"firm_transaction" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_tenants_user_id_tenant_id_pk" PRIMARY KEY("user_id","tenant_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "firms" ADD CONSTRAINT "firms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firms" ADD CONSTRAINT "firms_parent_same_tenant_fk" FOREIGN KEY ("tenant_id","parent_firm_id") REFERENCES "public"."firms"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_history" ADD CONSTRAINT "password_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_tokens" ADD CONSTRAINT "password_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen_settings" ADD CONSTRAINT "screen_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_domains" ADD CONSTRAINT "tenant_domains_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tenants" ADD CONSTRAINT "user_tenants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tenants" ADD CONSTRAINT "user_tenants_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tenants" ADD CONSTRAINT "user_tenants_firm_same_tenant_fk" FOREIGN KEY ("tenant_id","firm_id") REFERENCES "public"."firms"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_tenant_time_idx" ON "audit_log" USING btree ("tenant_id","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_log_user_time_idx" ON "audit_log" USING btree ("user_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "firms_tenant_branch_number_key" ON "firms" USING btree ("tenant_id","branch_number");--> statement-breakpoint
CREATE INDEX "firms_tenant_parent_idx" ON "firms" USING btree ("tenant_id","parent_firm_id");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "password_history_user_idx" ON "password_history" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "password_tokens_user_idx" ON "password_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_tenants_tenant_idx" ON "user_tenants" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));