import { promises as dns } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Where the server's own outbound calls (tenant webhooks, bank APIs) may not go when private targets are off: our
 * network's private, loopback, link-local, carrier-grade NAT and multicast addresses. A host name is checked on the
 * very addresses the socket then connects to, so it cannot be re-pointed between the check and the connection.
 */

const PRIVATE_V4_NETWORKS = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const;

const PRIVATE_V4 = new BlockList();
for (const [network, prefix] of PRIVATE_V4_NETWORKS) {
  PRIVATE_V4.addSubnet(network, prefix, 'ipv4');
}
const PRIVATE_V6 = new BlockList();
for (const [network, prefix] of [
  // Unspecified, loopback and the IPv4-compatible addresses (::a.b.c.d).
  ['::', 96],
  ['64:ff9b:1::', 48],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE_V6.addSubnet(network, prefix, 'ipv6');
}
// NAT64 (64:ff9b::a.b.c.d) reaches the IPv4 address it carries, so a private one stays private.
for (const [network, prefix] of PRIVATE_V4_NETWORKS) {
  PRIVATE_V6.addSubnet(`64:ff9b::${network}`, 96 + prefix, 'ipv6');
}

/** True for an address outbound calls may not reach (an IPv4-mapped IPv6 address as its IPv4; not an address: true). */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare)?.[1];
  const family = isIP(mapped ?? bare);
  if (family === 4) {
    return PRIVATE_V4.check(mapped ?? bare, 'ipv4');
  }
  return family === 6 ? PRIVATE_V6.check(bare, 'ipv6') || /^::ffff:/i.test(bare) : true;
}

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address a host name resolves to: the system's resolver, or a fixed table in tests (never real DNS there). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = (hostname) => dns.lookup(hostname, { all: true });

/** The host of a URL without IPv6 brackets. */
export function bareHost(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '');
}

/** Told when a name was refused: the name and what it resolved to (addresses, never a URL or a secret). */
export type OnRefused = (hostname: string, addresses: string[]) => void;

/**
 * The lookup a socket connects with: the resolver's answers, without the private ones when `publicOnly` (failing
 * when none is left). Node's HTTP client asks for every address (`all: true`) or for one of a family.
 */
export function addressLookup(
  resolve: Resolver,
  policy: { publicOnly: boolean; onRefused?: OnRefused },
): LookupFunction {
  return (hostname, options, callback) => {
    const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
    const answer = (error: Error | null, found: ResolvedAddress[]) => {
      if (error) {
        callback(error, options.all ? [] : '', 0);
      } else if (options.all) {
        callback(null, found);
      } else {
        callback(null, found[0]?.address ?? '', found[0]?.family ?? 4);
      }
    };
    resolve(hostname).then(
      (addresses) => {
        const ofFamily = addresses.filter((entry) => wanted === 0 || entry.family === wanted);
        const allowed = policy.publicOnly
          ? ofFamily.filter((entry) => !isPrivateAddress(entry.address))
          : ofFamily;
        if (allowed.length > 0) {
          answer(null, allowed);
          return;
        }
        if (policy.publicOnly && ofFamily.length > 0) {
          policy.onRefused?.(
            hostname,
            ofFamily.map((entry) => entry.address),
          );
        }
        answer(new Error(`no public address for ${hostname}`), []);
      },
      (error: unknown) => answer(error instanceof Error ? error : new Error(String(error)), []),
    );
  };
}

/**
 * True when a host (a literal, `localhost`, or a name by what it resolves to now) is an address of our own network:
 * the save-time check. A name that does not resolve is not refused here; every call checks it again.
 */
export async function resolvesInward(host: string, resolve: Resolver): Promise<boolean> {
  const bare = host.replace(/^\[|\]$/g, '');
  if (isIP(bare) !== 0) {
    return isPrivateAddress(bare);
  }
  if (bare === 'localhost' || bare.endsWith('.localhost')) {
    return true;
  }
  try {
    return (await resolve(bare)).some((entry) => isPrivateAddress(entry.address));
  } catch {
    return false;
  }
}
