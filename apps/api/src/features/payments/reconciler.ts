import { messages } from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import { recordAuthorisation } from './callback.service.js';
import { expireStale, findUnsettled } from './transactions.repository.js';

/** A payment whose card holder never returned from the bank expires after this long (DESIGN 6). */
export const AWAITING_3D_MINUTES = 30;

/**
 * Settles what the request path could not: payments left awaiting 3-D become expired, and
 * authorisations whose answer never arrived (timeout, crash) are asked about with the bank's status
 * query. It never re-sends an authorisation. Runs at start and on a timer; conditional updates make
 * several instances safe side by side.
 */
export class Reconciler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(private readonly ctx: AppContext) {}

  start(intervalMs: number): void {
    void this.runOnce();
    this.timer = setInterval(() => void this.runOnce(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
    await this.running;
  }

  runOnce(): Promise<void> {
    this.running ??= this.run()
      .catch((error: unknown) => this.ctx.log.warn({ err: error }, 'reconciler round failed'))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private async run(): Promise<void> {
    const expired = await expireStale(this.ctx.db, AWAITING_3D_MINUTES, messages.paymentExpired);
    if (expired > 0) {
      this.ctx.log.info({ expired }, 'expired payments that never came back from 3-D');
    }
    // Only after twice the bank timeout: an authorisation still in flight elsewhere is left alone.
    const staleSeconds = Math.ceil((this.ctx.config.bankTimeoutMs * 2) / 1000);
    for (const transaction of await findUnsettled(this.ctx.db, staleSeconds)) {
      const config = await this.ctx.paymentConfig.get(transaction.tenantId);
      const pos = config.accounts.find((entry) => entry.row.id === transaction.posAccountId);
      if (!pos) {
        continue;
      }
      const status = await this.ctx.gatewayFor(pos.account).status(transaction.orderId);
      if (!status.answered || status.state === 'unknown') {
        continue;
      }
      if (status.state === 'authorised' || status.state === 'preauthorised' || status.state === 'captured') {
        await recordAuthorisation(this.ctx, transaction, { ...status.result, outcome: 'approved' });
        this.ctx.log.info({ transactionId: transaction.id }, 'reconciler: the bank had approved; recorded');
      } else {
        await recordAuthorisation(this.ctx, transaction, {
          ...status.result,
          outcome: 'declined',
          message: messages.paymentDeclined,
        });
        this.ctx.log.info(
          { transactionId: transaction.id, state: status.state },
          'reconciler: no authorisation at the bank; failed',
        );
      }
    }
  }
}
