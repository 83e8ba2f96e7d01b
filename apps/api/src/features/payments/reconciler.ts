import { messages } from '@tahsilat/domain';
import { decideStatus, holdingOf, type StatusResult } from '@tahsilat/pos';
import type { AppContext } from '../../context.js';
import { settleStalePreAuths } from '../payment-requests/pre-auth.service.js';
import { settleStaleReversals } from '../refunds/reversal-reconciler.js';
import { recordAuthorisation, recordBankCharge } from './settle.js';
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
      await this.settleAuthorising(transaction);
    }
  }

  /** A charge the bank reversed before we ever recorded it: part of it may still be held, so a person settles it. */
  private flagReversed(transaction: PosTransactionRow, status: StatusResult): void {
    if (holdingOf(status) === 'reversed') {
      this.ctx.log.error(
        { transactionId: transaction.id, state: status.state },
        'reconciler: the bank charged and reversed a payment we never recorded; settle it by hand',
      );
    }
  }

  /** An authorisation whose answer never came: the bank's status query decides; silence is asked again later. */
  private async settleAuthorising(transaction: PosTransactionRow): Promise<void> {
    const known = await bankStatusOf(this.ctx, transaction);
    const action = known ? decideStatus('authorising', known.status) : 'wait';
    if (!known || (action !== 'record' && action !== 'fail')) {
      if (known) {
        this.flagReversed(transaction, known.status);
      }
      return;
    }
    const approved = action === 'record';
    await recordAuthorisation(this.ctx, transaction, {
      ...known.status.result,
      outcome: approved ? 'approved' : 'declined',
      message: approved ? known.status.result.message : messages.paymentDeclined,
    });
    this.ctx.log.info(
      { transactionId: transaction.id, state: known.status.state },
      approved
        ? 'reconciler: the bank had approved; recorded'
        : 'reconciler: no authorisation at the bank; failed',
    );
  }

  /**
   * A 3d_pay payment whose callback never came (the customer closed the page, the post was lost, we were
   * down): the bank may have charged at 3-D. Its status query decides: charged → recorded as the callback
   * would have (a link's payment claimed, or voided when the link is closed); no charge → expired;
   * no answer or an error answer → asked again next round, never expired blind.
   */
  private async settleChargedAtThreeD(transaction: PosTransactionRow): Promise<void> {
    const known = await bankStatusOf(this.ctx, transaction);
    const action = known ? decideStatus('stale_3d', known.status) : 'wait';
    if (!known || action === 'wait') {
      if (known) {
        this.flagReversed(transaction, known.status);
      }
      return;
    }
    if (action === 'record') {
      await recordBankCharge(
        this.ctx,
        known.gateway,
        transaction,
        { ...known.status.result, outcome: 'approved' },
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
