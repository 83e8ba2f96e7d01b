import { BANK_PROTOCOL_SPECS, type BankProtocol } from '@tahsilat/domain';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.js';
import { posAccounts } from '../../db/schema.js';
import type { ChangeBus } from '../../lib/change-bus.js';

const REFRESH_MS = 5 * 60_000;

/** The origin of an absolute http(s) gate URL; null for a relative one (served by this server). */
export function originOf(gateUrl: string): string | null {
  try {
    const url = new URL(gateUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The origins the payer's browser is sent to, from the active accounts' 3-D starts: a protocol whose gateUrl the
 * browser posts to (NestPay, Garanti, PosNet) gives its origin; KuveytTürk's and PayFlex's gateUrl is a call from our
 * server, never a browser target, so it gives none (their browser target comes from the bank's answer).
 */
export function browserOriginsOf(accounts: readonly { gateUrl: string; protocol: BankProtocol }[]): string[] {
  const origins = new Set<string>();
  for (const account of accounts) {
    const origin = BANK_PROTOCOL_SPECS[account.protocol].browserGate ? originOf(account.gateUrl) : null;
    if (origin) {
      origins.add(origin);
    }
  }
  return [...origins].sort();
}

/**
 * The banks' 3-D hosts the payment pages may post their form to and frame (SECURITY.md: `form-action
 * 'self'` plus the configured bank hosts). Read from the active POS accounts, kept in memory for the
 * page CSP, and read again when a tenant's configuration changes (and every few minutes).
 */
export class BankOrigins {
  private origins: readonly string[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    bus: ChangeBus,
  ) {
    bus.subscribe((topic) => {
      if (topic === 'tenant-config') {
        void this.refresh();
      }
    });
  }

  current(): readonly string[] {
    return this.origins;
  }

  async refresh(): Promise<void> {
    try {
      const rows = await this.db
        .selectDistinct({ gateUrl: posAccounts.gateUrl, protocol: posAccounts.protocol })
        .from(posAccounts)
        .where(eq(posAccounts.isActive, true));
      this.origins = browserOriginsOf(rows);
    } catch (error) {
      // The last known list stays; a bank added meanwhile is picked up on the next refresh.
      this.log.warn({ err: error }, 'could not read the bank 3-D hosts for the page policy');
    }
  }

  start(): void {
    this.timer ??= setInterval(() => void this.refresh(), REFRESH_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }
}
