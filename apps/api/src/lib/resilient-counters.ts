import type { CounterStore } from './rate-limit.js';

/** A shared store that can tell, without waiting, whether it is connected. */
export interface SharedCounterStore extends CounterStore {
  readonly isConnected: boolean;
}

/**
 * The fleet's counters live in Redis; while Redis is down each instance counts in its own memory instead of letting
 * everything through. During an outage a client can so get at most one limit per instance (N instances: N times the
 * limit), and sign-ins keep the account lockout, which lives in PostgreSQL. A disconnected Redis is skipped at
 * once, so requests never wait on it; counts made in memory are not carried back when Redis returns.
 */
export class ResilientCounterStore implements CounterStore {
  private outage = false;

  constructor(
    private readonly shared: SharedCounterStore,
    private readonly local: CounterStore,
    /** Told once when an outage begins and once when it ends. */
    private readonly onChange: (event: 'outage' | 'recovered', error?: unknown) => void = () => undefined,
  ) {}

  /** Whether the counters are the fleet's (Redis answers) rather than this instance's own. */
  get isShared(): boolean {
    return this.shared.isConnected;
  }

  private async use<T>(work: (store: CounterStore) => Promise<T>): Promise<T> {
    if (this.shared.isConnected) {
      try {
        const answer = await work(this.shared);
        if (this.outage) {
          this.outage = false;
          this.onChange('recovered');
        }
        return answer;
      } catch (error) {
        this.enterOutage(error);
      }
    } else {
      this.enterOutage(new Error('the shared counter store is not connected'));
    }
    return work(this.local);
  }

  private enterOutage(error: unknown): void {
    if (!this.outage) {
      this.outage = true;
      this.onChange('outage', error);
    }
  }

  hit(key: string, windowMs: number): Promise<number> {
    return this.use((store) => store.hit(key, windowMs));
  }

  count(key: string): Promise<number> {
    return this.use((store) => store.count(key));
  }

  reset(key: string): Promise<void> {
    return this.use((store) => store.reset(key));
  }

  async close(): Promise<void> {
    await Promise.all([this.shared.close(), this.local.close()]);
  }
}
