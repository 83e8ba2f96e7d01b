import type { SandboxProtocol } from './context.js';
import { garantiSandbox } from './garanti.js';
import { kuveytSandbox } from './kuveyt.js';
import { payflexSandbox } from './payflex.js';
import { posnetSandbox } from './posnet.js';

/** The protocols the sandbox bank speaks besides NestPay ver3 (served by sandbox-bank.ts itself). */
export const SANDBOX_PROTOCOLS: readonly SandboxProtocol[] = [
  payflexSandbox,
  posnetSandbox,
  kuveytSandbox,
  garantiSandbox,
];
