import { messages } from '@tahsilat/domain';
import type { AppContext, ClientInfo } from '../../context.js';
import { auditLog } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { auditRow } from '../../lib/audit.js';
import { layout } from '../../lib/mail/templates.js';
import type { SessionAuth } from '../../types.js';
import { mailBrandingFor } from '../auth/branding.js';
import { receiptFileName, receiptForUser } from './receipt.service.js';

/**
 * POST /PosCollection/Receipt/:id/Mail: the receipt to the payer — the e-mail given with the payment, else the
 * paying firm's own address (never an address typed now: the portal sends a firm's payments to no one else).
 */
export async function sendReceiptMail(ctx: AppContext, auth: SessionAuth, id: string, client: ClientInfo) {
  if (await ctx.mailThrottle.isBlocked(auth.userId)) {
    throw new AppError('TOO_MANY_REQUESTS', messages.tooManyMails);
  }
  const { row, file } = await receiptForUser(ctx, auth, id);
  const to = row.payment.customerEmail ?? row.firmEmail;
  if (!to) {
    throw new AppError('BAD_REQUEST', messages.receiptEmailMissing);
  }
  await ctx.mailThrottle.record(auth.userId);
  const brand = await mailBrandingFor(ctx, auth.tenantId);
  const { html, text } = layout(
    brand,
    'Ödeme dekontunuz',
    [
      `${row.firmName ?? 'Sayın müşterimiz'},`,
      `${brand.tenantName} adına yaptığınız kartlı ödemenin dekontu ektedir.`,
      'Dekonttaki karekodla belgenin doğruluğunu kontrol edebilirsiniz.',
    ],
    { details: [['İşlem no', row.payment.orderId]] },
  );
  await ctx.db.transaction(async (tx) => {
    await ctx.outbox.enqueue(tx, {
      tenantId: auth.tenantId,
      to,
      subject: `${brand.tenantName} - Ödeme dekontu (${row.payment.orderId})`,
      text,
      html,
      attachments: [{ fileName: receiptFileName(row), contentType: 'application/pdf', content: file }],
    });
    await tx.insert(auditLog).values(
      auditRow({
        event: 'receipt.mail',
        outcome: 'success',
        tenantId: auth.tenantId,
        userId: auth.userId,
        ip: client.ip,
        objectType: 'pos_transaction',
        objectId: id,
        details: { to },
      }),
    );
  });
  ctx.outbox.kick();
  return { to };
}
