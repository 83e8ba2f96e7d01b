import type { CollectionHistoryFilter } from '@tahsilat/domain';
import type { Db } from '../apps/api/src/db/client.js';
import { decodeCursor } from '../apps/api/src/db/keyset.js';
import {
  type HistoryScope,
  readHistoryPageAndCount,
} from '../apps/api/src/features/collection-history/history.repository.js';
import { DEFAULT_HISTORY_PAGE_SIZE } from '../apps/api/src/features/collection-history/history.service.js';

/** The collection history bench's data and its driver-level reference (bench/history.ts). */

/**
 * Card payments i = $2…$3 of $4 for tenant $1, straight into pos_transactions, started from $5 over $6 seconds in
 * the order of i (heap order follows created_at, as on a live table). Firms: 5 % none (pay-without-login without
 * a firm), 20 % dealer 1002, 10 % the main firm 1001, the rest round its other 22 dealers. Channels: 45 % portal
 * (the user: bayi@ for most of 1002's, demo@ otherwise), 25 % payment link, 5 % params (pay-without-login opened by
 * a shop's link), the rest pay-without-login. Statuses: 72 % approved sales, 3 % pre-authorisations (70 % captured,
 * 20 % released, 10 % held), 18 % declined, 7 % expired at the 3-D page. Banks: the tenant's six POS accounts,
 * 30/25/20/15/6/4 %. Amounts 50–250,000 on a log scale, 90 % TRY, 7 % USD, 3 % EUR; 1–12 instalments. A collection
 * takes feed position counter + i (the feed trigger is off while seeding: it would write an event per row under one
 * counter row) and, older than three days, is recorded by the ERP. Order ids are T + yymmdd + 10 characters, as
 * newOrderId makes them. Link payments name no link (the links are not seeded).
 */
