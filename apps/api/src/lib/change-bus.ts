import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../db/client.js';

const CHANNEL = 'tahsilat_changes';

export type ChangeTopic = 'tenant-config' | 'exchange-rates' | 'sessions' | 'integration-keys';
type Handler = (topic: ChangeTopic, key: string) => void;

/**
 * Tells every server instance that cached configuration changed: handlers run here at once and,
 * on PostgreSQL, in every other instance through LISTEN/NOTIFY.
 */
export class ChangeBus {
  private readonly handlers = new Set<Handler>();
  private stopListening: (() => Promise<void>) | null = null;
  private readonly instance = Math.random().toString(36).slice(2);

  constructor(
    private readonly database: Database,
    private readonly log: Logger,
  ) {}

  async start(): Promise<void> {
    if (!this.database.listen) {
      return;
    }
    this.stopListening = await this.database.listen(CHANNEL, (payload) => {
      const [origin, topic, key] = payload.split('|');
      if (origin !== this.instance && topic) {
        this.emit(topic as ChangeTopic, key ?? '');
      }
    });
  }

  subscribe(handler: Handler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  private emit(topic: ChangeTopic, key: string): void {
    for (const handler of this.handlers) {
      handler(topic, key);
    }
  }

  async publish(topic: ChangeTopic, key: string): Promise<void> {
    this.emit(topic, key);
    if (this.database.listen) {
      try {
        await this.database.db.execute(
          sql`select pg_notify(${CHANNEL}, ${`${this.instance}|${topic}|${key}`})`,
        );
      } catch (error) {
        // Other instances fall back to their cache's time limit.
        this.log.warn({ err: error }, 'could not notify other instances of a change');
      }
    }
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
  }
}
