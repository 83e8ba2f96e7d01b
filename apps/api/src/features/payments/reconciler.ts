import { messages } from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import { settleStalePreAuths } from '../payment-requests/pre-auth.service.js';
import { settleStaleReversals } from '../refunds/reversal-reconciler.js';
import { recordAuthorisation, recordBankCharge } from './callback.service.js';
import { bankStatusOf } from './transaction-bank.js';
import {
  expireStale,
  findStaleChargedAtThreeD,
  findUnsettled,
  moveTransaction,
  type PosTransactionRow,
} from './transactions.repository.js';

/** A payment whose card holder never returned from the bank expires after this long (DESIGN 6). */
export const AWAITING_3D_MINUTES = 30;

/** What a status query says when the bank holds the money. */
const CHARGED = new Set(['authorised', 'preauthorised', 'captured']);

/**
 * Settles what the request path could not: payments left awaiting 3-D become expired, and
 * authorisations whose answer never arrived (timeout, crash) are asked about with the bank's status
 * query. It never re-sends an authorisation. The job scheduler runs a round at start and per interval, on one
 * instance of the fleet at a time; conditional updates would keep even overlapping rounds safe.
 */
export class Reconciler {
  private running: Promise<void> | null = null;

  constructor(private readonly ctx: AppContext) {}

  /** Waits for a round in progress (shutdown). */
  async stop(): Promise<void> {
    await this.running;
  }

  /** One round; the scheduler's rounds and a test's never overlap inside a process. Throws what the round threw. */
  runRound(): Promise<void> {
    this.running ??= this.run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** One round, its failure logged (tests and tools). */
  runOnce(): Promise<void> {
    return this.runRound().catch((error: unknown) =>
      this.ctx.log.warn({ err: error }, 'reconciler round failed'),
    );
  }

  private async run(): Promise<void> {
    const expired = await expireStale(this.ctx.db, AWAITING_3D_MINUTES, messages.paymentExpired);
    if (expired > 0) {
      this.ctx.log.info({ expired }, 'expired payments that never came back from 3-D');
    }
    for (const transaction of await findStaleChargedAtThreeD(this.ctx.db, AWAITING_3D_MINUTES)) {
      await this.settleChargedAtThreeD(transaction);
    }
    // Only after twice the bank timeout: an authorisation still in flight elsewhere is left alone.
    const staleSeconds = Math.ceil((this.ctx.config.bankTimeoutMs * 2) / 1000);
    await settleStalePreAuths(this.ctx, staleSeconds);
    await settleStaleReversals(this.ctx, staleSeconds);
    for (const transaction of await findUnsettled(this.ctx.db, staleSeconds)) {
      const known = await bankStatusOf(this.ctx, transaction);
      if (!known) {
        continue;
      }
      const { status } = known;
      if (CHARGED.has(status.state)) {
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

  /**
   * A 3d_pay payment whose callback never came (the customer closed the page, the post was lost, we were
   * down): the bank may have charged at 3-D. Its status query decides: charged → recorded as the callback
   * would have (a link's payment claimed, or voided when the link is closed); no charge → expired;
   * no answer → asked again next round, never expired blind.
   */
  private async settleChargedAtThreeD(transaction: PosTransactionRow): Promise<void> {
    const known = await bankStatusOf(this.ctx, transaction);
    if (!known) {
      return;
    }
    const { gateway, status } = known;
    if (CHARGED.has(status.state)) {
      await recordBankCharge(
        this.ctx,
        gateway,
        transaction,
        { ...status.result, outcome: 'approved' },
        { from: 'awaiting_3d', mdStatus: null, event: null, ip: null },
      );
      this.ctx.log.warn(
        { transactionId: transaction.id },
        'reconciler: a 3d_pay charge without a callback; recorded from the bank status',
      );
      return;
    }
    await moveTransaction(this.ctx.db, transaction.id, 'awaiting_3d', {
      status: 'expired',
      message: messages.paymentExpired,
    });
  }
}
