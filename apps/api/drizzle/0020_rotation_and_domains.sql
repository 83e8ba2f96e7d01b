ALTER TABLE "pos_accounts" ADD COLUMN "previous_store_key_encrypted" text;--> statement-breakpoint
ALTER TABLE "pos_accounts" ADD COLUMN "previous_store_key_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenant_domains" ADD COLUMN "verification_token" text;--> statement-breakpoint
ALTER TABLE "tenant_domains" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
UPDATE "tenant_domains" SET "verified_at" = "created_at" WHERE "verified_at" IS NULL;