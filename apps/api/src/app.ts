import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALL_DEMO_SANDBOX_MERCHANTS, gatewayFor, type HttpClient, SandboxBank } from '@tahsilat/pos';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { registerApiRoutes } from './api-routes.js';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { type Database, openConfiguredDatabase } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { seedDemoData } from './db/seed.js';
import { createSessionGuards } from './features/auth/session-guard.js';
import { IntegrationKeys } from './features/integration/integration-keys.js';
import {
  DEFAULT_WEBHOOK_OPTIONS,
  WebhookDispatcher,
  type WebhookOptions,
} from './features/integration/webhook-dispatcher.js';
import { Metrics } from './features/metrics/metrics.js';
import { ParamsKeys } from './features/pay-params/params-keys.service.js';
import { LINK_COUNT_TTL_MS } from './features/payment-requests/payment-requests.service.js';
import { BankOrigins } from './features/payments/bank-origins.js';
import { PaymentAccounts } from './features/payments/payment-accounts.js';
import { PaymentConfigCache } from './features/payments/payment-config.js';
import { Reconciler } from './features/payments/reconciler.js';
import { TenantDirectory } from './features/tenants/tenants.service.js';
import { backgroundJobs, createScheduler } from './jobs/background-jobs.js';
import { createBankHttpClient } from './lib/bank-http.js';
import { ChangeBus } from './lib/change-bus.js';
import { DataCipher } from './lib/data-cipher.js';
import { createLogger } from './lib/logger.js';
import { Outbox } from './lib/mail/outbox.js';
import { createSmsSender } from './lib/mail/sms.js';
import { type Resolver, systemResolver } from './lib/outbound-address.js';
import {
  type CounterStore,
  FailureThrottle,
  MemoryCounterStore,
  RedisCounterStore,
  type ThrottleRule,
} from './lib/rate-limit.js';
import { ResilientCounterStore } from './lib/resilient-counters.js';
import { SessionTokens } from './lib/session-tokens.js';
import { createFileStore, type FileStore } from './lib/storage/index.js';
import { MEDIA_DIR } from './lib/tenant-logo.js';
import { TtlCache } from './lib/ttl-cache.js';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWebApp } from './plugins/web-app.js';
import { serializerCompiler, validatorCompiler } from './plugins/zod-compilers.js';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(apiRoot, '../..');

/** Failed sign-ins per client IP before 429 (the account lockout at 10 protects each account). */
const LOGIN_THROTTLE: ThrottleRule = { limit: 30, windowMs: 15 * 60_000 };
/** Reset requests per client IP: enough for people, not for mail bombing. */
const FORGOT_THROTTLE: ThrottleRule = { limit: 10, windowMs: 15 * 60_000 };
/** Refused pay-with-params links per client IP: a payer with a broken link retries a few times, a prober thousands. */
const PARAMS_THROTTLE: ThrottleRule = { limit: 20, windowMs: 10 * 60_000 };
/** Statements and other documents a user sends by e-mail: 10 an hour. */
const DOCUMENT_MAIL_THROTTLE: ThrottleRule = { limit: 10, windowMs: 60 * 60_000 };
/** Wrong integration keys per client IP: a misconfigured ERP retries a few times, a key guesser endlessly. */
const INTEGRATION_AUTH_THROTTLE: ThrottleRule = { limit: 30, windowMs: 15 * 60_000 };

