-- Sub-dealers (issue 13). A firm's is_active becomes what its master data says (source_active, the ERP's isActive)
-- and not switched off in the portal (suspended_at), kept by the database so an ERP push cannot switch a
-- firm back on that its main firm switched off. The stored value is copied before the column is replaced.
ALTER TABLE "firms" ADD COLUMN "source_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
UPDATE "firms" SET "source_active" = "is_active";--> statement-breakpoint
ALTER TABLE "firms" DROP COLUMN "is_active";--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "is_active" boolean GENERATED ALWAYS AS (source_active AND suspended_at IS NULL) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "password_tokens" ADD COLUMN "tenant_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "acting_firm_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "parent_jti" uuid;--> statement-breakpoint
ALTER TABLE "user_tenants" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_tenants" ADD COLUMN "invited_by" uuid;--> statement-breakpoint
ALTER TABLE "user_tenants" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mobile" text;--> statement-breakpoint
ALTER TABLE "password_tokens" ADD CONSTRAINT "password_tokens_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_acting_firm_same_tenant_fk" FOREIGN KEY ("tenant_id","acting_firm_id") REFERENCES "public"."firms"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tenants" ADD CONSTRAINT "user_tenants_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_tenants_firm_idx" ON "user_tenants" USING btree ("tenant_id","firm_id");--> statement-breakpoint
CREATE INDEX "firms_tenant_parent_name_idx" ON "firms" USING btree ("tenant_id","parent_firm_id","name","id");--> statement-breakpoint
CREATE INDEX "firms_search_trgm_idx" ON "firms" USING gin ("branch_number" gin_trgm_ops,"name" gin_trgm_ops,"tax_number" gin_trgm_ops,"city" gin_trgm_ops,"contact_name" gin_trgm_ops,"email" gin_trgm_ops) WITH (fastupdate=false);