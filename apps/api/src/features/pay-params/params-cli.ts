import { parseArgs } from 'node:util';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import {
  type AdminCommand,
  type CliOutput,
  prepareForTool,
  runAdminCli,
  UsageError,
} from '../../lib/admin-cli.js';
import { ChangeBus } from '../../lib/change-bus.js';
import { DataCipher } from '../../lib/data-cipher.js';
import { callLocalAdmin } from '../../lib/local-admin.js';
import { createLogger } from '../../lib/logger.js';
import { type ShopKey, type ShopLink, shopKey, shopLink } from './params-admin.service.js';
import { ParamsKeys } from './params-keys.service.js';

export const PARAMS_CLI_USAGE = `usage:
  npm run params:key -- --tenant <paymentGuid> [--rotate]
  npm run params:encrypt -- --tenant <paymentGuid> --amount 250.00|open --currency TRY|USD|EUR --reference ORD-1
                            [--branch 1001] [--callback URL]
options:
  --amount open   the payer types the amount (a fixed amount is locked on the pay page)
  --server <url>  the running server to ask when it holds the embedded database
                  (default http://127.0.0.1:$PORT)`;

type Command =
  | { name: 'key'; tenant: string; rotate: boolean }
  | {
      name: 'encrypt';
      tenant: string;
      amount: string;
      currency: string;
      reference: string;
      branch?: string;
      callback?: string;
    };

function parseCommand(argv: string[]): { command: Command; server: string | undefined } {
  const [name, ...args] = argv;
  const { values } = parseArgs({
    args,
    strict: true,
    options: {
      tenant: { type: 'string' },
      rotate: { type: 'boolean' },
      amount: { type: 'string' },
      currency: { type: 'string' },
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
  const { tenant, amount, currency, reference, branch, callback } = values;
  if (amount === undefined || currency === undefined || reference === undefined) {
    throw new UsageError('--amount, --currency and --reference are required');
  }
  return { command: { name, tenant, amount, currency, reference, branch, callback }, server: values.server };
}

async function runDirect(database: Database, config: Config, command: Command): Promise<ShopKey | ShopLink> {
  await prepareForTool(database, config);
  // On PostgreSQL the bus tells running servers to drop their cached keys.
  const bus = new ChangeBus(database, createLogger('warn', process.stderr));
  const deps = {
    db: database.db,
    paramsKeys: new ParamsKeys(database.db, new DataCipher(config.dataKey), bus),
  };
  return command.name === 'key'
    ? shopKey(deps, command.tenant, { rotate: command.rotate, ip: null })
    : shopLink(deps, command.tenant, command);
}

function runViaServer(server: string, config: Config, command: Command): Promise<ShopKey | ShopLink> {
  const { name, ...fields } = command;
  return callLocalAdmin<ShopKey | ShopLink>(server, config.dataKey, `params/${name}`, fields);
}

function print(output: CliOutput, config: Config, result: ShopKey | ShopLink): void {
  output.out(`Tenant: ${result.tenantName} (${result.paymentGuid})`);
  if ('path' in result) {
    output.out(`Key id:  ${result.keyId}`);
    output.out(`Link id: ${result.linkId}`);
    output.out(`Link:    ${config.publicUrl}${result.path}`);
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

const PARAMS_CLI: AdminCommand<Command, ShopKey | ShopLink> = {
  usage: PARAMS_CLI_USAGE,
  parse: parseCommand,
  direct: runDirect,
  viaServer: runViaServer,
  print,
};

/**
 * npm run params:key / params:encrypt (docs/shop-integration.md). Opens the configured database like the
 * server does; when a running server holds the embedded database, asks that server instead. Answers the exit code.
 */
export function runParamsCli(argv: string[], env: NodeJS.ProcessEnv, output: CliOutput): Promise<number> {
  return runAdminCli(PARAMS_CLI, argv, env, output);
}
