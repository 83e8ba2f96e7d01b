import { createHmac } from 'node:crypto';
import type { lookup } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { isPrivateAddress, postJson, publicLookupWith, signWebhook } from './webhook-http.js';

describe('isPrivateAddress', () => {
  it('refuses loopback, private, link-local, carrier-grade NAT and multicast, and their IPv4-mapped forms', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '[::1]',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
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
    ]) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });
});

/** A resolver that answers fixed addresses, as node's dns.lookup does with `all: true`. */
const resolverOf = (addresses: string[]) =>
  ((_host: string, _options: unknown, callback: (e: Error | null, found: unknown) => void) =>
    callback(
      null,
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    )) as unknown as typeof lookup;

function resolve(addresses: string[], all: boolean): Promise<{ error: Error | null; found: unknown }> {
  return new Promise((done) => {
    publicLookupWith(resolverOf(addresses))('erp.example.com', { all }, (error, found) =>
      done({ error, found }),
    );
  });
}

describe('publicLookupWith', () => {
  it('answers the public addresses only, as a list or as one address', async () => {
    expect((await resolve(['10.0.0.5', '93.184.216.34'], true)).found).toEqual([
      { address: '93.184.216.34', family: 4 },
    ]);
    expect((await resolve(['93.184.216.34'], false)).found).toBe('93.184.216.34');
  });

  it('fails when a name resolves to private addresses only (a re-pointed name included)', async () => {
    const { error } = await resolve(['127.0.0.1', '::1'], true);
    expect(error?.message).toContain('no public address');
  });
});

describe('postJson in production mode', () => {
  it('refuses a literal private address and localhost before connecting', async () => {
    const options = { timeoutMs: 500, publicOnly: true };
    await expect(postJson('http://127.0.0.1:9/hook', '{}', {}, options)).rejects.toThrow(/public/);
    await expect(postJson('http://[::1]:9/hook', '{}', {}, options)).rejects.toThrow(/public/);
    await expect(postJson('http://localhost:9/hook', '{}', {}, options)).rejects.toThrow(/public/);
  });
});

describe('signWebhook', () => {
  it('signs "<t>.<body>" with the secret, as DESIGN 12 says', () => {
    const body = '{"id":"e1","type":"collection.authorised"}';
    const expected = createHmac('sha256', 'whsec_test').update(`1795000000.${body}`).digest('hex');
    expect(signWebhook('whsec_test', body, 1795000000)).toBe(`t=1795000000,v1=${expected}`);
  });
});
