import {
  type AdminBankUpdate,
  BANK_PROTOCOL_SPECS,
  type BankEndpointField,
  messages,
  secretsOf,
  usesCredential,
} from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { bareHost, resolvesInward } from '../../lib/outbound-address.js';
import type { BankRow } from './banks.repository.js';

/** The account's endpoints that are set (the query service only where the protocol has one). */
function addressesOf(input: Pick<AdminBankUpdate, BankEndpointField>): string[] {
  return [input.gateUrl, input.apiUrl, input.queryUrl].filter((url): url is string => Boolean(url));
}

/**
 * The sandbox bank's own paths only where the sandbox runs; unless BANK_PRIVATE_TARGETS is on (production), no address
 * of our own network, by literal or by what its name resolves to now (the server calls the API and query addresses,
 * and for some protocols the 3-D start, with the stored credentials). Every call checks the name again.
 */
export async function checkAddresses(ctx: AppContext, input: AdminBankUpdate): Promise<void> {
  const urls = addressesOf(input);
  if (urls.some((url) => url.startsWith('/')) && !ctx.config.sandboxBank) {
    throw AppError.validation([messages.bankSandboxOff]);
  }
  if (ctx.config.bankPrivateTargets) {
    return;
  }
  const hosts = [...new Set(urls.filter((url) => !url.startsWith('/')).map((url) => bareHost(new URL(url))))];
  const inward = await Promise.all(hosts.map((host) => resolvesInward(host, ctx.resolveHost)));
  if (inward.some(Boolean)) {
    throw AppError.validation([messages.bankUrlPrivate]);
  }
}

/**
 * The stored API password goes only to the addresses it was given for (those the protocol sends it, or a hash made
 * with it, to): a new such address or protocol needs the password typed again, so a changed address can never
 * collect the stored one. PosNet sends no password (its encKey only makes MACs), so its addresses move freely.
 */
export function checkPasswordFollowsAddress(current: BankRow, input: AdminBankUpdate): void {
  const addresses = BANK_PROTOCOL_SPECS[input.protocol].passwordAddresses;
  const moved =
    input.protocol !== current.protocol ||
    addresses.some((field) => (input[field] ?? null) !== (current[field] ?? null));
  if (addresses.length > 0 && moved && !input.apiPassword) {
    throw AppError.validation([messages.bankPasswordForNewAddress]);
  }
  // The refund user's password (Garanti) goes with voids and refunds to the API address: it follows that address.
  const refundMoved = input.protocol !== current.protocol || input.apiUrl !== current.apiUrl;
  if (input.refundUser && refundMoved && !input.refundPassword) {
    throw AppError.validation([messages.bankRefundPasswordForNewAddress]);
  }
}

/**
 * A stored refund user stays (an older account without one may be saved as it is), and a refund user set on a change
 * comes with its password unless one is stored: voids and refunds would otherwise go out with an empty password.
 */
export function checkRefundUserKept(current: BankRow, input: AdminBankUpdate): void {
  if (!usesCredential(input.protocol, 'refundUser')) {
    return;
  }
  if (!input.refundUser && current.protocol === input.protocol && current.refundUser) {
    throw AppError.validation([messages.bankRefundUserRequired]);
  }
  if (input.refundUser && !input.refundPassword && current.refundPasswordEncrypted === '') {
    throw AppError.validation([messages.bankRefundPasswordRequired]);
  }
}

/** A new protocol never inherits the secrets of the old one: every secret it uses is typed again. */
export function checkSecretsFollowProtocol(current: BankRow, input: AdminBankUpdate): void {
  if (input.protocol !== current.protocol && secretsOf(input.protocol).some((field) => !input[field])) {
    throw AppError.validation([messages.bankSecretsForNewProtocol]);
  }
}