const SEED_PAYMENTS = `
WITH scope AS (
  SELECT (SELECT id FROM firms WHERE tenant_id = $1::uuid AND branch_number = '1001') AS main_firm,
         (SELECT id FROM firms WHERE tenant_id = $1::uuid AND branch_number = '1002') AS dealer,
         (SELECT array_agg(d.id ORDER BY d.branch_number) FROM firms d JOIN firms m ON m.id = d.parent_firm_id
           WHERE d.tenant_id = $1::uuid AND m.branch_number = '1001' AND d.branch_number <> '1002') AS dealers,
         (SELECT id FROM users WHERE lower(email) = 'demo@tahsilat.local') AS demo_user,
         (SELECT id FROM users WHERE lower(email) = 'bayi@tahsilat.local') AS dealer_user,
         -- Positions after the tenant's own collections (the counter is not moved until the last chunk is in).
         (SELECT coalesce(max(last_seq), 0) FROM collection_feed_counters WHERE tenant_id = $1::uuid) AS feed_base
), pos AS (
  SELECT p.id, p.bank_id, p.name, p.current_version_id, p.model, row_number() OVER (ORDER BY p.sort_order) AS n,
         (SELECT d.id FROM commission_definitions d WHERE d.pos_account_id = p.id
           ORDER BY d.card_name LIMIT 1) AS definition
    FROM pos_accounts p WHERE p.tenant_id = $1::uuid
), s AS (
  SELECT i,
         $5::timestamptz + make_interval(secs => (i - 1 + random()) * $6::float8 / $4::bigint) AS created,
         random() AS firm, random() AS channel, random() AS state, random() AS bank, random() AS currency,
         random() AS terms, random() AS text, round(exp(ln(50) + random() * ln(5000))::numeric, 2) AS base
    FROM generate_series($2::bigint, $3::bigint) AS i
), r AS (
  SELECT s.*,
         CASE WHEN s.firm < 0.05 THEN NULL WHEN s.firm < 0.25 THEN c.dealer WHEN s.firm < 0.35 THEN c.main_firm
              ELSE c.dealers[1 + s.i % cardinality(c.dealers)] END AS firm_id,
         CASE WHEN s.firm < 0.05 OR s.channel >= 0.70 THEN 'pay_without_login'
              WHEN s.channel < 0.45 THEN 'pos_collection' ELSE 'payment_link' END AS kind,
         s.firm >= 0.05 AND s.channel >= 0.70 AND s.channel < 0.75 AS params,
         CASE WHEN s.state < 0.75 THEN 'authorised' WHEN s.state < 0.93 THEN 'failed' ELSE 'expired' END AS status,
         CASE WHEN s.state >= 0.72 AND s.state < 0.75 THEN
           CASE WHEN s.text < 0.7 THEN 'captured' WHEN s.text < 0.9 THEN 'released' ELSE 'held' END END AS pre_auth,
         CASE WHEN s.terms < 0.6 THEN 1 WHEN s.terms < 0.68 THEN 2 WHEN s.terms < 0.83 THEN 3
              WHEN s.terms < 0.93 THEN 6 WHEN s.terms < 0.97 THEN 9 ELSE 12 END AS installments,
         1 + floor(s.bank * 100)::int AS bank_pick,
         s.created + make_interval(secs => 20 + s.text * 70) AS done,
         c.demo_user, c.dealer_user, c.dealer, c.feed_base
    FROM s CROSS JOIN scope AS c
), p AS (
  SELECT r.*, round(1.79 + 1.15 * (r.installments - 1), 4) AS rate,
         r.status = 'authorised' AND (r.pre_auth IS NULL OR r.pre_auth = 'captured') AS collection,
         (ARRAY['435508', '540667', '454671', '479794', '552879', '402277', '528939', '676366'])[1 + r.i % 8]
           || '******' || lpad((r.i * 7919 % 10000)::text, 4, '0') AS card
    FROM r
)
INSERT INTO pos_transactions (
  tenant_id, firm_id, pos_account_id, pos_account_version_id, payment_model, commission_definition_id, bank_id,
  bank_name, order_id, channel, status,
  transaction_type, amount, net_amount, total_amount, commission_rate, commission_amount, currency_code,
  installment_count, masked_card_number, card_holder_name, customer_email, mobile_phone, description,
  reference_number, params_key_id, user_id, pre_auth_state, pre_auth_settled_at, language, client_ip, md_status,
  auth_code, host_ref_num, return_code, message, created_at, updated_at, authorisation_started_at, completed_at,
  feed_seq, collected_at, erp_document_no, erp_posted_at, erp_recorded_at
)
SELECT
  $1::uuid, p.firm_id, pos.id, pos.current_version_id, pos.model, pos.definition, pos.bank_id, pos.name,
  'T' || to_char(p.created AT TIME ZONE 'UTC', 'YYMMDD')
    || translate(upper(substr(md5(p.i::text || ':' || p.base::text), 1, 10)), '01', 'KM'),
  p.kind, p.status, CASE WHEN p.pre_auth IS NULL THEN 'Auth' ELSE 'PreAuth' END,
  p.base, p.base, p.base + round(p.base * p.rate / 100, 2), p.rate, round(p.base * p.rate / 100, 2),
  CASE WHEN p.currency < 0.9 THEN 'TRY' WHEN p.currency < 0.97 THEN 'USD' ELSE 'EUR' END,
  p.installments, p.card,
  (ARRAY['Ayşe Yılmaz', 'Mehmet Demir', 'Zeynep Kaya', 'Ali Çelik', 'Elif Şahin', 'Can Öztürk', 'Fatma Arslan',
         'Mustafa Doğan', 'Emine Aydın', 'Hasan Koç', 'Selin Kurt', 'Burak Özdemir'])[1 + p.i % 12],
  CASE WHEN p.text < 0.4 THEN 'musteri' || p.i || '@example.com.tr' END,
  CASE WHEN p.text < 0.6 THEN '05' || (30 + p.i % 30) || ' ' || lpad((p.i % 10000000)::text, 7, '0') END,
  CASE WHEN p.kind = 'pos_collection' AND p.text < 0.5 THEN 'Ödeme planı ödemesi'
       WHEN p.kind = 'pos_collection' THEN
         'Fatura FTR-' || to_char(p.created, 'YYYY') || '-' || lpad((p.i % 100000)::text, 5, '0') || ' ödemesi'
       WHEN p.kind = 'payment_link' THEN
         'Fatura ' || to_char(p.created, 'YYYY') || '-' || lpad((p.i % 100000)::text, 5, '0')
       WHEN p.text < 0.7 THEN 'Sipariş SP-' || (100000 + p.i) END,
  CASE WHEN p.params THEN 'ORD-' || (500000 + p.i)
       WHEN p.kind = 'payment_link' THEN
         'LNK-' || to_char(p.created, 'YYMMDD') || '-' || upper(substr(md5(p.i::text), 1, 6)) END,
  CASE WHEN p.params THEN 'pk_bench' END,
  CASE WHEN p.kind = 'pos_collection' THEN
    CASE WHEN p.firm_id = p.dealer AND p.text < 0.6 THEN p.dealer_user ELSE p.demo_user END END,
  p.pre_auth, CASE WHEN p.pre_auth IN ('captured', 'released') THEN p.done + interval '1 day' END,
  CASE WHEN p.text < 0.9 THEN 'tr' ELSE 'en' END,
  '85.' || (p.i % 250) || '.' || (p.i * 7 % 250) || '.' || (1 + p.i * 13 % 250),
  CASE WHEN p.status <> 'expired' THEN '1' END,
  CASE WHEN p.status = 'authorised' THEN lpad((p.i * 31 % 1000000)::text, 6, '0') END,
  CASE WHEN p.status <> 'expired' THEN lpad((p.i * 7919)::text, 12, '0') END,
  CASE WHEN p.status = 'authorised' THEN '00' WHEN p.status = 'failed' THEN '51' END,
  CASE WHEN p.status = 'authorised' THEN 'Approved' WHEN p.status = 'failed' THEN
    (ARRAY['Yetersiz bakiye', 'Red-Onaylanmadı', 'Kartın kullanım süresi dolmuş', 'İşlem izni yok'])[1 + p.i % 4]
    ELSE 'Ödeme süresi doldu' END,
  p.created, coalesce(p.done, p.created),
  CASE WHEN p.status <> 'expired' THEN p.done - interval '5 seconds' END,
  CASE WHEN p.status = 'expired' THEN p.created + interval '30 minutes' ELSE p.done END,
  CASE WHEN p.collection THEN p.feed_base + p.i END,
  CASE WHEN p.collection THEN p.done END,
  CASE WHEN p.collection AND p.created < now() - interval '3 days' THEN 'TAH-' || lpad(p.i::text, 8, '0') END,
  CASE WHEN p.collection AND p.created < now() - interval '3 days' THEN p.done + interval '1 day' END,
  CASE WHEN p.collection AND p.created < now() - interval '3 days' THEN p.done + interval '1 day' END
FROM p JOIN pos ON pos.n = CASE WHEN p.bank_pick <= 30 THEN 1 WHEN p.bank_pick <= 55 THEN 2
                             WHEN p.bank_pick <= 75 THEN 3 WHEN p.bank_pick <= 90 THEN 4
                             WHEN p.bank_pick <= 96 THEN 5 ELSE 6 END
ORDER BY p.created`;

