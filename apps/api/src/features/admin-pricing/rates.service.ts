import {
  type AdminExchangeRate,
  exchangeRateText,
  parseExchangeRate,
  RATE_CURRENCIES,
} from '@tahsilat/domain';
import type { AppContext, ClientInfo } from '../../context.js';
import { recordAudit } from '../../lib/audit.js';
import type { AdminAuth } from '../../types.js';
import {
  deleteOwnRates,
  type ExchangeRateRow,
  insertOwnRate,
  type RateCode,
  readOwnRate,
  readRates,
} from './pricing.repository.js';

/**
 * The tenant's own bank-note selling rate for USD and EUR (issue 15 section 4): set, it wins over the central
 * bank's on every pay page at once (the payment configuration picks own ?? central); cleared, the central bank's
 * rate applies again. Both are audited with before and after and announced on the change bus.
 */

const stored = (row: ExchangeRateRow | undefined) =>
  row
    ? {
        value: exchangeRateText(parseExchangeRate(row.bankNoteSell) ?? 0n),
        date: row.rateDate,
        source: row.source,
      }
    : null;

export async function exchangeRatesOf(ctx: AppContext, tenantId: string): Promise<AdminExchangeRate[]> {
  const rows = await readRates(ctx.db, tenantId);
  return RATE_CURRENCIES.map((code) => rateView(code, rows));
}

function rateView(code: RateCode, rows: ExchangeRateRow[]): AdminExchangeRate {
  const central = stored(rows.find((row) => row.currencyCode === code && row.tenantId === null));
  const own = stored(rows.find((row) => row.currencyCode === code && row.tenantId !== null));
  return { code, central, own, effective: (own ?? central)?.value ?? null };
}

async function changeOwnRate(
  ctx: AppContext,
  auth: AdminAuth,
  code: RateCode,
  value: string | null,
  client: ClientInfo,
): Promise<AdminExchangeRate> {
  const changed = await ctx.db.transaction(async (tx) => {
    const current = await readOwnRate(tx, auth.tenantId, code);
    const before = current ? exchangeRateText(parseExchangeRate(current.bankNoteSell) ?? 0n) : null;
    if (before === value) {
      return false;
    }
    await deleteOwnRates(tx, auth.tenantId, code);
    if (value !== null) {
      await insertOwnRate(tx, auth.tenantId, code, value);
    }
    await recordAudit(tx, {
      event: value === null ? 'exchange-rate.clear' : 'exchange-rate.set',
      outcome: 'success',
      tenantId: auth.tenantId,
      userId: auth.userId,
      ip: client.ip,
      objectType: 'exchange_rate',
      objectId: code,
      details: { before: { bankNoteSell: before }, after: { bankNoteSell: value } },
    });
    return true;
  });
  if (changed) {
    await ctx.bus.publish('tenant-config', auth.tenantId);
  }
  return rateView(code, await readRates(ctx.db, auth.tenantId));
}

/** Sets the tenant's own rate (already checked and written with 4 decimals by `ExchangeRateOverrideInput`). */
export function setOwnRate(
  ctx: AppContext,
  auth: AdminAuth,
  code: RateCode,
  value: string,
  client: ClientInfo,
) {
  return changeOwnRate(ctx, auth, code, value, client);
}

export function clearOwnRate(ctx: AppContext, auth: AdminAuth, code: RateCode, client: ClientInfo) {
  return changeOwnRate(ctx, auth, code, null, client);
}
