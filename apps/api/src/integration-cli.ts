import { runIntegrationCli } from './features/integration/integration-cli.js';

/** npm run integration:key -- --tenant <paymentGuid> [--name …] [--list] [--revoke <id>] → `node dist/integration-cli.js …` */
process.exitCode = await runIntegrationCli(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
