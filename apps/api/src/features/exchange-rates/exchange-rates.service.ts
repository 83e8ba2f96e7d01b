import { formatTurkishAmount, istanbulIsoDate, messages, parseExchangeRate } from '@tahsilat/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext, ClientInfo } from '../../context.js';
import { exchangeRates } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { SessionAuth } from '../../types.js';
import { parseCentralBankXml } from './tcmb.js';

/**
 * Fetches the central bank's daily bulletin and stores its bank-note selling rates. A failed fetch
 * changes nothing: the last good rates stay in use.
 */
export async function refreshCentralBankRates(
  ctx: AppContext,
  url: string,
): Promise<'stored' | 'unchanged' | 'failed'> {
  let bulletin: ReturnType<typeof parseCentralBankXml>;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) {
      throw new Error(`HTTP ${response.status}`);
    }
    bulletin = parseCentralBankXml(await response.text());
  } catch (error) {
    ctx.log.warn({ err: error }, 'exchange rates could not be fetched; keeping the last good rates');
    return 'failed';
  }
  let stored = false;
  for (const code of ['USD', 'EUR'] as const) {
    const rate = bulletin.rates[code];
    const existing = await ctx.db
      .select({ id: exchangeRates.id })
      .from(exchangeRates)
      .where(
        and(
          isNull(exchangeRates.tenantId),
          eq(exchangeRates.currencyCode, code),
          eq(exchangeRates.rateDate, bulletin.date),
        ),
      )
      .limit(1);
    if (rate && existing.length === 0) {
      await ctx.db.insert(exchangeRates).values({
        tenantId: null,
        currencyCode: code,
        bankNoteSell: rate,
        rateDate: bulletin.date,
        source: 'tcmb',
      });
      stored = true;
    }
  }
  if (stored) {
    await ctx.bus.publish('exchange-rates', '');
  }
  return stored ? 'stored' : 'unchanged';
}

/** A firm user sets the tenant's own rate; it wins over the central bank's from then on. */
export async function setTenantRate(
  ctx: AppContext,
  auth: SessionAuth,
  input: { currencyCode: 'USD' | 'EUR'; bankNoteSellValue: string },
  client: ClientInfo,
): Promise<void> {
  if (auth.isSubFirm) {
    throw AppError.forbidden();
  }
  const micros = parseExchangeRate(input.bankNoteSellValue);
  if (micros === null || micros <= 0n) {
    throw AppError.validation([messages.amountInvalid]);
  }
  await ctx.db.transaction(async (tx) => {
    await tx.insert(exchangeRates).values({
      tenantId: auth.tenantId,
      currencyCode: input.currencyCode,
      bankNoteSell: input.bankNoteSellValue,
      rateDate: istanbulIsoDate(),
      source: 'tenant',
    });
    await recordAudit(tx, {
      event: 'exchange-rate.set',
      outcome: 'success',
      tenantId: auth.tenantId,
      userId: auth.userId,
      ip: client.ip,
      objectType: 'exchange_rate',
      objectId: input.currencyCode,
      details: { bankNoteSell: input.bankNoteSellValue, shown: formatTurkishAmount(micros / 10_000n) },
    });
  });
  await ctx.bus.publish('tenant-config', auth.tenantId);
}
