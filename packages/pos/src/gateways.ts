import { GarantiGateway } from './garanti/gateway.js';
import { fetchHttpClient, type HttpClient } from './http-client.js';
import { KuveytGateway } from './kuveyt/gateway.js';
import { NestPayGateway } from './nestpay/gateway.js';
import { PayflexGateway } from './payflex/gateway.js';
import { PosNetGateway } from './posnet/gateway.js';
import type { Gateway, PosAccount } from './types.js';

/** The gateway for an account's protocol; the bank's endpoints and the credentials come with the account. */
export function gatewayFor(
  account: PosAccount,
  http: HttpClient = fetchHttpClient,
  timeoutMs = 30_000,
): Gateway {
  switch (account.protocol) {
    case 'nestpay':
      return new NestPayGateway(account, http, timeoutMs);
    case 'garanti':
      return new GarantiGateway(account, http, timeoutMs);
    case 'payflex':
      return new PayflexGateway(account, http, timeoutMs);
    case 'posnet':
      return new PosNetGateway(account, http, timeoutMs);
    case 'kuveyt':
      return new KuveytGateway(account, http, timeoutMs);
    default:
      throw new Error(`no gateway speaks ${account.protocol} yet`);
  }
}
