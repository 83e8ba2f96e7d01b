import {
  formatMoneyText,
  isoToDottedDate,
  messages,
  parseSumAmount,
  type ReminderBody,
} from '@tahsilat/domain';
import { sql } from 'drizzle-orm';
import type { AppContext, ClientInfo } from '../../context.js';
import { queryRows } from '../../db/query.js';
import { auditLog, collectionReminders } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { auditRow } from '../../lib/audit.js';
import { layout } from '../../lib/mail/templates.js';
import type { SessionAuth } from '../../types.js';
import { mailBrandingFor } from '../auth/branding.js';
import { allocatedLinesAs, ownerIsFirm } from '../erp/pending-allocation.js';
import { resolveFirm } from '../firm-report/firm-scope.js';

/**
 * A payment reminder to a dealer (POST /FirmReport/CollectionPlan/Remind): its overdue and coming TRY plan lines
 * at what it still owes once its pending collections pay (pending-allocation.ts, the figure every page states),
 * by e-mail or SMS to the address the ERP keeps for it, at most once a day per channel (decided under the firm's
 * row lock, so two clicks send one), through the outbox, logged as the dealer's last reminder and audited.
 */

const REMINDER_GAP_HOURS = 24;

interface DealerDue {
  email: string | null;
  phone: string | null;
  overdue: string;
  overdue_count: number;
  oldest: string | null;
  coming: string;
}

export async function sendReminder(
  ctx: AppContext,
  auth: SessionAuth,
  body: ReminderBody,
  client: ClientInfo,
  today: string,
): Promise<{ to: string; at: string }> {
  const dealer = await resolveFirm(ctx.db, auth, body.firmId);
  if (dealer.id === auth.firmId) {
    throw AppError.notFound(messages.firmNotFound);
  }
  const brand = await mailBrandingFor(ctx, auth.tenantId);
  const sent = await ctx.db.transaction(async (tx) => {
    const [due] = await queryRows<DealerDue>(
      tx,
      sql`SELECT f.email, f.phone,
                 coalesce(sum(a.owed) FILTER (WHERE a.due_date < ${today}), 0)::text AS overdue,
                 (count(a.id) FILTER (WHERE a.due_date < ${today}))::int AS overdue_count,
                 min(a.due_date) FILTER (WHERE a.due_date < ${today})::text AS oldest,
                 coalesce(sum(a.owed) FILTER (WHERE a.due_date >= ${today}), 0)::text AS coming
            FROM (SELECT * FROM firms WHERE tenant_id = ${auth.tenantId} AND id = ${dealer.id} FOR UPDATE) f
            LEFT JOIN ${allocatedLinesAs(ownerIsFirm(auth.tenantId, dealer.id), 'a')}
                 ON a.owed > 0 AND a.currency_code = 'TRY' AND a.due_date <= ${today}::date + 30
           GROUP BY f.email, f.phone`,
    );
    const to = body.channel === 'email' ? due?.email : due?.phone;
    if (!due || !to) {
      throw new AppError(
        'BAD_REQUEST',
        body.channel === 'email' ? messages.firmReminderEmailMissing : messages.firmPhoneMissing,
      );
    }
    if ((parseSumAmount(due.overdue) ?? 0n) + (parseSumAmount(due.coming) ?? 0n) === 0n) {
      throw new AppError('BAD_REQUEST', messages.nothingToRemind);
    }
    const [recent] = await queryRows<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM collection_reminders
           WHERE tenant_id = ${auth.tenantId} AND firm_id = ${dealer.id} AND channel = ${body.channel}
             AND created_at > now() - make_interval(hours => ${REMINDER_GAP_HOURS})`,
    );
    if ((recent?.n ?? 0) > 0) {
      throw new AppError('TOO_MANY_REQUESTS', messages.reminderTooSoon);
    }
    const overdue = formatMoneyText(due.overdue, 'TRY');
    const coming = formatMoneyText(due.coming, 'TRY');
    const payUrl = `${brand.publicUrl}/pos-collection`;
    if (body.channel === 'email') {
      const { html, text } = layout(
        brand,
        'Ödeme hatırlatması',
        [
          `Sayın ${dealer.name},`,
          `${brand.tenantName} cari hesabınızda vadesi geçmiş ${overdue} tutarında ödemeniz bulunmaktadır. Önümüzdeki 30 gün içinde vadesi gelecek tutar ${coming}.`,
          'Ödemenizi portaldan kartla hemen yapabilirsiniz. Ödemeyi yaptıysanız bu e-postayı dikkate almayınız.',
        ],
        {
          details: [
            ['Vadesi geçen', `${overdue} (${due.overdue_count} kalem)`],
            ...(due.oldest ? ([['En eski vade', isoToDottedDate(due.oldest)]] as [string, string][]) : []),
            ['30 gün içinde vadesi gelecek', coming],
          ],
          action: { label: 'Hemen öde', url: payUrl },
        },
      );
      await ctx.outbox.enqueue(tx, {
        tenantId: auth.tenantId,
        to,
        subject: `${brand.tenantName} - Ödeme hatırlatması`,
        text,
        html,
      });
    } else {
      await ctx.outbox.enqueueSms(tx, {
        tenantId: auth.tenantId,
        to,
        text: `${brand.tenantName}: Vadesi geçmiş ${overdue} ödemeniz bulunmaktadır. Kartla ödemek için: ${payUrl}`,
      });
    }
    const [reminder] = await tx
      .insert(collectionReminders)
      .values({
        tenantId: auth.tenantId,
        firmId: dealer.id,
        channel: body.channel,
        recipient: to,
        sentBy: auth.userId,
        sentByName: auth.userName,
      })
      .returning({ at: collectionReminders.createdAt });
    await tx.insert(auditLog).values(
      auditRow({
        event: 'collection.remind',
        outcome: 'success',
        tenantId: auth.tenantId,
        userId: auth.userId,
        ip: client.ip,
        objectType: 'firm',
        objectId: dealer.id,
        details: { channel: body.channel },
      }),
    );
    return { to, at: (reminder?.at ?? new Date()).toISOString() };
  });
  ctx.outbox.kick();
  return sent;
}
