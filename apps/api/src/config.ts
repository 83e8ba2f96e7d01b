import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseS3Url } from './lib/storage/s3-store.js';

/** On/off switches accept the usual spellings; anything else is a configuration error. */
const onOff = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

const base64Key32 = z
  .string()
  .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes encoded as base64');

/**
 * The only reader of process.env. Each variable says what breaks when it changes.
 */
const EnvSchema = z.object({
  // production turns off the demo seed, the sandbox bank and the dev mailbox, and requires real secrets.
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // Changing it moves the server; bank callback URLs follow PUBLIC_URL, not PORT.
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Bind address; 0.0.0.0 accepts connections from other machines.
  HOST: z.string().min(1).default('0.0.0.0'),
  // Unset: the embedded PGlite database in DATA_DIR. Changing it points the server at another system of record.
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  // Connections the server keeps to PostgreSQL; every instance holds up to this many.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(20),
  // PGlite files and generated secrets; deleting it loses embedded data and invalidates every session.
  DATA_DIR: z.string().min(1).default('./.data'),
  // Signs session tokens; changing it signs every user out.
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // Encrypts bank credentials at rest; changing it without re-encryption makes stored credentials unreadable.
  DATA_KEY: base64Key32.optional(),
  // Absolute base for links in e-mails and bank callback URLs; a wrong value breaks password links and 3-D returns.
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  // Real SMTP server (smtp://user:pass@host:port); unset keeps mail in the outbox and the dev mailbox.
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  // Sender address of every e-mail.
  MAIL_FROM: z.string().min(3).default('Tahsilat <no-reply@tahsilat.local>'),
  // SMS relay that takes a JSON POST { to, text, sender }; unset keeps text messages in the outbox and the dev mailbox.
  SMS_URL: z.url({ protocol: /^https?$/ }).optional(),
  // Originator of every SMS; operators deliver only registered headers, so a wrong one gets messages refused.
  SMS_SENDER: z
    .string()
    .regex(/^[A-Za-z0-9 .-]{1,11}$/, 'must be 1 to 11 letters, digits, spaces, dots or dashes')
    .default('TAHSILAT'),
  // Mounts the sandbox bank at /sandbox-bank; never on in production.
  SANDBOX_BANK: onOff.optional(),
  // Seeds the demo tenants and users into an empty database.
  DEMO_SEED: onOff.optional(),
  // Uploaded files (logos, banners, agreement PDFs) in an S3-compatible bucket, s3://key:secret@host:9000/bucket
  // (s3+http:// for a server without TLS, ?region= when not us-east-1); unset keeps them under DATA_DIR/files.
  // Several instances need it to share the files; changing it loses the files already uploaded elsewhere.
  S3_URL: z
    .string()
    .superRefine((value, check) => {
      try {
        parseS3Url(value);
      } catch (error) {
        check.addIssue({ code: 'custom', message: error instanceof Error ? error.message : 'invalid' });
      }
    })
    .optional(),
  // Name servers asked when an administrator verifies a domain's TXT record (ip or ip:port, comma separated);
  // unset uses the system's resolver configuration.
  DNS_SERVERS: z
    .string()
    .regex(/^\s*[0-9a-fA-F.:[\]]+(\s*,\s*[0-9a-fA-F.:[\]]+)*\s*$/, 'ip[:port] list, comma separated')
    .optional(),
  // Shared rate-limit store for several API instances; unset keeps counters in this process.
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  // Card payment starts allowed per client address in 10 minutes (card testing); raise it behind a shared NAT.
  PAYMENT_ATTEMPTS_PER_10_MIN: z.coerce.number().int().min(1).max(1_000_000).default(30),
  // Integration API calls allowed per key and minute (a 100,000-movement import is 100 calls); 429 beyond.
  INTEGRATION_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  // Lets webhooks go to private, loopback and link-local addresses (a developer's local receiver); off, a tenant's
  // webhook URL can never reach into the server's own network.
  WEBHOOK_PRIVATE_TARGETS: onOff.optional(),
  // Lets the server's bank calls reach private, loopback and link-local addresses (the sandbox bank on this machine,
  // a bank over a private line); off (the default in production), a bank address that resolves into the server's
  // own network is refused when saved and at every call, so an administrator cannot aim the server at it.
  BANK_PRIVATE_TARGETS: onOff.optional(),
  // How long a bank API call may take; the reconciler asks about an authorisation only after twice this.
  BANK_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(30_000),
  // How often stale payments are expired and unknown outcomes settled with the bank.
  RECONCILE_INTERVAL_MS: z.coerce.number().int().min(200).max(3_600_000).default(60_000),
  // The central bank's daily rates (bank-note selling); "off" keeps the stored rates only.
  EXCHANGE_RATES_URL: z
    .union([z.literal('off'), z.url({ protocol: /^https?$/ })])
    .default('https://www.tcmb.gov.tr/kurlar/today.xml'),
  // Bearer token of GET /api/metrics (Prometheus); unset, the route answers 404. Changing it breaks the scraper's
  // configuration until it is given the new token.
  METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  // Addresses of the load balancers in front of this server (comma-separated IPs or CIDRs): their
  // X-Forwarded-For names the client. Unset trusts no proxy, so behind a balancer every client would share its
  // address and its rate limits.
  TRUST_PROXY: z
    .string()
    .regex(/^\s*[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*\s*$/, 'IP or CIDR list, comma separated')
    .optional(),
  // On SIGTERM, how long readiness answers 503 before the server stops taking requests: at least the balancer's
  // health-check interval times its fall count, or requests reach an instance that is closing.
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  // pino level; debug logs request details (never card data or secrets).
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** The names of every environment variable the server reads (docs and deployment files are checked against it). */
export const ENV_VARIABLES = Object.keys(EnvSchema.shape);

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  dataDir: string;
  jwtSecret: string;
  dataKey: Buffer;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  smsUrl: string | undefined;
  smsSender: string;
  sandboxBank: boolean;
  demoSeed: boolean;
  redisUrl: string | undefined;
  s3Url: string | undefined;
  dnsServers: string[] | undefined;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  bankTimeoutMs: number;
  bankPrivateTargets: boolean;
  paymentAttemptsPer10Min: number;
  integrationRequestsPerMinute: number;
  webhookPrivateTargets: boolean;
  reconcileIntervalMs: number;
  exchangeRatesUrl: string | null;
  metricsToken: string | undefined;
  trustProxy: string[] | undefined;
  shutdownDrainMs: number;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads a secret generated once into DATA_DIR, creating it on first start (embedded/dev mode only). */
function generatedSecret(dataDir: string, name: string, make: () => string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) {
    return readFileSync(file, 'utf8').trim();
  }
  mkdirSync(dataDir, { recursive: true });
  const value = make();
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = EnvSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const problems: string[] = [];
  if (isProduction) {
    if (!e.JWT_SECRET) {
      problems.push('JWT_SECRET: required when NODE_ENV=production');
    }
    if (!e.DATA_KEY) {
      problems.push('DATA_KEY: required when NODE_ENV=production');
    }
    if (!e.PUBLIC_URL) {
      problems.push('PUBLIC_URL: required when NODE_ENV=production');
    }
    if (e.SANDBOX_BANK === true) {
      problems.push('SANDBOX_BANK: the sandbox bank cannot run in production');
    }
    if (e.DEMO_SEED === true) {
      problems.push('DEMO_SEED: the demo data (known passwords and keys) cannot be seeded in production');
    }
  }
  if (problems.length > 0) {
    throw new ConfigError(problems);
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir,
    jwtSecret:
      e.JWT_SECRET ?? generatedSecret(dataDir, 'jwt-secret', () => randomBytes(48).toString('base64url')),
    dataKey: Buffer.from(
      e.DATA_KEY ?? generatedSecret(dataDir, 'data-key', () => randomBytes(32).toString('base64')),
      'base64',
    ),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smsUrl: e.SMS_URL,
    smsSender: e.SMS_SENDER,
    sandboxBank: e.SANDBOX_BANK ?? !isProduction,
    demoSeed: e.DEMO_SEED ?? !isProduction,
    redisUrl: e.REDIS_URL,
    s3Url: e.S3_URL,
    dnsServers: e.DNS_SERVERS?.split(',').map((server) => server.trim()),
    logLevel: e.LOG_LEVEL,
    bankTimeoutMs: e.BANK_TIMEOUT_MS,
    bankPrivateTargets: e.BANK_PRIVATE_TARGETS ?? !isProduction,
    paymentAttemptsPer10Min: e.PAYMENT_ATTEMPTS_PER_10_MIN,
    integrationRequestsPerMinute: e.INTEGRATION_REQUESTS_PER_MINUTE,
    webhookPrivateTargets: e.WEBHOOK_PRIVATE_TARGETS ?? false,
    reconcileIntervalMs: e.RECONCILE_INTERVAL_MS,
    exchangeRatesUrl: e.EXCHANGE_RATES_URL === 'off' ? null : e.EXCHANGE_RATES_URL,
    metricsToken: e.METRICS_TOKEN,
    trustProxy: e.TRUST_PROXY?.split(',').map((entry) => entry.trim()),
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
  };
}
