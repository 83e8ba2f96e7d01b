import { describe, expect, it } from 'vitest';
import { AdminDomainCreate, domainTxtName, domainTxtValue } from './admin-domains.js';

const hostOf = (host: string) => AdminDomainCreate.safeParse({ host });

describe('a domain as typed', () => {
  it('keeps the host of a pasted address, lower case, and a Turkish name in its ASCII form', () => {
    expect(hostOf(' Portal.Firma.COM.tr ').data?.host).toBe('portal.firma.com.tr');
    expect(hostOf('https://portal.firma.com.tr/giris?x=1').data?.host).toBe('portal.firma.com.tr');
    expect(hostOf('ödeme.firma.com.tr').data?.host).toBe('xn--deme-4qa.firma.com.tr');
  });

  it('refuses what is not a public host name', () => {
    for (const host of [
      '',
      'localhost',
      '10.0.0.1',
      'a.com:8080',
      'user@a.com',
      'a_b.com',
      'a-.com',
      `${'a'.repeat(64)}.com`,
    ]) {
      expect(hostOf(host).success, host).toBe(false);
    }
  });

  it('names the TXT record that proves the host', () => {
    expect(domainTxtName('a.com')).toBe('_tahsilat.a.com');
    expect(domainTxtValue('ab12')).toBe('tahsilat-verification=ab12');
  });
});
