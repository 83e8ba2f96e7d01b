import { describe, expect, it } from 'vitest';
import {
  type MailBranding,
  type PaymentLinkMessage,
  passwordResetMail,
  paymentLinkMail,
  paymentLinkSms,
} from './templates.js';

const brand: MailBranding = {
  tenantName: 'Demo Ticaret A.Ş.',
  logoUrl: null,
  phoneNumber: '02125550101',
  publicUrl: 'http://portal.test',
};

const LINK = 'http://portal.test/paymentPage?d=AbCdEfGhIjKlMnOpQrStUv';

const request: PaymentLinkMessage = {
  customerName: 'Ayşe Kaya',
  firmName: 'Demo Ticaret A.Ş.',
  amount: '1.250,00 TL',
  description: 'Mart ayı faturası',
  validityDate: '31.12.2026',
  link: LINK,
  referenceNumber: 'REF-2026-001',
};

describe('paymentLinkMail', () => {
  it('asks in Turkish with the amount, description, reference, validity and a pay button', () => {
    const mail = paymentLinkMail(brand, 'tr', request);
    expect(mail.subject).toBe('Demo Ticaret A.Ş. sizden 1.250,00 TL ödeme talep ediyor');
    expect(mail.html).toContain('<html lang="tr">');
    for (const part of [
      'Merhaba Ayşe Kaya,',
      '1.250,00 TL',
      'Mart ayı faturası',
      'REF-2026-001',
      '31.12.2026',
    ]) {
      expect(mail.text).toContain(part);
      expect(mail.html).toContain(part);
    }
    expect(mail.text).toContain(`Şimdi öde: ${LINK}`);
    expect(mail.html).toContain(`href="${LINK}"`);
    expect(mail.html).toContain('>Şimdi öde</a>');
    expect(mail.text).toContain('Bu e-posta otomatik olarak gönderilmiştir; lütfen yanıtlamayınız.');
  });

  it('asks in English, with English chrome, and greets without a name', () => {
    const mail = paymentLinkMail(brand, 'en', { ...request, customerName: null });
    expect(mail.subject).toBe('Demo Ticaret A.Ş. is requesting a payment of 1.250,00 TL from you');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.text).toMatch(/^Hello,$/m);
    expect(mail.text).toContain(`Pay now: ${LINK}`);
    expect(mail.html).toContain('>Pay now</a>');
    expect(mail.html).toContain('If the button does not work');
    expect(mail.text).toContain('This e-mail was sent automatically; please do not reply.');
    expect(mail.html).not.toMatch(/Düğme|otomatik|Merhaba|Şimdi/);
  });

  it('escapes HTML in the description, names and link', () => {
    const mail = paymentLinkMail(brand, 'tr', {
      ...request,
      customerName: '<b>Ali</b>',
      firmName: 'Firma "A" & B',
      description: '<img src=x onerror=alert(1)><script>alert("x")</script>',
      link: `${LINK}&x="><script>`,
    });
    expect(mail.html).not.toContain('<script');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>Ali');
    expect(mail.html).toContain(
      '&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;',
    );
    expect(mail.html).toContain('Firma &quot;A&quot; &amp; B');
    expect(mail.html).toContain(`href="${LINK}&amp;x=&quot;&gt;&lt;script&gt;"`);
    // The plain-text part is not HTML: it carries the description as written.
    expect(mail.text).toContain('<script>alert("x")</script>');
  });

  it('keeps the subject on one line', () => {
    const mail = paymentLinkMail(brand, 'tr', { ...request, firmName: 'Demo\r\nBcc: x@evil.test' });
    expect(mail.subject).toBe('Demo Bcc: x@evil.test sizden 1.250,00 TL ödeme talep ediyor');
  });

  it('leaves the existing Turkish templates as they were', () => {
    const mail = passwordResetMail(brand, 'Ali', 'http://portal.test/reset-password/x');
    expect(mail.html).toContain('<html lang="tr">');
    expect(mail.html).toContain('Düğme çalışmazsa bu adresi tarayıcınıza yapıştırın:');
    expect(mail.html).not.toContain('<table');
  });
});

describe('paymentLinkSms', () => {
  const sms = {
    tenantName: 'Demo Ticaret A.Ş.',
    amount: '1.250,00 TL',
    link: LINK,
    validityDate: '31.12.2026',
  };

  it('carries name, amount, validity and the link in Turkish', () => {
    expect(paymentLinkSms('tr', sms)).toBe(
      `Demo Ticaret A.Ş. sizden 1.250,00 TL ödeme talep ediyor. Son ödeme tarihi 31.12.2026. Ödemek için: ${LINK}`,
    );
  });

  it('carries name, amount, validity and the link in English', () => {
    expect(paymentLinkSms('en', sms)).toBe(
      `Demo Ticaret A.Ş. is requesting a payment of 1.250,00 TL from you. Pay by 31.12.2026: ${LINK}`,
    );
  });

  it('stays under 300 characters by shortening a long name, never the link', () => {
    const longLink = `https://tahsilat.demo-ticaret.com.tr/paymentPage?d=${'A'.repeat(43)}`;
    for (const language of ['tr', 'en'] as const) {
      const text = paymentLinkSms(language, {
        ...sms,
        tenantName: `Çok Uzun\nİsimli ${'Ş'.repeat(200)}`,
        link: longLink,
      });
      expect(text.length).toBeLessThan(300);
      expect(text.endsWith(longLink)).toBe(true);
      expect(text).not.toContain('\n');
      expect(text).toContain('Çok Uzun İsimli ŞŞ');
    }
  });
});
