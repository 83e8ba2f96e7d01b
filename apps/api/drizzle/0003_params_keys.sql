CREATE TABLE "tenant_params_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"key_encrypted" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "pos_transactions" ADD COLUMN "params_key_id" text;--> statement-breakpoint
ALTER TABLE "tenant_params_keys" ADD CONSTRAINT "tenant_params_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenant_params_keys_tenant_idx" ON "tenant_params_keys" USING btree ("tenant_id","created_at");