export interface BuildOptions {
  config: Config;
  logger?: Logger;
  /** An already opened database (tests); otherwise opened from the config and closed with the app. */
  database?: Database;
  throttles?: {
    login?: ThrottleRule;
    forgot?: ThrottleRule;
    payment?: ThrottleRule;
    params?: ThrottleRule;
    integrationAuth?: ThrottleRule;
    mail?: ThrottleRule;
  };
  /** Webhook delivery settings (tests shorten the retries). */
  webhooks?: Partial<WebhookOptions>;
  webDist?: string;
  /** How the server reaches banks (tests may wrap it); defaults to the checked client of lib/bank-http.ts. */
  bankHttp?: HttpClient;
  /** How bank host names resolve (tests: a fixed table, never real DNS); defaults to the system's resolver. */
  resolver?: Resolver;
  /** Background jobs (reconciler, exchange rates); tests run them by hand. */
  jobs?: boolean;
  /** Options for the sandbox bank mounted at /sandbox-bank. */
  sandbox?: { authDelayMs?: number };
  /** Where uploaded files go (tests); otherwise from the config (S3_URL or DATA_DIR/files). */
  files?: FileStore;
}

function readVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(apiRoot, 'package.json'), 'utf8')) as { version?: string };
  return pkg.version ?? '0.0.0';
}

/** Migrates (and seeds an empty demo database) while holding the cross-instance lock. */
export async function prepareDatabase(
  database: Database,
  config: Pick<Config, 'demoSeed' | 'dataKey'>,
  log: Logger,
): Promise<void> {
  await database.withExclusiveLock(async (db) => {
    await runMigrations(database, db);
    if (config.demoSeed) {
      const outcome = await seedDemoData(db, new DataCipher(config.dataKey));
      log.info({ outcome }, 'demo seed');
    }
  });
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  reconciler: Reconciler;
  sandbox: SandboxBank | null;
}

