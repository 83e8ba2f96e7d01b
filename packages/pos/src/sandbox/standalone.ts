import { ALL_DEMO_SANDBOX_MERCHANTS } from './merchants.js';
import { startSandboxBank } from './sandbox-bank.js';

/** `node standalone.js` — the sandbox bank alone; PORT and AUTH_DELAY_MS from the environment. */
const sandbox = await startSandboxBank({
  merchants: ALL_DEMO_SANDBOX_MERCHANTS,
  port: Number(process.env.PORT ?? 0),
  authDelayMs: Number(process.env.AUTH_DELAY_MS ?? 0),
});
console.log(`sandbox bank listening ${sandbox.url}`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}
