import { runParamsCli } from './features/pay-params/params-cli.js';

/**
 * npm run params:key -- --tenant <guid> [--rotate] → `node dist/params-cli.js key …`
 * npm run params:encrypt -- --tenant <guid> --amount … → `node dist/params-cli.js encrypt …`
 */
process.exitCode = await runParamsCli(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
