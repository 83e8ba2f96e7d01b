import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { postJson, signWebhook } from './webhook-http.js';

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
