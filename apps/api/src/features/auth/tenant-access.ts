import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/query.js';
import { tenantAdmins, userTenants } from '../../db/schema.js';
import { accessGrantedMail, type MailBranding, type MailLanguage } from '../../lib/mail/templates.js';
import { queueInvitation } from './passwords.service.js';

/** Opening a tenant to a person: shared by the sub-firm users (issue 13) and the administrator's users (issue 15). */

/** Whether the user already belongs to the tenant: a firm membership of any firm, or its administration. */
export async function belongsToTenant(db: Db, tenantId: string, userId: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`
    SELECT 1 AS one FROM ${userTenants} WHERE ${userTenants.tenantId} = ${tenantId} AND ${userTenants.userId} = ${userId}
    UNION ALL
    SELECT 1 FROM ${tenantAdmins} WHERE ${tenantAdmins.tenantId} = ${tenantId} AND ${tenantAdmins.userId} = ${userId}
    LIMIT 1`,
  );
  return rows.length > 0;
}

/**
 * Queues, in the caller's transaction, the invitation (no password yet: a 7-day /new-password link) or, for someone
 * who has a password, the notice that a new tenant is open to them. The caller kicks the outbox after its commit.
 */
export async function mailAccess(
  ctx: AppContext,
  tx: Db,
  invite: {
    user: { id: string; name: string; email: string; passwordHash: string | null };
    tenantId: string;
    brand: MailBranding;
    firmName?: string;
    language: MailLanguage;
  },
): Promise<void> {
  if (invite.user.passwordHash === null) {
    await queueInvitation(ctx, tx, invite);
    return;
  }
  const mail = accessGrantedMail(invite.brand, invite.user.name, `${ctx.config.publicUrl}/signin`, {
    firmName: invite.firmName ?? invite.brand.tenantName,
    language: invite.language,
  });
  await ctx.outbox.enqueue(tx, { tenantId: invite.tenantId, to: invite.user.email, ...mail });
}
