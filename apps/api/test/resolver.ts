import type { Resolver } from '../src/lib/outbound-address.js';

/** Addresses of the server's own network a bank host name may resolve to (issue 26, item 7). */
export const INWARD_ADDRESSES = [
  '127.0.0.1',
  '10.1.2.3',
  '172.16.0.1',
  '192.168.1.10',
  '169.254.169.254',
  '::1',
  'fd00::1',
  '::ffff:127.0.0.1',
  '0.0.0.0',
];

const entryOf = (address: string) => ({ address, family: address.includes(':') ? 6 : 4 });

/** A resolver that answers a fixed list, as node's dns.lookup does with `all: true`; never real DNS. */
export const resolverOf =
  (...addresses: string[]): Resolver =>
  async () =>
    addresses.map(entryOf);

/** A resolver over a table the test changes as it goes (DNS rebinding); a name not in it does not resolve. */
export function tableResolver(table: Record<string, string[]>): Resolver & { calls: string[] } {
  const calls: string[] = [];
  const resolve = async (hostname: string) => {
    calls.push(hostname);
    const addresses = table[hostname];
    if (!addresses) {
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    }
    return addresses.map(entryOf);
  };
  return Object.assign(resolve, { calls });
}
