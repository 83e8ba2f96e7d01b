import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { INWARD_ADDRESSES, resolverOf } from '../../test/resolver.js';
import { addressLookup, isPrivateAddress, type Resolver, resolvesInward } from './outbound-address.js';

describe('isPrivateAddress', () => {
  it('refuses loopback, private, link-local, carrier-grade NAT and multicast, and their IPv4-mapped forms', () => {
    for (const address of [
      ...INWARD_ADDRESSES,
      '100.64.0.1',
      '224.0.0.1',
      '[::1]',
      '::',
      'fe80::1',
      '::ffff:10.0.0.1',
      '::ffff:7f00:1',
      // IPv4-compatible and NAT64 forms carry the IPv4 address they reach.
      '::127.0.0.1',
      '64:ff9b::10.0.0.1',
      '64:ff9b::a9fe:a9fe',
      '64:ff9b:1::1',
      'not an address',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
  });

  it('lets public addresses through', () => {
    for (const address of [
      '8.8.8.8',
      '93.184.216.34',
      '2606:4700::6810:85e5',
      '[2606:4700::6810:85e5]',
      '::ffff:8.8.8.8',
      '64:ff9b::8.8.8.8',
    ]) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });
});

function lookUp(resolve: Resolver, all: boolean, publicOnly = true) {
  const refused: string[][] = [];
  const lookup = addressLookup(resolve, {
    publicOnly,
    onRefused: (_host, addresses) => refused.push(addresses),
  });
  return new Promise<{ error: Error | null; found: string | LookupAddress[]; refused: string[][] }>(
    (done) => {
      lookup('bank.example.com', { all }, (error, found) => done({ error, found, refused }));
    },
  );
}

describe('addressLookup with private targets off', () => {
  it('answers a public address, as a list or as one address', async () => {
    expect((await lookUp(resolverOf('93.184.216.34'), true)).found).toEqual([
      { address: '93.184.216.34', family: 4 },
    ]);
    expect((await lookUp(resolverOf('93.184.216.34'), false)).found).toBe('93.184.216.34');
  });

  it('drops the private answers of a mixed name', async () => {
    const { found } = await lookUp(resolverOf('10.0.0.5', '93.184.216.34'), true);
    expect(found).toEqual([{ address: '93.184.216.34', family: 4 }]);
  });

  it.each(INWARD_ADDRESSES)('fails, and says so, for a name that resolves to %s', async (address) => {
    const { error, found, refused } = await lookUp(resolverOf(address), true);
    expect(error?.message).toContain('no public address');
    expect(found).toEqual([]);
    expect(refused).toEqual([[address]]);
  });

  it('asks the resolver at every connection: a name re-pointed after a check is refused', async () => {
    let answers = ['93.184.216.34'];
    const resolve: Resolver = async (hostname) => resolverOf(...answers)(hostname);
    expect(await resolvesInward('rebind.example.com', resolve)).toBe(false);
    answers = ['127.0.0.1'];
    expect((await lookUp(resolve, true)).error?.message).toContain('no public address');
  });

  it('answers private addresses when private targets are allowed (the sandbox bank)', async () => {
    expect((await lookUp(resolverOf('127.0.0.1'), false, false)).found).toBe('127.0.0.1');
  });
});

describe('resolvesInward (the save-time check)', () => {
  it.each(INWARD_ADDRESSES)('refuses a name that resolves to %s, and the literal itself', async (address) => {
    expect(await resolvesInward('bank.example.com', resolverOf(address))).toBe(true);
    expect(await resolvesInward(address.includes(':') ? `[${address}]` : address, resolverOf())).toBe(true);
  });

  it('refuses a name with any inward address, and localhost without asking', async () => {
    expect(await resolvesInward('bank.example.com', resolverOf('93.184.216.34', '10.0.0.1'))).toBe(true);
    expect(await resolvesInward('localhost', resolverOf('93.184.216.34'))).toBe(true);
  });

  it('lets a public name pass, and one that does not resolve (every call checks it again)', async () => {
    expect(await resolvesInward('bank.example.com', resolverOf('93.184.216.34'))).toBe(false);
    const failing: Resolver = () => Promise.reject(new Error('ENOTFOUND'));
    expect(await resolvesInward('nowhere.example.com', failing)).toBe(false);
  });
});
