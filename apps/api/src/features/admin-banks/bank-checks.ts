import { isIP } from 'node:net';
import {
  type AdminBankUpdate,
  BANK_PROTOCOL_SPECS,
  type BankEndpointField,
  messages,
  secretsOf,
} from '@tahsilat/domain';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { isPrivateAddress } from '../integration/webhook-http.js';
import type { BankRow } from './banks.repository.js';

/** The account's endpoints that are set (the query service only where the protocol has one). */
function addressesOf(input: Pick<AdminBankUpdate, BankEndpointField>): string[] {
  return [input.gateUrl, input.apiUrl, input.queryUrl].filter((url): url is string => Boolean(url));
}

/**
 * The sandbox bank's own paths only where the sandbox runs; in production no address of our own network (the server
 * calls the API and query addresses, and for some protocols the 3-D start, with the stored credentials).
 */
export function checkAddresses(ctx: AppContext, input: AdminBankUpdate): void {
  const urls = addressesOf(input);
  if (urls.some((url) => url.startsWith('/')) && !ctx.config.sandboxBank) {
    throw AppError.validation([messages.bankSandboxOff]);
  }
  if (ctx.config.isProduction) {
    for (const url of urls) {
      const host = url.startsWith('/') ? '' : new URL(url).hostname.replace(/^\[|\]$/g, '');
      if (host === 'localhost' || (isIP(host) !== 0 && isPrivateAddress(host))) {
        throw AppError.validation([messages.bankUrlInvalid]);
      }
    }
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
}

/** A new protocol never inherits the secrets of the old one: every secret it uses is typed again. */
export function checkSecretsFollowProtocol(current: BankRow, input: AdminBankUpdate): void {
  if (input.protocol !== current.protocol && secretsOf(input.protocol).some((field) => !input[field])) {
    throw AppError.validation([messages.bankSecretsForNewProtocol]);
  }
}
