ALTER TABLE "tenants" ADD COLUMN "single_payment_pricing" text DEFAULT 'cheapest' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "single_payment_pos_account_id" uuid;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "text_translations" jsonb;