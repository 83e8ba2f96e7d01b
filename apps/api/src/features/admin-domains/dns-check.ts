import { Resolver } from 'node:dns/promises';

/** What the DNS said about a TXT name: the records found, none, or no answer at all. */
export type TxtLookup = { kind: 'found'; values: string[] } | { kind: 'none' } | { kind: 'unavailable' };

/** Codes that mean the name has no such record (as opposed to a server that did not answer). */
const NO_RECORD = new Set(['ENOTFOUND', 'ENODATA', 'NOTFOUND', 'NODATA']);

/**
 * Reads a name's TXT records through the configured name servers (DNS_SERVERS), or the system's. A record split into
 * several strings (over 255 characters) is joined back, as RFC 7208 does for SPF.
 */
export async function lookupTxt(name: string, servers: string[] | undefined): Promise<TxtLookup> {
  const resolver = new Resolver({ timeout: 2_000, tries: 2 });
  if (servers?.length) {
    resolver.setServers(servers);
  }
  try {
    const records = await resolver.resolveTxt(name);
    return { kind: 'found', values: records.map((chunks) => chunks.join('')) };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    return NO_RECORD.has(code) ? { kind: 'none' } : { kind: 'unavailable' };
  }
}
