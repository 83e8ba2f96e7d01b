import type { AdminScreens, ScreenSettings, ScreenSettingsUpdate } from '@tahsilat/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext, ClientInfo } from '../../context.js';
import type { Db } from '../../db/client.js';
import { auditLog, screenSettings } from '../../db/schema.js';
import { auditRow } from '../../lib/audit.js';
import { changedFields } from '../../lib/audit-diff.js';
import type { AdminAuth } from '../../types.js';
import { screenSettingsOf } from '../payments/payment-config.js';

/**
 * The payment screens' visibility settings (issue 15): read fresh, each screen saved whole with an audit entry of
 * the changed switches, announced on the change bus so every instance's pay pages follow at once.
 */

async function readScreen(db: Db, tenantId: string, screenId: 5 | 6, forUpdate = false) {
  const query = db
    .select()
    .from(screenSettings)
    .where(and(eq(screenSettings.tenantId, tenantId), eq(screenSettings.screenId, screenId)))
    .limit(1);
  const [row] = forUpdate ? await query.for('no key update') : await query;
  return row;
}

export async function screens(ctx: AppContext, auth: AdminAuth): Promise<AdminScreens> {
  const rows = await ctx.db.select().from(screenSettings).where(eq(screenSettings.tenantId, auth.tenantId));
  return ([6, 5] as const).map((screenId) => ({
    screenId,
    settings: screenSettingsOf(
      rows.find((row) => row.screenId === screenId),
      screenId,
    ),
  }));
}

export async function saveScreen(
  ctx: AppContext,
  auth: AdminAuth,
  screenId: 5 | 6,
  settings: ScreenSettingsUpdate,
  client: ClientInfo,
): Promise<ScreenSettings> {
  const changed = await ctx.db.transaction(async (tx) => {
    const before = screenSettingsOf(await readScreen(tx, auth.tenantId, screenId, true), screenId);
    const diff = changedFields(before, settings);
    if (diff.changed.length === 0) {
      return false;
    }
    const columns = {
      b2bShowCampaignButton: settings.b2BShowCampaignButton,
      b2bViewUsdOnCurrencyDropDown: settings.b2BViewUsdOnCurrencyDropDown,
      b2bViewEuroOnCurrencyDropDown: settings.b2BViewEuroOnCurrencyDropDown,
      b2bCustomerInformationVisibility: settings.b2BCustomerInformationVisibility,
      b2bMobilePhoneVisibility: settings.b2BMobilePhoneVisibility,
      b2bTcknVisibility: settings.b2BTcknVisibility,
      b2bHideCommissionRateInfo: settings.b2BHideCommissionRateInfo,
      updatedAt: new Date(),
    };
    await tx
      .insert(screenSettings)
      .values({ tenantId: auth.tenantId, screenId, ...columns })
      .onConflictDoUpdate({ target: [screenSettings.tenantId, screenSettings.screenId], set: columns });
    await tx.insert(auditLog).values(
      auditRow({
        event: 'screen.settings.update',
        outcome: 'success',
        tenantId: auth.tenantId,
        userId: auth.userId,
        ip: client.ip,
        objectType: 'screen_settings',
        objectId: String(screenId),
        details: { before: diff.before, after: diff.after },
      }),
    );
    return true;
  });
  if (changed) {
    await ctx.bus.publish('tenant-config', auth.tenantId);
  }
  return settings;
}
