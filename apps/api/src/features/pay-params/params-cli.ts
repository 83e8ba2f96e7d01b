import { parseArgs } from 'node:util';
import { prepareDatabase } from '../../app.js';
import { type Config, ConfigError, loadConfig } from '../../config.js';
import { type Database, DatabaseLockedError, openConfiguredDatabase } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { ChangeBus } from '../../lib/change-bus.js';
import { DataCipher } from '../../lib/data-cipher.js';
import { createLogger } from '../../lib/logger.js';
import {
  ADMIN_SIGNATURE_HEADER,
  type ShopKey,
  type ShopLink,
  shopKey,
  shopLink,
  signAdminBody,
} from './params-admin.service.js';
import { ParamsKeys } from './params-keys.service.js';

export const PARAMS_CLI_USAGE = `usage:
  npm run params:key -- --tenant <paymentGuid> [--rotate]
  npm run params:encrypt -- --tenant <paymentGuid> --amount 250.00 --reference ORD-1 [--branch 1001] [--callback URL]
options:
  --server <url>  the running server to ask when it holds the embedded database
                  (default http://127.0.0.1:$PORT)`;

export interface CliOutput {
  out(line: string): void;
  err(line: string): void;
}

type Command =
  | { name: 'key'; tenant: string; rotate: boolean }
  | {
      name: 'encrypt';
      tenant: string;
      amount: string;
      reference: string;
      branch?: string;
      callback?: string;
    };

class UsageError extends Error {}

function parseCommand(argv: string[]): { command: Command; server: string | undefined } {
  const [name, ...args] = argv;
  const { values } = parseArgs({
    args,
    strict: true,
    options: {
      tenant: { type: 'string' },
      rotate: { type: 'boolean' },
      amount: { type: 'string' },
      reference: { type: 'string' },
      branch: { type: 'string' },
      callback: { type: 'string' },
      server: { type: 'string' },
    },
  });
  if (!values.tenant) {
    throw new UsageError('--tenant is required');
  }
  if (name === 'key') {
    return {
      command: { name, tenant: values.tenant, rotate: values.rotate === true },
      server: values.server,
    };
  }
  if (name !== 'encrypt') {
    throw new UsageError(`unknown command ${name ?? '(none)'}`);
  }
  if (values.amount === undefined || values.reference === undefined) {
    throw new UsageError('--amount and --reference are required');
  }
  const { tenant, amount, reference, branch, callback } = values;
  return { command: { name, tenant, amount, reference, branch, callback }, server: values.server };
}

/** The server on this machine: its admin endpoints answer loopback callers only. */
function localServer(config: Config): string {
  const host =
    ['localhost', '::1'].includes(config.host) || config.host.startsWith('127.') ? config.host : '127.0.0.1';
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

async function runDirect(database: Database, config: Config, command: Command): Promise<ShopKey | ShopLink> {
  const log = createLogger('warn', process.stderr);
  await prepareDatabase(database, { ...config, demoSeed: false }, log);
  // On PostgreSQL the bus tells running servers to drop their cached keys.
  const bus = new ChangeBus(database, log);
  const deps = {
    db: database.db,
    paramsKeys: new ParamsKeys(database.db, new DataCipher(config.dataKey), bus),
  };
  return command.name === 'key'
    ? shopKey(deps, command.tenant, { rotate: command.rotate, ip: null })
    : shopLink(deps, command.tenant, command);
}

async function runViaServer(server: string, config: Config, command: Command): Promise<ShopKey | ShopLink> {
  const { name, ...fields } = command;
  const body = JSON.stringify({ ...fields, timestamp: Date.now() });
  let response: Response;
  try {
    response = await fetch(`${server}/api/admin/params/${name}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [ADMIN_SIGNATURE_HEADER]: signAdminBody(config.dataKey, body),
      },
      body,
    });
  } catch (error) {
    throw new Error(`no server answers at ${server} (${(error as Error).message}); use --server <url>`);
  }
  const answer = (await response.json().catch(() => null)) as {
    message?: string;
    data?: ShopKey | ShopLink;
  } | null;
  if (!response.ok || !answer?.data) {
    throw new AppError('BAD_REQUEST', answer?.message || `the server answered ${response.status}`);
  }
  return answer.data;
}

function print(output: CliOutput, config: Config, result: ShopKey | ShopLink): void {
  output.out(`Tenant: ${result.tenantName} (${result.paymentGuid})`);
  if ('path' in result) {
    output.out(`Key id: ${result.keyId}`);
    output.out(`Link:   ${config.publicUrl}${result.path}`);
    // The last line is the path alone, for scripts.
    output.out(result.path);
    return;
  }
  output.out(result.created ? 'A new key was created.' : `Current key since ${result.createdAt}.`);
  output.out('Keep the key secret: it seals your links and signs the redirects to your shop.');
  output.out(`TAHSILAT_TENANT_GUID=${result.paymentGuid}`);
  output.out(`TAHSILAT_PARAMS_KEY_ID=${result.keyId}`);
  output.out(`TAHSILAT_PARAMS_KEY=${result.key}`);
}

/**
 * npm run params:key / params:encrypt (docs/shop-integration.md). Opens the configured database like the
 * server does; when a running server holds the embedded database, asks that server instead. Answers the exit code.
 */
export async function runParamsCli(
  argv: string[],
  env: NodeJS.ProcessEnv,
  output: CliOutput,
): Promise<number> {
  let parsed: ReturnType<typeof parseCommand>;
  let config: Config;
  try {
    parsed = parseCommand(argv);
    config = loadConfig(env);
  } catch (error) {
    output.err(
      error instanceof ConfigError ? error.message : `${(error as Error).message}\n${PARAMS_CLI_USAGE}`,
    );
    return 2;
  }
  const { command } = parsed;
  try {
    let result: ShopKey | ShopLink;
    let database: Database | null = null;
    try {
      database = await openConfiguredDatabase(config, createLogger('warn', process.stderr));
    } catch (error) {
      if (!(error instanceof DatabaseLockedError)) {
        throw error;
      }
      const server = parsed.server ?? localServer(config);
      output.err(`${error.message}\nAsking the running server at ${server} instead.`);
    }
    if (database) {
      try {
        result = await runDirect(database, config, command);
      } finally {
        await database.close();
      }
    } else {
      result = await runViaServer(parsed.server ?? localServer(config), config, command);
    }
    print(output, config, result);
    return 0;
  } catch (error) {
    output.err(
      error instanceof AppError ? `Refused: ${error.message}` : String((error as Error).message ?? error),
    );
    return 1;
  }
}
