import { prepareDatabase } from '../app.js';
import { type Config, ConfigError, loadConfig } from '../config.js';
import { type Database, DatabaseLockedError, openConfiguredDatabase } from '../db/client.js';
import { AppError } from './app-error.js';
import { createLogger } from './logger.js';

/**
 * The shape of the operators' command-line tools (params:key, integration:key …): open the configured database
 * like the server does and run the command there; when a running server holds the embedded database, ask that
 * server through its loopback admin routes instead (lib/local-admin.ts). Answers the exit code.
 */

export interface CliOutput {
  out(line: string): void;
  err(line: string): void;
}

/** A wrong command line: printed with the usage, exit code 2. */
export class UsageError extends Error {}

export interface AdminCommand<C, R> {
  usage: string;
  parse(argv: string[]): { command: C; server: string | undefined };
  /** Runs on the database (migrated first, never seeded). */
  direct(database: Database, config: Config, command: C): Promise<R>;
  /** Runs through the running server's admin routes. */
  viaServer(server: string, config: Config, command: C): Promise<R>;
  print(output: CliOutput, config: Config, result: R): void;
}

/** The server on this machine: its admin endpoints answer loopback callers only. */
export function localServer(config: Config): string {
  const host =
    ['localhost', '::1'].includes(config.host) || config.host.startsWith('127.') ? config.host : '127.0.0.1';
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/** Migrates (never seeds) the database a tool opened, quietly. */
export async function prepareForTool(database: Database, config: Config): Promise<void> {
  await prepareDatabase(database, { ...config, demoSeed: false }, createLogger('warn', process.stderr));
}

export async function runAdminCli<C, R>(
  tool: AdminCommand<C, R>,
  argv: string[],
  env: NodeJS.ProcessEnv,
  output: CliOutput,
): Promise<number> {
  let parsed: { command: C; server: string | undefined };
  let config: Config;
  try {
    parsed = tool.parse(argv);
    config = loadConfig(env);
  } catch (error) {
    output.err(error instanceof ConfigError ? error.message : `${(error as Error).message}\n${tool.usage}`);
    return 2;
  }
  try {
    let database: Database | null = null;
    try {
      database = await openConfiguredDatabase(config, createLogger('warn', process.stderr));
    } catch (error) {
      if (!(error instanceof DatabaseLockedError)) {
        throw error;
      }
      output.err(
        `${error.message}\nAsking the running server at ${parsed.server ?? localServer(config)} instead.`,
      );
    }
    let result: R;
    if (database) {
      try {
        result = await tool.direct(database, config, parsed.command);
      } finally {
        await database.close();
      }
    } else {
      result = await tool.viaServer(parsed.server ?? localServer(config), config, parsed.command);
    }
    tool.print(output, config, result);
    return 0;
  } catch (error) {
    output.err(
      error instanceof AppError ? `Refused: ${error.message}` : String((error as Error).message ?? error),
    );
    return 1;
  }
}
