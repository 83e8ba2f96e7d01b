import { type SQL, sql } from 'drizzle-orm';

/**
 * The domain's rule of what a payment counts for (`collectedNet`, packages/domain/src/collected.ts;
 * docs/reports.md "Voided and refunded payments") for the queries that sum or count collections in the database:
 * the ERP report's monthly collections, the home page's month and a link's paid amount. `alias` names the
 * pos_transactions row (`x` in the raw queries, the table's own name in a drizzle query that does not alias it).
 *
 * A counted collection is a payment that took money (a row of the collections feed: an approved sale or a captured
 * pre-authorisation) and was not voided: the history's success, partially_refunded and refunded. A released
 * pre-authorisation never joined the feed; a pending or failed payment has not either.
 */

type Alias = 'x' | 'pos_transactions';
type Column = 'amount' | 'net_amount' | 'total_amount';

/** The payment is a collection a count includes. */
export function countedCollection(alias: Alias = 'x'): SQL {
  return sql.raw(`(${alias}.feed_seq IS NOT NULL AND ${alias}.reversal_state IS DISTINCT FROM 'voided')`);
}

/**
 * What the payment counts for in a sum of `column`: the column less what refunds gave back, never below zero; zero
 * for a payment that is not a counted collection or was wholly refunded.
 */
export function collectedNetSql(column: Column = 'amount', alias: Alias = 'x'): SQL {
  return sql.raw(
    `(CASE WHEN ${alias}.feed_seq IS NULL OR ${alias}.reversal_state IN ('voided', 'refunded') THEN 0 ` +
      `ELSE greatest(${alias}.${column} - ${alias}.refunded_amount, 0) END)`,
  );
}
