import { GarantiGateway } from './garanti/gateway.js';
import { fetchHttpClient, type HttpClient } from './http-client.js';
import { NestPayGateway } from './nestpay/gateway.js';
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
  }
}