export async function buildApp(options: BuildOptions): Promise<BuiltApp> {
  const { config } = options;
  const log = options.logger ?? createLogger(config.logLevel);
  const ownsDatabase = !options.database;
  const database = options.database ?? (await openConfiguredDatabase(config, log));
  await prepareDatabase(database, config, log);

  const counters: CounterStore = config.redisUrl
    ? new ResilientCounterStore(
        new RedisCounterStore(config.redisUrl),
        new MemoryCounterStore(),
        (event, error) =>
          event === 'outage'
            ? log.warn({ err: error }, 'Redis unavailable: rate limits count per instance until it returns')
            : log.info('Redis is back: rate limits are shared again'),
      )
    : new MemoryCounterStore();
  const onCounterError = (error: unknown) =>
    log.warn({ err: error }, 'rate-limit store unavailable; allowing');
  const tokens = new SessionTokens(config.jwtSecret);
  const outbox = new Outbox(database.db, config.smtpUrl, config.mailFrom, log, createSmsSender(config));
  const cipher = new DataCipher(config.dataKey);
  const bus = new ChangeBus(database, log);
  const tenants = new TenantDirectory(database.db);
  const resolveHost = options.resolver ?? systemResolver;
  const bankHttp =
    options.bankHttp ??
    createBankHttpClient({ publicOnly: !config.bankPrivateTargets, resolve: resolveHost, log });
  const throttle = (name: string, rule: ThrottleRule) =>
    new FailureThrottle(counters, name, rule, onCounterError);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    log,
    outbox,
    tokens,
    tenants,
    guards: createSessionGuards(database.db, tokens, bus),
    counters,
    loginThrottle: throttle('login', options.throttles?.login ?? LOGIN_THROTTLE),
    forgotThrottle: throttle('forgot', options.throttles?.forgot ?? FORGOT_THROTTLE),
    // A shopper retries a few times, a card tester thousands.
    paymentThrottle: throttle(
      'payment',
      options.throttles?.payment ?? { limit: config.paymentAttemptsPer10Min, windowMs: 10 * 60_000 },
    ),
    paramsThrottle: throttle('params', options.throttles?.params ?? PARAMS_THROTTLE),
    mailThrottle: throttle('document-mail', options.throttles?.mail ?? DOCUMENT_MAIL_THROTTLE),
    integrationAuthThrottle: throttle(
      'integration-auth',
      options.throttles?.integrationAuth ?? INTEGRATION_AUTH_THROTTLE,
    ),
    integrationKeys: new IntegrationKeys(database.db, bus),
    webhooks: new WebhookDispatcher(database.db, cipher, log, {
      ...DEFAULT_WEBHOOK_OPTIONS,
      publicOnly: !config.webhookPrivateTargets,
      ...options.webhooks,
    }),
    cipher,
    bus,
    files: options.files ?? createFileStore(config),
    paramsKeys: new ParamsKeys(database.db, cipher, bus),
    paymentConfig: new PaymentConfigCache(database.db, tenants, cipher, config.publicUrl, bus),
    paymentAccounts: new PaymentAccounts(database.db, cipher, config.publicUrl, bus),
    linkCounts: new TtlCache(LINK_COUNT_TTL_MS),
    lifecycle: { draining: false },
    gatewayFor: (account, wrap) =>
      gatewayFor(account, wrap ? wrap(bankHttp) : bankHttp, config.bankTimeoutMs),
    resolveHost,
  };
  const reconciler = new Reconciler(ctx);
  // The banks' 3-D hosts join the page CSP; read once here (the database is ready) and on changes.
  const bankOrigins = new BankOrigins(database.db, log, bus);
  await bankOrigins.refresh();
  const scheduler = createScheduler(config, database.db, log);

  const app = Fastify({
    loggerInstance: log as FastifyBaseLogger,
    bodyLimit: 64 * 1024,
    genReqId: () => randomUUID(),
    // On close: refuse new requests with 503, let in-flight ones finish, drop idle keep-alive sockets.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: 512 },
    // Behind a load balancer its X-Forwarded-For names the client (rate limits, audit); no proxy is trusted unset.
    trustProxy: config.trustProxy ?? false,
    frameworkErrors,
  });
  app.decorateRequest('auth', null);
  app.decorateRequest('admin', null);
  app.decorateRequest('integration', null);
  // The API speaks JSON; plain text bodies are refused (415) instead of being validated as strings.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const pagePolicy = registerSecurityHeaders(app, () => bankOrigins.current());
  await registerOpenApi(app, readVersion());

  const metrics = new Metrics(database.db, () =>
    counters instanceof ResilientCounterStore ? counters.isShared : null,
  );
  metrics.observeRequests(app);
  await app.register(async (api) => registerApiRoutes(api, ctx, metrics), { prefix: '/api' });
  if (config.sandboxBank) {
    // The demo's bank (DESIGN 7): speaks NestPay, PosNet, KuveytTürk TDV2 and PayFlex; the demo POS accounts point at it.
    const sandbox = new SandboxBank({
      merchants: ALL_DEMO_SANDBOX_MERCHANTS,
      authDelayMs: options.sandbox?.authDelayMs,
    });
    await app.register(sandbox.plugin, { prefix: '/sandbox-bank' });
    app.decorate('sandboxBank', sandbox);
  }
  await registerWebApp(app, {
    pagePolicy,
    webDist: options.webDist ?? path.join(repoRoot, 'apps/web/dist'),
    mediaDir: MEDIA_DIR,
  });

  // While shutting down, answers close their keep-alive connection so the server can finish closing.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) {
      reply.header('connection', 'close');
    }
    done(null, payload);
  });
  app.addHook('onReady', async () => {
    outbox.start();
    bankOrigins.start();
    await bus.start();
    if (options.jobs !== false) {
      await scheduler.start(backgroundJobs(ctx, reconciler));
      ctx.webhooks.start();
    }
  });
  app.addHook('onClose', async () => {
    bankOrigins.stop();
    if (options.jobs !== false) {
      await scheduler.stop();
    }
    await reconciler.stop();
    await ctx.webhooks.stop();
    await bus.stop();
    await outbox.stop();
    await counters.close();
    if (ownsDatabase) {
      await database.close();
    }
  });
  return {
    app,
    ctx,
    reconciler,
    sandbox: app.hasDecorator('sandboxBank')
      ? (app as unknown as { sandboxBank: SandboxBank }).sandboxBank
      : null,
  };
}
