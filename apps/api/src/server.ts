import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DatabaseLockedError } from './db/client.js';
import { DEMO } from './db/demo-data.js';

/** How long in-flight requests get to finish on SIGTERM/SIGINT before the process gives up. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { app, ctx } = await buildApp({ config });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) {
      return;
    }
    closing = true;
    // First out of the balancer (readiness 503 for the drain), then in-flight requests finish.
    ctx.lifecycle.draining = true;
    app.log.info(
      { signal, drainMs: config.shutdownDrainMs },
      'shutting down: draining, then finishing requests',
    );
    const timer = setTimeout(() => {
      app.log.error('shutdown grace period passed; exiting');
      process.exit(1);
    }, config.shutdownDrainMs + SHUTDOWN_GRACE_MS);
    timer.unref();
    const drained = new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    drained
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const lines = [
    '',
    `  Tahsilat is running: ${config.publicUrl}`,
    `  API documentation:  ${config.publicUrl}/api/docs`,
    `  Database:           ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`,
  ];
  if (config.demoSeed) {
    lines.push(
      '  Demo logins:',
      `    firm user      ${DEMO.firmUser.email} / ${DEMO.password}`,
      `    sub-firm user  ${DEMO.subFirmUser.email} / ${DEMO.password}`,
    );
  }
  if (!config.isProduction) {
    lines.push(`  Dev mailbox:        ${config.publicUrl}/api/dev/mails`);
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof DatabaseLockedError ? error.message : error);
  process.exit(1);
});
