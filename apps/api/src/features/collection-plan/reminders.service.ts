import {
  formatMoneyText,
  isoToDottedDate,
  messages,
  type ReminderBody,
  type ReminderFigures,
  type ReminderPreview,
} from '@tahsilat/domain';
import { sql } from 'drizzle-orm';
import type { AppContext, ClientInfo } from '../../context.js';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/query.js';
import { auditLog, collectionReminders } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { auditRow } from '../../lib/audit.js';
import { layout, type MailBranding } from '../../lib/mail/templates.js';
import type { SessionAuth } from '../../types.js';
import { mailBrandingFor } from '../auth/branding.js';
import { resolveFirm } from '../firm-report/firm-scope.js';
import { hasNothingToRemind, readReminderFigures } from './reminder-figures.js';

/**
 * A payment reminder to a dealer (POST /FirmReport/CollectionPlan/Remind): its overdue and coming TRY plan lines
 * (reminder-figures.ts, the figure every page states), by e-mail or SMS to the address the ERP keeps for it, at most
 * once a day per channel (decided under the firm's row lock, so two clicks send one), through the outbox, logged as
 * the dealer's last reminder and audited. The preview (…/RemindPreview) builds the same message and sends nothing.
 */

const REMINDER_GAP_HOURS = 24;

interface Message {
  subject: string | null;
  text: string;
  html: string | null;
}

/** The reminder's words, one builder for what is sent and what the preview shows. */
function reminderMessage(
  brand: MailBranding,
  dealerName: string,
  figures: ReminderFigures,
  channel: ReminderBody['channel'],
): Message {
  const overdue = formatMoneyText(figures.overdue, 'TRY');
  const coming = formatMoneyText(figures.coming, 'TRY');
  const payUrl = `${brand.publicUrl}/pos-collection`;
  if (channel === 'sms') {
    return {
      subject: null,
      text: `${brand.tenantName}: Vadesi geçmiş ${overdue} ödemeniz bulunmaktadır. Kartla ödemek için: ${payUrl}`,
      html: null,
    };
  }
  const { html, text } = layout(
    brand,
    'Ödeme hatırlatması',
    [
      `Sayın ${dealerName},`,
      `${brand.tenantName} cari hesabınızda vadesi geçmiş ${overdue} tutarında ödemeniz bulunmaktadır. Önümüzdeki 30 gün içinde vadesi gelecek tutar ${coming}.`,
      'Ödemenizi portaldan kartla hemen yapabilirsiniz. Ödemeyi yaptıysanız bu e-postayı dikkate almayınız.',
    ],
    {
      details: [
        ['Vadesi geçen', `${overdue} (${figures.overdueCount} kalem)`],
        ...(figures.oldestDueDate
          ? ([['En eski vade', isoToDottedDate(figures.oldestDueDate)]] as [string, string][])
          : []),
        ['30 gün içinde vadesi gelecek', coming],
      ],
      action: { label: 'Hemen öde', url: payUrl },
    },
  );
  return { subject: `${brand.tenantName} - Ödeme hatırlatması`, text, html };
}

/**
 * Who the reminder goes to and what it says, or the reason it cannot go: the firm itself, a dealer switched off, no
 * address or phone, nothing owed. `db` is the sending transaction (after the firm's row lock) or the pool.
 */
async function prepareReminder(
  db: Db,
  auth: SessionAuth,
  body: ReminderBody,
  brand: MailBranding,
  today: string,
) {
  const dealer = await resolveFirm(db, auth, body.firmId);
  if (dealer.id === auth.firmId) {
    throw AppError.notFound(messages.firmNotFound);
  }
  const [contact] = await queryRows<{ email: string | null; phone: string | null; is_active: boolean }>(
    db,
    sql`SELECT email, phone, is_active FROM firms WHERE tenant_id = ${auth.tenantId} AND id = ${dealer.id}`,
  );
  if (!contact?.is_active) {
    throw new AppError('BAD_REQUEST', messages.firmIsPassive);
  }
  const to = body.channel === 'email' ? contact.email : contact.phone;
  if (!to) {
    throw new AppError(
      'BAD_REQUEST',
      body.channel === 'email' ? messages.firmReminderEmailMissing : messages.firmPhoneMissing,
    );
  }
  const figures = (await readReminderFigures(db, auth.tenantId, [dealer.id], today)).get(dealer.id);
  if (!figures || hasNothingToRemind(figures)) {
    throw new AppError('BAD_REQUEST', messages.nothingToRemind);
  }
  return { dealer, to, figures, message: reminderMessage(brand, dealer.name, figures, body.channel) };
}

/** POST /FirmReport/CollectionPlan/RemindPreview: the reminder as it would go; nothing is sent or stored. */
export async function previewReminder(
  ctx: AppContext,
  auth: SessionAuth,
  body: ReminderBody,
  today: string,
): Promise<ReminderPreview> {
  const brand = await mailBrandingFor(ctx, auth.tenantId);
  const { to, figures, message } = await prepareReminder(ctx.db, auth, body, brand, today);
  return { channel: body.channel, to, subject: message.subject, text: message.text, figures };
}

export async function sendReminder(
  ctx: AppContext,
  auth: SessionAuth,
  body: ReminderBody,
  client: ClientInfo,
  today: string,
): Promise<{ to: string; at: string }> {
  const brand = await mailBrandingFor(ctx, auth.tenantId);
  const sent = await ctx.db.transaction(async (tx) => {
    // The dealer's row lock: two clicks (or two instances) decide one after the other.
    await tx.execute(
      sql`SELECT id FROM firms WHERE tenant_id = ${auth.tenantId} AND id = ${body.firmId} FOR UPDATE`,
    );
    const { dealer, to, message } = await prepareReminder(tx, auth, body, brand, today);
    const [recent] = await queryRows<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM collection_reminders
           WHERE tenant_id = ${auth.tenantId} AND firm_id = ${dealer.id} AND channel = ${body.channel}
             AND created_at > now() - make_interval(hours => ${REMINDER_GAP_HOURS})`,
    );
    if ((recent?.n ?? 0) > 0) {
      throw new AppError('TOO_MANY_REQUESTS', messages.reminderTooSoon);
    }
    if (body.channel === 'email') {
      await ctx.outbox.enqueue(tx, {
        tenantId: auth.tenantId,
        to,
        subject: message.subject ?? '',
        text: message.text,
        html: message.html ?? message.text,
      });
    } else {
      await ctx.outbox.enqueueSms(tx, { tenantId: auth.tenantId, to, text: message.text });
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
