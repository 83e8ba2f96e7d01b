import type { AppContext } from '../../context.js';
import type { MailBranding } from '../../lib/mail/templates.js';
import { rasterAddress } from '../../lib/storage/tenant-files.js';

/** The tenant's look for an e-mail; links are built from PUBLIC_URL, never from a request's Host. */
export async function mailBrandingFor(ctx: AppContext, tenantId: string | null): Promise<MailBranding> {
  const { publicUrl } = ctx.config;
  if (!tenantId) {
    return { tenantName: 'Tahsilat', logoUrl: null, phoneNumber: null, publicUrl };
  }
  const tenant = await ctx.tenants.require(tenantId);
  return {
    tenantName: tenant.name,
    // E-mail clients rarely draw SVG: the logo's PNG (an uploaded SVG's twin, a shipped one's file beside it).
    logoUrl: tenant.logoPath ? new URL(rasterAddress(tenant.logoPath), `${publicUrl}/`).toString() : null,
    phoneNumber: tenant.phoneNumber,
    publicUrl,
  };
}
