import { prepareDatabase } from '../app.js';
import { loadConfig } from '../config.js';
import { createLogger } from '../lib/logger.js';
import { openConfiguredDatabase } from './client.js';

/**
 * npm run db:migrate → `node dist/db/cli.js migrate`: applies pending migrations.
 * npm run db:seed → `node dist/db/cli.js seed`: migrates, then seeds the demo data into an empty database.
 */
const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error('usage: node apps/api/dist/db/cli.js migrate|seed');
  process.exit(2);
}
const config = { ...loadConfig(), demoSeed: command === 'seed' };
const log = createLogger(config.logLevel);
const database = await openConfiguredDatabase(config, log);
await prepareDatabase(database, config, log);
await database.close();
console.log(
  command === 'seed' ? 'Demo seed done (skipped if the database already had data).' : 'Migrations applied.',
);
