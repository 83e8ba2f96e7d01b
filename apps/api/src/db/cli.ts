import { parseArgs } from 'node:util';
import { prepareDatabase } from '../app.js';
import { loadConfig } from '../config.js';
import { createLogger } from '../lib/logger.js';
import { openConfiguredDatabase } from './client.js';
import { DEMO } from './demo-data.js';
import { seedVolume } from './volume-seed.js';

/**
 * npm run db:migrate → `node dist/db/cli.js migrate`: applies pending migrations.
 * npm run db:seed → `node dist/db/cli.js seed`: migrates, then seeds the demo data into an empty database.
 * npm run db:seed -- --volume <n> [--tenant <paymentGuid>] [--firm <code>]: also adds n movements for benchmarks.
 */
const [command, ...rest] = process.argv.slice(2);
if (command !== 'migrate' && command !== 'seed') {
  console.error(
    'usage: node apps/api/dist/db/cli.js migrate|seed [--volume <n> [--tenant <guid>] [--firm <code>]]',
  );
  process.exit(2);
}
const { values } = parseArgs({
  args: rest,
  strict: true,
  options: { volume: { type: 'string' }, tenant: { type: 'string' }, firm: { type: 'string' } },
});
const volume = values.volume === undefined ? 0 : Number(values.volume);
if (!Number.isSafeInteger(volume) || volume < 0) {
  console.error('--volume takes a whole number of movements');
  process.exit(2);
}
const loaded = loadConfig();
if (command === 'seed' && loaded.isProduction) {
  // The demo data carries a published integration key and demo passwords: never in a production database.
  console.error('db:seed fills a database with demo data and is refused when NODE_ENV=production.');
  process.exit(2);
}
const config = { ...loaded, demoSeed: command === 'seed' };
const log = createLogger(config.logLevel);
const database = await openConfiguredDatabase(config, log);
try {
  await prepareDatabase(database, config, log);
  if (volume > 0) {
    const started = Date.now();
    const result = await seedVolume(database.db, {
      tenantGuid: values.tenant ?? DEMO.tenantA.paymentGuid,
      count: volume,
      firmCode: values.firm,
      onProgress: (written) => process.stdout.write(`\r${written} / ${volume} movements`),
    });
    console.log(
      `\nAdded ${result.written} movements over ${result.firms} firm(s) in ${Date.now() - started} ms.`,
    );
  }
} finally {
  await database.close();
}
console.log(
  command === 'seed' ? 'Demo seed done (skipped if the database already had data).' : 'Migrations applied.',
);
