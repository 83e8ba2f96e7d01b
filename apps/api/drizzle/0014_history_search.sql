-- The collection history (issue 12): trigram search over the searched columns (pg_trgm: migration 0006; fastupdate
-- off, as for the links), and the firm index carrying the state columns so a status filter is counted from the index.
DROP INDEX "pos_transactions_firm_created_idx";--> statement-breakpoint
CREATE INDEX "pos_transactions_search_trgm_idx" ON "pos_transactions" USING gin ("order_id" gin_trgm_ops,"reference_number" gin_trgm_ops,"card_holder_name" gin_trgm_ops,"description" gin_trgm_ops,"masked_card_number" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "pos_transactions_firm_created_idx" ON "pos_transactions" USING btree ("tenant_id","firm_id","created_at","id","status","pre_auth_state");