/** Virtual-POS gateways (one module per bank protocol) behind one interface, and the sandbox bank. */
export * from './charset.js';
export * from './form-body.js';
export { GarantiGateway } from './garanti/gateway.js';
export { gatewayFor } from './gateways.js';
export * from './html.js';
export * from './http-client.js';
export { NestPayGateway } from './nestpay/gateway.js';
export { nestpayVer3Hash } from './nestpay/hash.js';
export type { JournalEntry } from './sandbox/journal.js';
export {
  DEMO_SANDBOX_MERCHANTS,
  SANDBOX_CARDS,
  SANDBOX_SMS_CODE,
  type SandboxMerchant,
} from './sandbox/merchants.js';
export { SandboxBank, type SandboxBankOptions, startSandboxBank } from './sandbox/sandbox-bank.js';
export { readForm, type WalkResult, walkSandboxThreeD } from './sandbox/walk.js';
export * from './store-key.js';
export * from './types.js';
