import {
  formatRate,
  messages,
  parseRate,
  payFormFlagsOf,
  payFormModeOf,
  type SiteSettings,
  type SiteSettingsUpdate,
} from '@tahsilat/domain';
import type { AppContext, ClientInfo } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { recordTenantSettingsChange } from '../../lib/audit.js';
import { changedFields } from '../../lib/audit-diff.js';
import type { AdminAuth } from '../../types.js';
import {
  readDomains,
  readTenant,
  type TenantChanges,
  type TenantRow,
  writeTenant,
} from './site.repository.js';
import { sentTexts, textColumnsOf, textsOf } from './site-texts.js';

/**
 * Brand and site settings (issue 15): read fresh from the table (never the pages' cache), changed in one
 * transaction with an audit entry holding the fields before and after, then announced on the change bus so every
 * instance's sign-in and pay pages show the change at once.
 */

type EditableSettings = Omit<SiteSettings, 'domains' | 'paymentGuid' | 'updatedAt'>;
type EditableTexts = Awaited<ReturnType<typeof sentTexts>>;

function editableOf(row: TenantRow): EditableSettings {
  const rate = row.lateInterestMonthlyRate === null ? null : parseRate(row.lateInterestMonthlyRate);
  return {
    name: row.name,
    pageTitle: row.pageTitle,
    phoneNumber: row.phoneNumber,
    email: row.email,
    address: row.address,
    taxNumber: row.taxNumber,
    taxOffice: row.taxOffice,
    loginBannerImageUrl: row.loginBannerImageUrl,
    payWithLinkLanguage: row.b2bPayWithLinkDefaultLanguageOption === 1 ? 'en' : 'tr',
    paymentWithoutLogin: row.isPaymentWithoutLoginAllowed,
    paymentWithParams: row.isPaymentWithParams,
    preAuthAllowed: row.isPreAuthAllowed,
    currencyExchange: row.isUseB2bCurrencyExchange,
    showExchangeRate: row.b2bViewCurrencyExchangeRate,
    payFormMode: payFormModeOf(row),
    lateInterestMonthlyRate: rate === null ? null : formatRate(rate),
    stockAvailabilityDisplay: row.stockAvailabilityDisplay,
    stockLowThreshold: Number(row.stockLowThreshold),
    ...textsOf(row),
  };
}

function columnsOf(settings: Omit<SiteSettingsUpdate, keyof EditableTexts>): TenantChanges {
  return {
    name: settings.name,
    pageTitle: settings.pageTitle,
    phoneNumber: settings.phoneNumber,
    email: settings.email,
    address: settings.address,
    taxNumber: settings.taxNumber,
    taxOffice: settings.taxOffice,
    loginBannerImageUrl: settings.loginBannerImageUrl,
    b2bPayWithLinkDefaultLanguageOption: settings.payWithLinkLanguage === 'en' ? 1 : 0,
    isPaymentWithoutLoginAllowed: settings.paymentWithoutLogin,
    isPaymentWithParams: settings.paymentWithParams,
    isPreAuthAllowed: settings.preAuthAllowed,
    isUseB2bCurrencyExchange: settings.currencyExchange,
    b2bViewCurrencyExchangeRate: settings.showExchangeRate,
    ...payFormFlagsOf(settings.payFormMode),
    lateInterestMonthlyRate: settings.lateInterestMonthlyRate,
    stockAvailabilityDisplay: settings.stockAvailabilityDisplay,
    stockLowThreshold: String(settings.stockLowThreshold),
  };
}

function viewOf(row: TenantRow, domains: string[]): SiteSettings {
  return {
    ...editableOf(row),
    domains,
    paymentGuid: row.paymentGuid,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function siteSettings(ctx: AppContext, auth: AdminAuth): Promise<SiteSettings> {
  const [row, domains] = await Promise.all([
    readTenant(ctx.db, auth.tenantId),
    readDomains(ctx.db, auth.tenantId),
  ]);
  if (!row) {
    throw AppError.notFound(messages.tenantNotFound);
  }
  return viewOf(row, domains);
}

export async function updateSiteSettings(
  ctx: AppContext,
  auth: AdminAuth,
  settings: SiteSettingsUpdate,
  client: ClientInfo,
): Promise<SiteSettings> {
  const { row, changed } = await ctx.db.transaction(async (tx) => {
    const current = await readTenant(tx, auth.tenantId, true);
    if (!current) {
      throw AppError.notFound(messages.tenantNotFound);
    }
    const before = editableOf(current);
    // The tenant texts as they would be stored (a text left out keeps its value, HTML sanitised).
    const after = { ...settings, ...(await sentTexts(settings, textsOf(current))) };
    const diff = changedFields(before, after);
    if (diff.changed.length === 0) {
      return { row: current, changed: false };
    }
    const written = await writeTenant(tx, auth.tenantId, {
      ...columnsOf(settings),
      ...textColumnsOf(after),
    });
    await recordTenantSettingsChange(
      tx,
      { tenantId: auth.tenantId, userId: auth.userId, ip: client.ip },
      { before: diff.before, after: diff.after },
    );
    return { row: written, changed: true };
  });
  if (changed) {
    await ctx.bus.publish('tenant-config', auth.tenantId);
  }
  return viewOf(row, await readDomains(ctx.db, auth.tenantId));
}
