/**
 * npm run lint:openapi: builds the API in-process on an in-memory database, takes the OpenAPI document it
 * serves at /api/docs/json, and lints it with redocly's recommended rules (redocly.yaml); fails on errors.
 * The document is left at .tmp/openapi.json for a look (the path .redocly.lint-ignore.yaml names).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../apps/api/src/app.js';
import { openDatabase } from '../apps/api/src/db/client.js';
import { createLogger } from '../apps/api/src/lib/logger.js';
import { testConfig } from '../apps/api/test/helpers.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const documentPath = '.tmp/openapi.json';

async function fetchDocument(): Promise<string> {
  // Test settings: the dev-only routes (dev mailbox) are in the document and get linted too.
  const config = testConfig({ LOG_LEVEL: 'silent' });
  const log = createLogger('silent');
  // The document does not depend on the data, so the embedded database serves even when DATABASE_URL is set.
  const database = await openDatabase({ kind: 'pglite', dataDir: null }, log);
  try {
    const { app } = await buildApp({
      config,
      database,
      logger: log,
      jobs: false,
      webDist: path.join(config.dataDir, 'no-web-build'),
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
      if (response.statusCode !== 200) {
        throw new Error(`GET /api/docs/json answered ${response.statusCode}: ${response.body}`);
      }
      return JSON.stringify(response.json(), null, 2);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(config.dataDir, { recursive: true, force: true });
  }
}

const document = await fetchDocument();
mkdirSync(path.join(repoRoot, path.dirname(documentPath)), { recursive: true });
writeFileSync(path.join(repoRoot, documentPath), document);

const redocly = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
  'bin/cli.js',
);
const lint = spawnSync(process.execPath, [redocly, 'lint', '--config=redocly.yaml', documentPath], {
  cwd: repoRoot,
  stdio: 'inherit',
  // CI runs on a closed network: no usage report and no update check.
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' },
});
process.exitCode = lint.status ?? 1;
