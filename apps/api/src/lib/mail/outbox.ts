import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.js';
import { outbox, outboxAttachments } from '../../db/schema.js';
import type { SmsSender } from './sms.js';

export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingMail {
  tenantId: string | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface OutgoingSms {
  tenantId: string | null;
  to: string;
  text: string;
}

type OutboxRow = typeof outbox.$inferSelect;
type Channel = OutboxRow['channel'];

const MAX_ATTEMPTS = 8;
const LEASE_SECONDS = 120;
const POLL_MS = 5_000;
/** Connections to the mail relay per instance, and so messages of a batch sent at the same time. */
const SMTP_CONNECTIONS = 4;

/**
 * Mail and SMS leave through the outbox: a message is written in the same transaction as its
 * cause and sent afterwards, so a rolled-back change sends nothing and a crash loses nothing.
 * A channel without a transport (no SMTP_URL, no SMS_URL) keeps its messages in the outbox
 * ('stored') for the dev mailbox.
 */
export class Outbox {
  private readonly transport: Transporter | null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Db,
    smtpUrl: string | undefined,
    private readonly from: string,
    private readonly log: Logger,
    private readonly sms: SmsSender | null = null,
  ) {
    // A pool keeps a few connections to the relay open: a backlog (after a relay outage) drains in parallel
    // instead of one connection per message.
    this.transport = smtpUrl
      ? nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: SMTP_CONNECTIONS })
      : null;
  }

  /** How text messages leave: through the HTTP relay, or kept in the outbox (dev mailbox). */
  get smsProvider(): 'http' | 'outbox' {
    return this.sms ? 'http' : 'outbox';
  }

  /** The channels this process can deliver; rows of any other channel are never leased. */
  private get deliverableChannels(): Channel[] {
    return [...(this.transport ? (['email'] as const) : []), ...(this.sms ? (['sms'] as const) : [])];
  }

  /** Queues a message on `tx` (the caller's transaction). */
  async enqueue(tx: Db, mail: OutgoingMail): Promise<void> {
    const [row] = await tx
      .insert(outbox)
      .values({
        tenantId: mail.tenantId,
        channel: 'email',
        recipient: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        status: this.transport ? 'pending' : 'stored',
      })
      .returning({ id: outbox.id });
    if (row && mail.attachments?.length) {
      await tx
        .insert(outboxAttachments)
        .values(mail.attachments.map((file) => ({ outboxId: row.id, ...file })));
    }
  }

  /** The files that leave with a message. */
  private attachmentsOf(outboxId: string) {
    return this.db
      .select({
        filename: outboxAttachments.fileName,
        contentType: outboxAttachments.contentType,
        content: outboxAttachments.content,
      })
      .from(outboxAttachments)
      .where(eq(outboxAttachments.outboxId, outboxId));
  }

  /** Queues a text message on `tx` (the caller's transaction). */
  async enqueueSms(tx: Db, sms: OutgoingSms): Promise<void> {
    await tx.insert(outbox).values({
      tenantId: sms.tenantId,
      channel: 'sms',
      recipient: sms.to,
      subject: 'SMS',
      textBody: sms.text,
      htmlBody: null,
      status: this.sms ? 'pending' : 'stored',
    });
  }

  /** Asks for a delivery round soon (after the caller's transaction has committed). */
  kick(): void {
    if (this.deliverableChannels.length > 0 && !this.stopped) {
      setImmediate(() => void this.deliverDue());
    }
  }

  start(): void {
    if (this.deliverableChannels.length === 0 || this.timer) {
      return;
    }
    this.timer = setInterval(() => void this.deliverDue(), POLL_MS);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
    await this.running;
    this.transport?.close();
  }

  /** One delivery round; rounds never overlap inside a process, and leases keep processes apart. */
  deliverDue(): Promise<void> {
    if (!this.running) {
      this.running = this.deliverRound()
        .catch((error: unknown) => this.log.warn({ err: error }, 'outbox delivery round failed'))
        .finally(() => {
          this.running = null;
        });
    }
    return this.running;
  }

  private async deliverRound(): Promise<void> {
    const channels = this.deliverableChannels;
    if (channels.length === 0) {
      return;
    }
    for (;;) {
      // Lease a batch: other instances skip leased rows until the lease runs out.
      const due = await this.db
        .update(outbox)
        .set({
          attempts: sql`${outbox.attempts} + 1`,
          nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
        })
        .where(
          inArray(
            outbox.id,
            this.db
              .select({ id: outbox.id })
              .from(outbox)
              .where(
                and(
                  eq(outbox.status, 'pending'),
                  inArray(outbox.channel, channels),
                  lte(outbox.nextAttemptAt, sql`now()`),
                ),
              )
              .orderBy(asc(outbox.createdAt))
              .limit(10)
              .for('update', { skipLocked: true }),
          ),
        )
        .returning();
      if (due.length === 0 || this.stopped) {
        return;
      }
      // The batch's messages leave side by side (one SMS or pooled SMTP connection each); each records its own end.
      await Promise.all(due.map((row) => this.deliverOne(row)));
    }
  }

  /** Hands one leased row to its channel's transport (the lease query picked only deliverable channels). */
  private async send(row: OutboxRow): Promise<void> {
    if (row.channel === 'sms') {
      if (!this.sms) {
        throw new Error('no SMS transport configured');
      }
      await this.sms.send({ to: row.recipient, text: row.textBody });
      return;
    }
    if (!this.transport) {
      throw new Error('no SMTP transport configured');
    }
    await this.transport.sendMail({
      from: this.from,
      to: row.recipient,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody ?? undefined,
      attachments: await this.attachmentsOf(row.id),
    });
  }

  private async deliverOne(row: OutboxRow): Promise<void> {
    try {
      await this.send(row);
      await this.db
        .update(outbox)
        .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
        .where(eq(outbox.id, row.id));
    } catch (error) {
      const failed = row.attempts >= MAX_ATTEMPTS;
      const backoffSeconds = Math.min(3600, 15 * 2 ** row.attempts);
      this.log.warn(
        { err: error, outboxId: row.id, channel: row.channel, attempts: row.attempts },
        `${row.channel === 'sms' ? 'SMS' : 'e-mail'} delivery failed`,
      );
      await this.db
        .update(outbox)
        .set({
          status: failed ? 'failed' : 'pending',
          lastError: error instanceof Error ? error.message.slice(0, 500) : 'unknown error',
          nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds})`,
        })
        .where(eq(outbox.id, row.id));
    }
  }

  /** Latest messages for the dev mailbox (never in production). */
  async latest(limit: number, recipient?: string) {
    return this.db
      .select({
        id: outbox.id,
        channel: outbox.channel,
        recipient: outbox.recipient,
        subject: outbox.subject,
        textBody: outbox.textBody,
        htmlBody: outbox.htmlBody,
        status: outbox.status,
        createdAt: outbox.createdAt,
        // Written out: drizzle leaves a single table's columns unqualified, which the subquery would take as its own.
        attachments: sql<string[]>`coalesce((SELECT array_agg(a.file_name ORDER BY a.file_name)
          FROM outbox_attachments a WHERE a.outbox_id = "outbox"."id"), '{}')`,
      })
      .from(outbox)
      .where(recipient ? sql`lower(${outbox.recipient}) = lower(${recipient})` : undefined)
      .orderBy(desc(outbox.createdAt))
      .limit(limit);
  }
}
