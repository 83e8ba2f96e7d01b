-- The pay-with-params link a sale pays: every token of the link is sealed for this id, and the signed redirect to
-- the shop carries it. Sales made before link ids have none and get no redirect (their links no longer open).
ALTER TABLE "pos_transactions" ADD COLUMN "params_link_id" text;
