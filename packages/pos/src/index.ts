/** Virtual-POS gateways (one module per bank protocol) behind one interface, and the sandbox bank. */

export * from './callback-word.js';
export * from './card-brand.js';
export * from './charset.js';
export * from './decision.js';
export * from './form-body.js';
export { GarantiGateway } from './garanti/gateway.js';
export { gatewayFor } from './gateways.js';
export * from './html.js';
export * from './http-client.js';
export { KuveytGateway } from './kuveyt/gateway.js';
export { NestPayGateway } from './nestpay/gateway.js';
export { nestpayVer3Hash } from './nestpay/hash.js';
export { PayflexGateway } from './payflex/gateway.js';
export { PosNetGateway } from './posnet/gateway.js';
export type { JournalEntry } from './sandbox/journal.js';
export {
  ALL_DEMO_SANDBOX_MERCHANTS,
  DEMO_SANDBOX_MERCHANTS,
  DEMO_SANDBOX_PROTOCOL_MERCHANTS,
  SANDBOX_CARDS,
  SANDBOX_SMS_CODE,
  type SandboxMerchant,
} from './sandbox/merchants.js';
export { SandboxBank, type SandboxBankOptions, startSandboxBank } from './sandbox/sandbox-bank.js';
export { formOf, readForm, type WalkResult, walkSandboxThreeD } from './sandbox/walk.js';
export * from './store-key.js';
export * from './types.js';
