ALTER TABLE "tenants" ADD COLUMN "tax_number" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "tax_office" text;