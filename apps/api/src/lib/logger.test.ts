import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, redactUrl } from './logger.js';

describe('redactUrl', () => {
  it.each([
    ['/api/FirmAuth/IsHavePsrGuid?PsrGuid=abc123', '/api/FirmAuth/IsHavePsrGuid?PsrGuid=[redacted]'],
    ['/reset-password/abcdef', '/reset-password/[redacted]'],
    ['/new-password/abcdef?x=1', '/new-password/[redacted]?x=[redacted]'],
    ['/api/x/4546%207112%203456%207894?tenantId=4546711234567894', '/api/x/[number]?tenantId=[number]'],
    ['/paymentPage?d=secretcode&lang=tr', '/paymentPage?d=[redacted]&lang=tr'],
    ['/api/FirmAuth/GetLoginEndpoints?domain=localhost', '/api/FirmAuth/GetLoginEndpoints?domain=localhost'],
  ])('%s → %s', (input, expected) => {
    expect(redactUrl(input)).toBe(expected);
  });
});

describe('createLogger', () => {
  it('never writes passwords, tokens, card numbers or the Authorization header', () => {
    const lines: string[] = [];
    const log = createLogger(
      'debug',
      new Writable({
        write(chunk, _e, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    log.info({
      password: 'Gizli.Sifre1',
      body: { cardNumber: '4546711234567894', cvv: '123', Password: 'Gizli.Sifre2' },
      req: { headers: { authorization: 'Bearer abc.def.ghi' } },
      nested: { deeper: { token: 'tok-123', list: [{ PAN: '5406675406675403' }] } },
    });
    const out = lines.join('');
    for (const secret of [
      'Gizli.Sifre1',
      'Gizli.Sifre2',
      '4546711234567894',
      '"123"',
      'abc.def.ghi',
      'tok-123',
    ]) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain('[redacted]');
  });
});

describe('redactUrl with unexpected parameters', () => {
  it('drops values of query parameters that are not on the allow list', () => {
    expect(redactUrl('/api/x?cardNumber=4546711234567894&limit=5')).toBe(
      '/api/x?cardNumber=[redacted]&limit=5',
    );
  });
});
