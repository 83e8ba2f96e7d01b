import { type LoginData, messages } from '@tahsilat/domain';
import { eq } from 'drizzle-orm';
import type { AppContext, ClientInfo } from '../../context.js';
import { sessions } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { SessionAuth } from '../../types.js';
import { revokeSession } from '../auth/auth.repository.js';
import { openActingSession } from '../auth/auth.service.js';
import { requireSubFirm } from './sub-firms.service.js';

/**
 * Act as dealer (issue 13): a main firm's user opens a second, read-only session in which the portal shows one of its
 * sub-firms as that dealer sees it. The session guard refuses every call that writes while it lives; it ends with its
 * exit, with its parent session, or when the user loses addSubFirm or the firm stops being its sub-firm.
 */
export async function startActing(
  ctx: AppContext,
  auth: SessionAuth,
  firmId: string,
  client: ClientInfo,
): Promise<LoginData> {
  const firm = await requireSubFirm(ctx, auth, firmId);
  return ctx.db.transaction(async (tx) => {
    const [parent] = await tx
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.jti, auth.jti))
      .limit(1);
    if (!parent) {
      throw AppError.unauthenticated();
    }
    const data = await openActingSession(
      ctx,
      tx,
      auth,
      { id: firm.id, code: firm.code, name: firm.name },
      parent.expiresAt,
      client,
    );
    await recordAudit(tx, {
      event: 'subfirm.act-as.start',
      outcome: 'success',
      tenantId: auth.tenantId,
      userId: auth.userId,
      ip: client.ip,
      objectType: 'firm',
      objectId: firm.id,
    });
    return data;
  });
}

/** Ends the acting session it is called with; the user's own session goes on. */
export async function endActing(ctx: AppContext, auth: SessionAuth, client: ClientInfo): Promise<void> {
  if (!auth.acting) {
    throw new AppError('BAD_REQUEST', messages.notActing);
  }
  await ctx.db.transaction(async (tx) => {
    await revokeSession(tx, auth.jti, 'act_as_end');
    await recordAudit(tx, {
      event: 'subfirm.act-as.end',
      outcome: 'success',
      tenantId: auth.tenantId,
      userId: auth.userId,
      ip: client.ip,
      objectType: 'firm',
      objectId: auth.firmId,
    });
  });
  await ctx.guards.sessionsRevoked();
}
