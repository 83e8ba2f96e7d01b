CREATE TABLE "pos_account_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"pos_account_id" uuid NOT NULL,
	"protocol" text NOT NULL,
	"model" text NOT NULL,
	"gate_url" text NOT NULL,
	"api_url" text NOT NULL,
	"query_url" text,
	"store_id" text NOT NULL,
	"terminal_id" text,
	"api_user" text NOT NULL,
	"api_password_encrypted" text NOT NULL,
	"store_key_encrypted" text NOT NULL,
	"refund_user" text NOT NULL,
	"refund_password_encrypted" text NOT NULL,
	"accepted_md_status" text[] NOT NULL,
	"test_mode" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pos_account_versions_tenant_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "pos_accounts" ADD COLUMN "refund_user" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pos_accounts" ADD COLUMN "refund_password_encrypted" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pos_accounts" ADD COLUMN "current_version_id" uuid;--> statement-breakpoint
ALTER TABLE "pos_transactions" ADD COLUMN "pos_account_version_id" uuid;--> statement-breakpoint
ALTER TABLE "pos_transactions" ADD COLUMN "payment_model" text;--> statement-breakpoint
ALTER TABLE "pos_transactions" ADD COLUMN "late_charge_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pos_account_versions" ADD CONSTRAINT "pos_account_versions_account_fk" FOREIGN KEY ("tenant_id","pos_account_id") REFERENCES "public"."pos_accounts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pos_account_versions_account_idx" ON "pos_account_versions" USING btree ("tenant_id","pos_account_id");--> statement-breakpoint

-- Every write that changes what a bank call needs (protocol, model, addresses, credentials) starts a new version,
-- whoever writes (the console, the import, the seed, a test): payments already started keep theirs (issue 26).
CREATE FUNCTION pos_accounts_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND NEW.current_version_id IS NOT NULL
    AND (NEW.protocol, NEW.model, NEW.gate_url, NEW.api_url, NEW.query_url, NEW.store_id, NEW.terminal_id,
         NEW.api_user, NEW.api_password_encrypted, NEW.store_key_encrypted, NEW.refund_user,
         NEW.refund_password_encrypted, NEW.accepted_md_status, NEW.test_mode)
      IS NOT DISTINCT FROM
        (OLD.protocol, OLD.model, OLD.gate_url, OLD.api_url, OLD.query_url, OLD.store_id, OLD.terminal_id,
         OLD.api_user, OLD.api_password_encrypted, OLD.store_key_encrypted, OLD.refund_user,
         OLD.refund_password_encrypted, OLD.accepted_md_status, OLD.test_mode)
  THEN
    RETURN NEW;
  END IF;
  INSERT INTO pos_account_versions (tenant_id, pos_account_id, protocol, model, gate_url, api_url, query_url,
    store_id, terminal_id, api_user, api_password_encrypted, store_key_encrypted, refund_user,
    refund_password_encrypted, accepted_md_status, test_mode)
  VALUES (NEW.tenant_id, NEW.id, NEW.protocol, NEW.model, NEW.gate_url, NEW.api_url, NEW.query_url, NEW.store_id,
    NEW.terminal_id, NEW.api_user, NEW.api_password_encrypted, NEW.store_key_encrypted, NEW.refund_user,
    NEW.refund_password_encrypted, NEW.accepted_md_status, NEW.test_mode)
  RETURNING id INTO NEW.current_version_id;
  RETURN NEW;
END;
$$;--> statement-breakpoint
-- AFTER would be too late to set the pointer, BEFORE INSERT too early for the version's foreign key: the insert
-- path takes its version in a second trigger, after the row exists.
CREATE TRIGGER pos_accounts_version_on_update BEFORE UPDATE ON pos_accounts
  FOR EACH ROW EXECUTE FUNCTION pos_accounts_version();--> statement-breakpoint
CREATE FUNCTION pos_accounts_first_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Touching the row runs the update trigger, which writes the first version (current_version_id is still null).
  UPDATE pos_accounts SET current_version_id = NULL WHERE id = NEW.id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER pos_accounts_version_on_insert AFTER INSERT ON pos_accounts
  FOR EACH ROW EXECUTE FUNCTION pos_accounts_first_version();--> statement-breakpoint

-- Accounts and payments made before versions: each account's present state is its first version.
UPDATE pos_accounts SET current_version_id = NULL;--> statement-breakpoint
UPDATE pos_transactions t SET pos_account_version_id = a.current_version_id, payment_model = a.model
  FROM pos_accounts a WHERE a.id = t.pos_account_id;--> statement-breakpoint
ALTER TABLE "pos_transactions" ALTER COLUMN "pos_account_version_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "pos_transactions" ALTER COLUMN "payment_model" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "pos_transactions" ADD CONSTRAINT "pos_transactions_version_same_tenant_fk" FOREIGN KEY ("tenant_id","pos_account_version_id") REFERENCES "public"."pos_account_versions"("tenant_id","id") ON DELETE no action ON UPDATE no action;
