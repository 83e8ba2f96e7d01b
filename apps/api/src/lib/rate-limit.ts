import { messages } from '@tahsilat/domain';
import { Redis } from 'ioredis';
import { AppError } from './app-error.js';
import type { SharedCounterStore } from './resilient-counters.js';

/** Fixed-window counters: the memory store serves one process, Redis a fleet (DESIGN 10). */
export interface CounterStore {
  /** Adds one to `key` and answers the count inside the current window. */
  hit(key: string, windowMs: number): Promise<number>;
  count(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryCounterStore implements CounterStore {
  private readonly counters = new Map<string, { count: number; expiresAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor() {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  private live(key: string): { count: number; expiresAt: number } | undefined {
    const entry = this.counters.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      this.counters.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep(): void {
    const now = Date.now();
    for (const [key, entry] of this.counters) {
      if (entry.expiresAt <= now) {
        this.counters.delete(key);
      }
    }
  }

  async hit(key: string, windowMs: number): Promise<number> {
    const entry = this.live(key);
    if (entry) {
      entry.count += 1;
      return entry.count;
    }
    this.counters.set(key, { count: 1, expiresAt: Date.now() + windowMs });
    return 1;
  }

  async count(key: string): Promise<number> {
    return this.live(key)?.count ?? 0;
  }

  async reset(key: string): Promise<void> {
    this.counters.delete(key);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.counters.clear();
  }
}

export class RedisCounterStore implements SharedCounterStore {
  private readonly redis: Redis;

  constructor(url: string, keyPrefix = 'tahsilat:rl:') {
    // Commands wait briefly for a (re)connecting server, then fail so the throttle can fail open.
    this.redis = new Redis(url, { keyPrefix, maxRetriesPerRequest: 1, commandTimeout: 1_000 });
    // A lost Redis connection is retried by the client; it must not crash the process.
    this.redis.on('error', () => undefined);
  }

  get isConnected(): boolean {
    return this.redis.status === 'ready';
  }

  async hit(key: string, windowMs: number): Promise<number> {
    const results = await this.redis.multi().incr(key).pexpire(key, windowMs, 'NX').exec();
    const count = results?.[0]?.[1];
    return typeof count === 'number' ? count : 1;
  }

  async count(key: string): Promise<number> {
    const value = await this.redis.get(key);
    return value === null ? 0 : Number.parseInt(value, 10);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(key);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

export interface ThrottleRule {
  /** Failures allowed inside the window before the key is refused. */
  limit: number;
  windowMs: number;
}

/** Counts attempts per key (client IP) and refuses the key once its window is full. */
export class FailureThrottle {
  constructor(
    private readonly store: CounterStore,
    private readonly name: string,
    readonly rule: ThrottleRule,
    /** A store outage is reported here and fails open: the account lockout still protects. */
    private readonly onStoreError: (error: unknown) => void = () => undefined,
  ) {}

  private key(subject: string): string {
    return `${this.name}:${subject}`;
  }

  async isBlocked(subject: string): Promise<boolean> {
    try {
      return (await this.store.count(this.key(subject))) >= this.rule.limit;
    } catch (error) {
      this.onStoreError(error);
      return false;
    }
  }

  /** Throws the catalogue's 429 (with Retry-After) when the subject has used up its window. */
  async refuseIfBlocked(subject: string): Promise<void> {
    if (await this.isBlocked(subject)) {
      throw new AppError('TOO_MANY_REQUESTS', messages.tooManyFailedAttempts, null, {
        'retry-after': String(this.retryAfterSeconds()),
      });
    }
  }

  /** Counts one attempt against the subject: a failure, or any request where every request counts. */
  async record(subject: string): Promise<void> {
    try {
      await this.store.hit(this.key(subject), this.rule.windowMs);
    } catch (error) {
      this.onStoreError(error);
    }
  }

  retryAfterSeconds(): number {
    return Math.ceil(this.rule.windowMs / 1000);
  }
}
