import type { PosAccount } from '@tahsilat/pos';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { posAccounts, posAccountVersions } from '../../db/schema.js';
import type { ChangeBus } from '../../lib/change-bus.js';
import type { DataCipher } from '../../lib/data-cipher.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { posAccountOf, secretOf } from './pos-account.js';
import type { PosTransactionRow } from './transactions.repository.js';

type Started = Pick<PosTransactionRow, 'tenantId' | 'posAccountId' | 'posAccountVersionId'>;

/** The keys an account has now: its key, and the one it replaced with the end of that key's grace period. */
interface CurrentKeys {
  protocol: string;
  storeId: string;
  storeKey: string;
  previous: { key: string; until: number } | null;
}

/** Versions never change: kept until memory asks (the TTL only bounds how long an unused one stays). */
const VERSION_TTL_MS = 60 * 60_000;
const CURRENT_TTL_MS = 60_000;

/**
 * The POS account a payment started on, as its gateway needs it: the version the payment began with, whether the
 * account has since been switched off or changed (issue 26). Every call for a payment already started goes through
 * here: its callback, the reconciler, capture, release, void, refund and the order history.
 */
export class PaymentAccounts {
  private readonly versions = new TtlCache<string, PosAccount | null>(VERSION_TTL_MS, 5_000);
  private readonly current = new TtlCache<string, CurrentKeys | null>(CURRENT_TTL_MS, 5_000);

  constructor(
    private readonly db: Db,
    private readonly cipher: DataCipher,
    private readonly publicUrl: string,
    bus: ChangeBus,
  ) {
    bus.subscribe((topic) => {
      if (topic === 'tenant-config') {
        this.current.invalidate();
      }
    });
  }

  /** Drops what is known of the accounts' present keys (a change made behind the change bus, as tests do). */
  invalidate(): void {
    this.current.invalidate();
  }

  /** The payment's account, or null when its version is gone (it never is while a payment names it). */
  async of(payment: Started): Promise<PosAccount | null> {
    const [version, now] = await Promise.all([
      this.versions.getOrLoad(payment.posAccountVersionId, () => this.loadVersion(payment)),
      this.current.getOrLoad(payment.posAccountId, () => this.loadCurrent(payment)),
    ]);
    if (!version) {
      return null;
    }
    // The same store at the bank: its live keys sign callbacks (a rotated key only during its grace, so a leaked key
    // stops working); another store (the account was pointed elsewhere): the key this payment started with.
    const sameStore = now && now.protocol === version.protocol && now.storeId === version.credentials.storeId;
    const live = sameStore
      ? [now.storeKey, ...(now.previous && Date.now() < now.previous.until ? [now.previous.key] : [])]
      : null;
    const callbackKeys = live ?? [version.credentials.storeKey];
    return { ...version, credentials: { ...version.credentials, callbackKeys } };
  }

  private async loadVersion(payment: Started): Promise<PosAccount | null> {
    const [row] = await this.db
      .select()
      .from(posAccountVersions)
      .where(
        and(
          eq(posAccountVersions.tenantId, payment.tenantId),
          eq(posAccountVersions.id, payment.posAccountVersionId),
        ),
      )
      .limit(1);
    return row ? posAccountOf(row, this.cipher, this.publicUrl) : null;
  }

  private async loadCurrent(payment: Started): Promise<CurrentKeys | null> {
    const [row] = await this.db
      .select({
        protocol: posAccounts.protocol,
        storeId: posAccounts.storeId,
        storeKeyEncrypted: posAccounts.storeKeyEncrypted,
        previousStoreKeyEncrypted: posAccounts.previousStoreKeyEncrypted,
        previousStoreKeyUntil: posAccounts.previousStoreKeyUntil,
      })
      .from(posAccounts)
      .where(and(eq(posAccounts.tenantId, payment.tenantId), eq(posAccounts.id, payment.posAccountId)))
      .limit(1);
    if (!row) {
      return null;
    }
    const graceUntil = row.previousStoreKeyUntil?.getTime() ?? 0;
    return {
      protocol: row.protocol,
      storeId: row.storeId,
      storeKey: secretOf(this.cipher, row.storeKeyEncrypted),
      previous:
        row.previousStoreKeyEncrypted && graceUntil > Date.now()
          ? { key: this.cipher.decrypt(row.previousStoreKeyEncrypted), until: graceUntil }
          : null,
    };
  }
}
