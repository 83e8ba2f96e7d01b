import { isoToDottedDate, messages } from '@tahsilat/domain';
import type { AppContext, ClientInfo } from '../../context.js';
import { auditLog } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { auditRow } from '../../lib/audit.js';
import { layout, type MailBranding } from '../../lib/mail/templates.js';
import { readTenantLogo } from '../../lib/tenant-logo.js';
import type { SessionAuth } from '../../types.js';
import { mailBrandingFor } from '../auth/branding.js';
import { type StatementRequest, scopeOf } from './statement.service.js';
import { statementPdf } from './statement-pdf.js';

/**
 * POST /FirmReport/StatementMail: the statement's PDF to the firm's own e-mail address (only there: the portal
 * sends a firm's figures to no one else), through the outbox, limited per user and audited.
 */

function statementMail(brand: MailBranding, firmName: string, period: string, sender: string) {
  const { html, text } = layout(
    brand,
    'Cari hesap ekstreniz',
    [
      `Sayın ${firmName},`,
      `${period} dönemine ait cari hesap ekstreniz ektedir.`,
      `Ekstreyi ${brand.tenantName} tahsilat portalından ${sender} gönderdi. Sorularınız için bizimle iletişime geçebilirsiniz.`,
    ],
    { details: [['Dönem', period]] },
  );
  return { subject: `${brand.tenantName} - Cari hesap ekstresi (${period})`, text, html };
}

export async function sendStatementMail(
  ctx: AppContext,
  auth: SessionAuth,
  statement: StatementRequest,
  madeAt: string,
  client: ClientInfo,
): Promise<{ to: string }> {
  const to = statement.firm.email;
  if (!to) {
    throw new AppError('BAD_REQUEST', messages.firmEmailMissing);
  }
  if (await ctx.mailThrottle.isBlocked(auth.userId)) {
    throw new AppError('TOO_MANY_REQUESTS', messages.tooManyMails);
  }
  const tenant = await ctx.tenants.require(statement.tenantId);
  const file = await statementPdf(ctx.db, statement, {
    tenantName: tenant.name,
    logo: await readTenantLogo(tenant.logoPath, ctx.files),
    madeAt,
  });
  await ctx.mailThrottle.record(auth.userId);
  const { dateFrom, dateTo } = scopeOf(statement);
  const period = `${isoToDottedDate(dateFrom)} – ${isoToDottedDate(dateTo)}`;
  const mail = statementMail(
    await mailBrandingFor(ctx, statement.tenantId),
    statement.firm.name,
    period,
    auth.userName,
  );
  await ctx.db.transaction(async (tx) => {
    await ctx.outbox.enqueue(tx, {
      tenantId: statement.tenantId,
      to,
      ...mail,
      attachments: [
        { fileName: `ekstre-${statement.firm.code}.pdf`, contentType: 'application/pdf', content: file },
      ],
    });
    await tx.insert(auditLog).values(
      auditRow({
        event: 'statement.mail',
        outcome: 'success',
        tenantId: statement.tenantId,
        userId: auth.userId,
        ip: client.ip,
        objectType: 'firm',
        objectId: statement.firm.id,
        details: { to, dateFrom, dateTo },
      }),
    );
  });
  ctx.outbox.kick();
  return { to };
}
