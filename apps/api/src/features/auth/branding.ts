import type { AppContext } from '../../context.js';
import type { MailBranding } from '../../lib/mail/templates.js';

/** The tenant's look for an e-mail; links are built from PUBLIC_URL, never from a request's Host. */
export async function mailBrandingFor(ctx: AppContext, tenantId: string | null): Promise<MailBranding> {
  const { publicUrl } = ctx.config;
  if (!tenantId) {
    return { tenantName: 'Tahsilat', logoUrl: null, phoneNumber: null, publicUrl };
  }
  const tenant = await ctx.tenants.require(tenantId);
  return {
    tenantName: tenant.name,
    logoUrl: tenant.logoPath ? new URL(tenant.logoPath, `${publicUrl}/`).toString() : null,
    phoneNumber: tenant.phoneNumber,
    publicUrl,
  };
}
