ALTER TABLE "tenant_bank_accounts" ADD CONSTRAINT "tenant_bank_accounts_tenant_id_key" UNIQUE("tenant_id","id");--> statement-breakpoint
CREATE TABLE "bank_statement_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"source" text NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"statement_id" text,
	"period_from" date,
	"period_to" date,
	"counts" jsonb NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statement_imports_tenant_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "bank_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"import_id" uuid NOT NULL,
	"transaction_key" text NOT NULL,
	"bank_reference" text,
	"owner_reference" text,
	"booking_date" date NOT NULL,
	"value_date" date,
	"amount" numeric(18, 2) NOT NULL,
	"currency_code" text NOT NULL,
	"direction" text NOT NULL,
	"is_reversal" boolean DEFAULT false NOT NULL,
	"reversal_of_id" uuid,
	"counterparty_name" text,
	"counterparty_iban" text,
	"counterparty_tax_number" text,
	"description" text NOT NULL,
	"match_state" text NOT NULL,
	"match_rule" text,
	"firm_id" uuid,
	"suggestions" jsonb,
	"matched_at" timestamp with time zone,
	"matched_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transactions_key_unique" UNIQUE("tenant_id","account_id","transaction_key")
);
--> statement-breakpoint
CREATE TABLE "firm_sender_ibans" (
	"tenant_id" uuid NOT NULL,
	"iban" text NOT NULL,
	"firm_id" uuid NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firm_sender_ibans_pk" PRIMARY KEY("tenant_id","iban","firm_id")
);
--> statement-breakpoint
ALTER TABLE "bank_statement_imports" ADD CONSTRAINT "bank_statement_imports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_imports" ADD CONSTRAINT "bank_statement_imports_account_same_tenant_fk" FOREIGN KEY ("tenant_id","account_id") REFERENCES "public"."tenant_bank_accounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_account_same_tenant_fk" FOREIGN KEY ("tenant_id","account_id") REFERENCES "public"."tenant_bank_accounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_import_same_tenant_fk" FOREIGN KEY ("tenant_id","import_id") REFERENCES "public"."bank_statement_imports"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_firm_same_tenant_fk" FOREIGN KEY ("tenant_id","firm_id") REFERENCES "public"."firms"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_sender_ibans" ADD CONSTRAINT "firm_sender_ibans_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_sender_ibans" ADD CONSTRAINT "firm_sender_ibans_firm_same_tenant_fk" FOREIGN KEY ("tenant_id","firm_id") REFERENCES "public"."firms"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_statement_imports_tenant_idx" ON "bank_statement_imports" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "bank_transactions_state_idx" ON "bank_transactions" USING btree ("tenant_id","match_state","booking_date");--> statement-breakpoint
CREATE INDEX "bank_transactions_firm_idx" ON "bank_transactions" USING btree ("tenant_id","firm_id");