import { DiscountSettings } from '@tahsilat/domain';
import type { Db } from './client.js';
import { discountTerms, firmDiscountRates } from './schema.js';

/**
 * Tenant A discounts invoices (issue 14): simple discount at 42 % a year (actual/365 in TRY), 0,25 % commission
 * with a 100 TL minimum, BSMV 5 %, a 50 TL fee per request, at least 15 days to due. The dealer 1002 has agreed
 * 39,5 %. The ERP's demo invoices marked discountable are its open TRY invoices due more than 15 days out.
 */
export async function seedDemoDiscount(db: Db, tenantId: string, agreedFirmId: string): Promise<void> {
  const settings = DiscountSettings.parse({
    method: 'simple',
    annualRate: '42',
    commissionRate: '0.25',
    commissionMinimum: { TRY: '100.00' },
    feePerRequest: { TRY: '50.00' },
    minDaysToDue: 15,
  });
  await db.insert(discountTerms).values({ tenantId, settings });
  await db.insert(firmDiscountRates).values({ tenantId, firmId: agreedFirmId, annualRate: '39.5' });
}