const SEARCH_INDEX = 'pos_transactions_search_trgm_idx';

/** The seed for runOnStore: INSERT … SELECT chunks, the feed counter, VACUUM (ANALYZE) and CHECKPOINT. */
export function seedPayments(options: {
  tenantId: string;
  total: number;
  chunk: number;
  firstInstant: string;
  seconds: number;
}): { sql: string; values?: unknown[] }[] {
  const { tenantId, total } = options;
  // The search index takes the rows through its pending list while seeding, merged at the end (one by one, as the
  // server inserts a payment, 1,000,000 rows took four minutes more); the feed trigger is off (see above).
  const statements: { sql: string; values?: unknown[] }[] = [
    { sql: `ALTER INDEX ${SEARCH_INDEX} SET (fastupdate = on)` },
    { sql: 'ALTER TABLE pos_transactions DISABLE TRIGGER pos_transactions_collection_feed_insert' },
  ];
  for (let from = 1; from <= total; from += options.chunk) {
    statements.push({
      sql: SEED_PAYMENTS,
      values: [
        tenantId,
        from,
        Math.min(total, from + options.chunk - 1),
        total,
        options.firstInstant,
        options.seconds,
      ],
    });
  }
  statements.push(
    { sql: 'ALTER TABLE pos_transactions ENABLE TRIGGER pos_transactions_collection_feed_insert' },
    { sql: `SELECT gin_clean_pending_list('${SEARCH_INDEX}'::regclass)` },
    { sql: `ALTER INDEX ${SEARCH_INDEX} SET (fastupdate = off)` },
    {
      sql: `INSERT INTO collection_feed_counters AS c (tenant_id, last_seq)
              SELECT $1::uuid, max(feed_seq) FROM pos_transactions WHERE tenant_id = $1::uuid
            ON CONFLICT (tenant_id) DO UPDATE SET last_seq = greatest(c.last_seq, excluded.last_seq)`,
      values: [tenantId],
    },
    // What autovacuum and the checkpointer would have done by the time anyone reads the list.
    { sql: 'VACUUM (ANALYZE) pos_transactions' },
    { sql: 'CHECKPOINT' },
  );
  return statements;
}

/** One measured request of the list: its query string, and what the service reads for it. */
export interface HistoryTarget {
  name: string;
  query: Record<string, string>;
}

/**
 * The reads `historyPage` makes for one page (readHistoryPageAndCount: the page and, unless a first page holds every
 * match, the capped count beside it), for the scope the user's session gives. The session check and the scope's firm
 * lookup before them are the API's alone.
 */
export function historyReads(scope: HistoryScope, target: HistoryTarget): (db: Db) => Promise<unknown> {
  const { cursor: cursorText, pageSize, ...filter } = target.query;
  const cursor = cursorText ? decodeCursor(cursorText, 'instant') : null;
  if (cursorText && !cursor) {
    throw new Error(`not a createdAt cursor: ${cursorText}`);
  }
  const options = {
    filter: filter as CollectionHistoryFilter,
    sortBy: 'createdAt',
    sortDir: 'desc',
    pageSize: Number(pageSize ?? DEFAULT_HISTORY_PAGE_SIZE),
    cursor,
  } as const;
  return (db) => readHistoryPageAndCount(db, scope, options);
}
