CREATE TABLE "firm_transfer_references" (
	"tenant_id" uuid NOT NULL,
	"firm_id" uuid NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firm_transfer_references_pk" PRIMARY KEY("tenant_id","firm_id"),
	CONSTRAINT "firm_transfer_references_code_unique" UNIQUE("tenant_id","code")
);
--> statement-breakpoint
CREATE TABLE "tenant_bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"iban" text NOT NULL,
	"bank_code" text,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"currency_code" text NOT NULL,
	"is_shown_to_dealers" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_bank_accounts_iban_unique" UNIQUE("tenant_id","iban")
);
--> statement-breakpoint
ALTER TABLE "firm_transfer_references" ADD CONSTRAINT "firm_transfer_references_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_transfer_references" ADD CONSTRAINT "firm_transfer_references_firm_same_tenant_fk" FOREIGN KEY ("tenant_id","firm_id") REFERENCES "public"."firms"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_bank_accounts" ADD CONSTRAINT "tenant_bank_accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;