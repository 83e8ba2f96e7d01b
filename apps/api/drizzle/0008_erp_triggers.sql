-- Derived data kept by the database itself, so that no write path (integration API, seed, a later console) can
-- forget it: movement sums per firm and month, the ERP's recording of our collections, and the collections feed.

-- Whether the ERP's ledger records each of these collections (a movement names it): `erp_recorded_at` (it stops
-- counting as pending) and, taken from that movement, the posted mark. The collections are locked first, in id
-- order, so a concurrent statement on the same collections waits; the update is a new statement with a new
-- snapshot, so it sees what that statement committed (READ COMMITTED). A mark that came from a movement that is
-- gone (its document number among `removed`) goes with it.
CREATE FUNCTION mark_recorded_collections(p_tenant uuid, p_ids uuid[], p_removed text[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM pos_transactions WHERE tenant_id = p_tenant AND id = ANY (p_ids) ORDER BY id FOR UPDATE;
  UPDATE pos_transactions p SET
    erp_recorded_at = CASE WHEN r.recorded THEN coalesce(p.erp_recorded_at, now()) END,
    erp_document_no = CASE
      WHEN r.recorded THEN coalesce(p.erp_document_no, r.document_no)
      WHEN p.erp_document_no = ANY (p_removed) THEN NULL
      ELSE p.erp_document_no END,
    erp_posted_at = CASE
      WHEN r.recorded THEN coalesce(p.erp_posted_at, now())
      WHEN p.erp_document_no = ANY (p_removed) THEN NULL
      ELSE p.erp_posted_at END
    FROM (
      SELECT c.id,
             EXISTS (SELECT 1 FROM account_movements m WHERE m.tenant_id = p_tenant AND m.collection_id = c.id)
               AS recorded,
             (SELECT m.document_no FROM account_movements m
               WHERE m.tenant_id = p_tenant AND m.collection_id = c.id ORDER BY m.id LIMIT 1) AS document_no
        FROM unnest(p_ids) AS c(id)
    ) AS r
   WHERE p.tenant_id = p_tenant AND p.id = r.id;
END;
$$;
--> statement-breakpoint

-- Movement sums. Statement-level triggers see each statement's rows once (transition tables), so a batch of 1,000
-- movements updates a handful of sum rows, in key order (no deadlock between two batches). Months are calendar
-- months of the movement's date (cast to timestamp, so the session's time zone plays no part).
CREATE FUNCTION account_movements_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO firm_movement_totals AS t
      (tenant_id, firm_id, currency_code, month, debit, credit, fx_debit, fx_credit, movement_count)
    SELECT tenant_id, firm_id, currency_code, date_trunc('month', movement_date::timestamp)::date,
           sum(debit), sum(credit),
           sum(CASE WHEN debit > 0 THEN coalesce(fx_amount, 0) ELSE 0 END),
           sum(CASE WHEN credit > 0 THEN coalesce(fx_amount, 0) ELSE 0 END),
           count(*)
      FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (tenant_id, firm_id, currency_code, month) DO UPDATE SET
      debit = t.debit + excluded.debit, credit = t.credit + excluded.credit,
      fx_debit = t.fx_debit + excluded.fx_debit, fx_credit = t.fx_credit + excluded.fx_credit,
      movement_count = t.movement_count + excluded.movement_count;
    FOR touched IN
      SELECT tenant_id, array_agg(DISTINCT collection_id) AS ids
        FROM new_rows WHERE collection_id IS NOT NULL GROUP BY tenant_id
    LOOP
      PERFORM mark_recorded_collections(touched.tenant_id, touched.ids, '{}');
    END LOOP;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Take the old rows out and put the new ones in (a moved date, firm or currency moves its sums); a sum whose
    -- delta is zero (a changed description) is not touched, so such updates do not queue on sum rows.
    INSERT INTO firm_movement_totals AS t
      (tenant_id, firm_id, currency_code, month, debit, credit, fx_debit, fx_credit, movement_count)
    SELECT tenant_id, firm_id, currency_code, month, sum(debit), sum(credit), sum(fx_debit), sum(fx_credit), sum(n)
      FROM (
        SELECT tenant_id, firm_id, currency_code, date_trunc('month', movement_date::timestamp)::date AS month,
               -debit AS debit, -credit AS credit,
               -(CASE WHEN debit > 0 THEN coalesce(fx_amount, 0) ELSE 0 END) AS fx_debit,
               -(CASE WHEN credit > 0 THEN coalesce(fx_amount, 0) ELSE 0 END) AS fx_credit,
               -1 AS n
          FROM old_rows
        UNION ALL
        SELECT tenant_id, firm_id, currency_code, date_trunc('month', movement_date::timestamp)::date,
               debit, credit,
               CASE WHEN debit > 0 THEN coalesce(fx_amount, 0) ELSE 0 END,
               CASE WHEN credit > 0 THEN coalesce(fx_amount, 0) ELSE 0 END,
               1
          FROM new_rows
      ) AS delta
     GROUP BY 1, 2, 3, 4
    HAVING sum(debit) <> 0 OR sum(credit) <> 0 OR sum(fx_debit) <> 0 OR sum(fx_credit) <> 0 OR sum(n) <> 0
     ORDER BY 1, 2, 3, 4
    ON CONFLICT (tenant_id, firm_id, currency_code, month) DO UPDATE SET
      debit = t.debit + excluded.debit, credit = t.credit + excluded.credit,
      fx_debit = t.fx_debit + excluded.fx_debit, fx_credit = t.fx_credit + excluded.fx_credit,
      movement_count = t.movement_count + excluded.movement_count;
    FOR touched IN
      SELECT tenant_id, array_agg(DISTINCT collection_id) AS ids,
             coalesce(array_agg(DISTINCT document_no) FILTER (WHERE document_no IS NOT NULL), '{}') AS removed
        FROM (SELECT tenant_id, collection_id, NULL::text AS document_no FROM new_rows WHERE collection_id IS NOT NULL
              UNION ALL
              SELECT tenant_id, collection_id, document_no FROM old_rows WHERE collection_id IS NOT NULL) AS x
       GROUP BY tenant_id
    LOOP
      PERFORM mark_recorded_collections(touched.tenant_id, touched.ids, touched.removed);
    END LOOP;
  ELSE
    UPDATE firm_movement_totals t SET
      debit = t.debit - o.debit, credit = t.credit - o.credit,
      fx_debit = t.fx_debit - o.fx_debit, fx_credit = t.fx_credit - o.fx_credit,
      movement_count = t.movement_count - o.n
      FROM (
        SELECT tenant_id, firm_id, currency_code, date_trunc('month', movement_date::timestamp)::date AS month,
               sum(debit) AS debit, sum(credit) AS credit,
               sum(CASE WHEN debit > 0 THEN coalesce(fx_amount, 0) ELSE 0 END) AS fx_debit,
               sum(CASE WHEN credit > 0 THEN coalesce(fx_amount, 0) ELSE 0 END) AS fx_credit,
               count(*) AS n
          FROM old_rows GROUP BY 1, 2, 3, 4
      ) AS o
     WHERE t.tenant_id = o.tenant_id AND t.firm_id = o.firm_id AND t.currency_code = o.currency_code
       AND t.month = o.month;
    FOR touched IN
      SELECT tenant_id, array_agg(DISTINCT collection_id) AS ids,
             coalesce(array_agg(DISTINCT document_no) FILTER (WHERE document_no IS NOT NULL), '{}') AS removed
        FROM old_rows WHERE collection_id IS NOT NULL GROUP BY tenant_id
    LOOP
      PERFORM mark_recorded_collections(touched.tenant_id, touched.ids, touched.removed);
    END LOOP;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM firm_movement_totals t
     USING (SELECT DISTINCT tenant_id, firm_id FROM old_rows) AS o
     WHERE t.tenant_id = o.tenant_id AND t.firm_id = o.firm_id AND t.movement_count = 0;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER account_movements_totals_insert AFTER INSERT ON account_movements
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_movements_totals();
--> statement-breakpoint
CREATE TRIGGER account_movements_totals_update AFTER UPDATE ON account_movements
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_movements_totals();
--> statement-breakpoint
CREATE TRIGGER account_movements_totals_delete AFTER DELETE ON account_movements
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION account_movements_totals();
--> statement-breakpoint

-- The collections feed. A payment becomes a collection when the money is taken (an approved sale, or the capture
-- of a pre-authorisation); it then takes the tenant's next feed position under the counter's row lock, held to
-- commit, so positions follow commit order and a reader paging by position never skips one. The event for the
-- webhooks and a delivery per subscribed endpoint are written in the same transaction.
CREATE FUNCTION pos_transactions_collection_feed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  is_collection boolean := NEW.status = 'authorised'
    AND (NEW.transaction_type = 'Auth' OR NEW.pre_auth_state = 'captured');
  was_collection boolean := TG_OP = 'UPDATE' AND OLD.status = 'authorised'
    AND (OLD.transaction_type = 'Auth' OR OLD.pre_auth_state = 'captured');
  new_event uuid;
BEGIN
  IF is_collection AND NOT was_collection THEN
    INSERT INTO collection_feed_counters AS c (tenant_id, last_seq) VALUES (NEW.tenant_id, 1)
      ON CONFLICT (tenant_id) DO UPDATE SET last_seq = c.last_seq + 1
      RETURNING c.last_seq INTO NEW.feed_seq;
    NEW.collected_at := now();
    INSERT INTO integration_events (tenant_id, type, collection_id)
      VALUES (NEW.tenant_id, 'collection.authorised', NEW.id) RETURNING id INTO new_event;
    INSERT INTO webhook_deliveries (tenant_id, endpoint_id, event_id)
      SELECT NEW.tenant_id, e.id, new_event FROM webhook_endpoints e
       WHERE e.tenant_id = NEW.tenant_id AND e.is_active AND 'collection.authorised' = ANY (e.events);
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER pos_transactions_collection_feed_update BEFORE UPDATE OF status, pre_auth_state ON pos_transactions
  FOR EACH ROW WHEN (NEW.status = 'authorised')
  EXECUTE FUNCTION pos_transactions_collection_feed();
--> statement-breakpoint
CREATE TRIGGER pos_transactions_collection_feed_insert BEFORE INSERT ON pos_transactions
  FOR EACH ROW WHEN (NEW.status = 'authorised')
  EXECUTE FUNCTION pos_transactions_collection_feed();
