import { parseArgs } from 'node:util';
import { messages } from '@tahsilat/domain';
import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Database, Db } from '../../db/client.js';
import {
  type AdminCommand,
  type CliOutput,
  prepareForTool,
  runAdminCli,
  UsageError,
} from '../../lib/admin-cli.js';
import { AppError } from '../../lib/app-error.js';
import { ChangeBus } from '../../lib/change-bus.js';
import { AdminTimestamp, type AnyAdminRoute, adminRoute, callLocalAdmin } from '../../lib/local-admin.js';
import { createLogger } from '../../lib/logger.js';
import { findTenantByPaymentGuid } from '../tenants/tenants.repository.js';
import { createIntegrationKey, listIntegrationKeys, revokeIntegrationKey } from './integration-keys.js';

export const INTEGRATION_CLI_USAGE = `usage:
  npm run integration:key -- --tenant <paymentGuid> [--name "Logo Tiger"]   create a key (printed once)
  npm run integration:key -- --tenant <paymentGuid> --list                  the tenant's keys
  npm run integration:key -- --tenant <paymentGuid> --revoke <id>           revoke a key at once
options:
  --server <url>  the running server to ask when it holds the embedded database
                  (default http://127.0.0.1:$PORT)`;

type Command =
  | { name: 'create'; tenant: string; keyName: string }
  | { name: 'list'; tenant: string }
  | { name: 'revoke'; tenant: string; id: string };

type KeyRow = {
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
};
type Result =
  | { name: 'create'; tenantName: string; id: string; key: string }
  | { name: 'list'; tenantName: string; keys: KeyRow[] }
  | { name: 'revoke'; tenantName: string; id: string; revoked: boolean };

function parseCommand(argv: string[]): { command: Command; server: string | undefined } {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      tenant: { type: 'string' },
      name: { type: 'string' },
      revoke: { type: 'string' },
      list: { type: 'boolean' },
      server: { type: 'string' },
    },
  });
  if (!values.tenant) {
    throw new UsageError('--tenant is required');
  }
  const { tenant, server } = values;
  if (values.revoke !== undefined) {
    return { command: { name: 'revoke', tenant, id: values.revoke }, server };
  }
  if (values.list) {
    return { command: { name: 'list', tenant }, server };
  }
  const keyName = (values.name ?? 'ERP').trim();
  if (keyName.length < 1 || keyName.length > 100) {
    throw new UsageError('--name must be 1 to 100 characters');
  }
  return { command: { name: 'create', tenant, keyName }, server };
}

/** One command on the database: the same functions the server's loopback admin route calls. */
async function run(deps: { db: Db; bus: ChangeBus }, command: Command, ip: string | null): Promise<Result> {
  const tenant = await findTenantByPaymentGuid(deps.db, command.tenant);
  if (!tenant) {
    throw AppError.notFound(messages.tenantNotFound);
  }
  if (command.name === 'create') {
    const created = await createIntegrationKey(deps.db, tenant.id, {
      name: command.keyName,
      createdBy: 'cli',
      ip,
    });
    return { name: 'create', tenantName: tenant.name, id: created.id, key: created.key };
  }
  if (command.name === 'revoke') {
    const revoked = await revokeIntegrationKey(deps.db, deps.bus, tenant.id, command.id, ip);
    return { name: 'revoke', tenantName: tenant.name, id: command.id, revoked };
  }
  const keys = (await listIntegrationKeys(deps.db, tenant.id)).map((key) => ({
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
  }));
  return { name: 'list', tenantName: tenant.name, keys };
}

const AdminIntegrationKeyRequest = z.strictObject({
  timestamp: AdminTimestamp,
  command: z.discriminatedUnion('name', [
    z.strictObject({ name: z.literal('create'), tenant: z.uuid(), keyName: z.string().min(1).max(100) }),
    z.strictObject({ name: z.literal('list'), tenant: z.uuid() }),
    z.strictObject({ name: z.literal('revoke'), tenant: z.uuid(), id: z.string().min(1).max(40) }),
  ]),
});

/** POST /api/local-admin/integration/key: the CLI's way in while the server holds the embedded database. */
export function integrationKeyAdminRoute(deps: { db: Db; bus: ChangeBus }): AnyAdminRoute {
  return adminRoute({
    path: 'integration/key',
    schema: AdminIntegrationKeyRequest,
    handle: (body, request) => run(deps, body.command, request.ip),
  });
}

function print(output: CliOutput, _config: Config, result: Result): void {
  output.out(`Tenant: ${result.tenantName}`);
  if (result.name === 'create') {
    output.out(`Key id: ${result.id}`);
    output.out("The key is shown this once; keep it in the ERP connector's secret store:");
    output.out(`TAHSILAT_KEY=${result.key}`);
  } else if (result.name === 'revoke') {
    output.out(result.revoked ? `Key ${result.id} revoked.` : `No active key ${result.id}.`);
  } else {
    for (const key of result.keys) {
      const state = key.revokedAt ? `revoked ${key.revokedAt}` : `last used ${key.lastUsedAt ?? 'never'}`;
      output.out(`${key.id}  ${key.prefix}…  ${key.name}  created ${key.createdAt}  ${state}`);
    }
  }
}

const INTEGRATION_CLI: AdminCommand<Command, Result> = {
  usage: INTEGRATION_CLI_USAGE,
  parse: parseCommand,
  async direct(database: Database, config: Config, command: Command) {
    await prepareForTool(database, config);
    // On PostgreSQL the bus tells running servers to forget a revoked key at once.
    return run(
      { db: database.db, bus: new ChangeBus(database, createLogger('warn', process.stderr)) },
      command,
      null,
    );
  },
  viaServer: (server, config, command) =>
    callLocalAdmin<Result>(server, config.dataKey, 'integration/key', { command }),
  print,
};

/** npm run integration:key (docs/erp-integration.md). */
export function runIntegrationCli(
  argv: string[],
  env: NodeJS.ProcessEnv,
  output: CliOutput,
): Promise<number> {
  return runAdminCli(INTEGRATION_CLI, argv, env, output);
}
