import type { Gateway, HttpClient, PosAccount } from '@tahsilat/pos';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { SessionGuards } from './features/auth/session-guard.js';
import type { IntegrationKeys } from './features/integration/integration-keys.js';
import type { WebhookDispatcher } from './features/integration/webhook-dispatcher.js';
import type { ParamsKeys } from './features/pay-params/params-keys.service.js';
import type { PaymentAccounts } from './features/payments/payment-accounts.js';
import type { PaymentConfigCache } from './features/payments/payment-config.js';
import type { TenantDirectory } from './features/tenants/tenants.service.js';
import type { ChangeBus } from './lib/change-bus.js';
import type { DataCipher } from './lib/data-cipher.js';
import type { Outbox } from './lib/mail/outbox.js';
import type { Resolver } from './lib/outbound-address.js';
import type { CounterStore, FailureThrottle } from './lib/rate-limit.js';
import type { SessionTokens } from './lib/session-tokens.js';
import type { FileStore } from './lib/storage/file-store.js';
import type { TtlCache } from './lib/ttl-cache.js';

/** The server's long-lived parts, built once in buildApp and handed to each feature. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  log: Logger;
  outbox: Outbox;
  tokens: SessionTokens;
  tenants: TenantDirectory;
  guards: SessionGuards;
  counters: CounterStore;
  /** Failed sign-ins and password checks per client IP. */
  loginThrottle: FailureThrottle;
  /** Password-reset requests per client IP. */
  forgotThrottle: FailureThrottle;
  /** Card payment attempts per client IP (card testing). */
  paymentThrottle: FailureThrottle;
  /** Refused pay-with-params links per client IP (token probing). */
  paramsThrottle: FailureThrottle;
  /** Documents a user sends by e-mail (statements), per user: the portal is not a mail relay. */
  mailThrottle: FailureThrottle;
  cipher: DataCipher;
  bus: ChangeBus;
  /** Uploaded files (logos, banners, agreement PDFs): DATA_DIR/files, or the S3 bucket of S3_URL. */
  files: FileStore;
  paymentConfig: PaymentConfigCache;
  /** The account a payment started on (its version), for every later bank call of that payment. */
  paymentAccounts: PaymentAccounts;
  /** The tenants' pay-with-params keys, cached per tenant. */
  paramsKeys: ParamsKeys;
  /**
   * Capped counts of filtered link-tracking lists, reused 10 s (paging asks for the same count on every page);
   * a link made, cancelled, extended or paid through this instance drops them at once.
   */
  linkCounts: TtlCache<string, number>;
  /** Integration API keys by their hash, cached briefly; revocation drops them everywhere. */
  integrationKeys: IntegrationKeys;
  /** Wrong integration keys per client IP. */
  integrationAuthThrottle: FailureThrottle;
  /** Delivers webhook events (tests drive it by hand). */
  webhooks: WebhookDispatcher;
  /** Set on SIGTERM: readiness answers 503 so the balancer stops sending requests before the server closes. */
  lifecycle: { draining: boolean };
  /** The gateway for a POS account, with the bank timeout; `wrap` lets the connection test watch the exchange. */
  gatewayFor(account: PosAccount, wrap?: (http: HttpClient) => HttpClient): Gateway;
  /** The resolver bank calls connect with; the save-time address check asks the same one (tests: a fixed table). */
  resolveHost: Resolver;
}

/** Where a request came from, for sessions and the audit log. */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}
