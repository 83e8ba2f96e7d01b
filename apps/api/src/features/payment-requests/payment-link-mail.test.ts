import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, buildTestApp, login, request, type TestApp } from '../../../test/helpers.js';
import { startSmtpCapture } from '../../../test/smtp.js';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('a payment link by e-mail over SMTP', () => {
  it('reaches the customer with the link, the amount and the tenant, in the link’s language', async () => {
    const { token } = await login(t.app);
    for (const [language, email, words] of [
      ['tr', 'musteri.tr@example.com', ['Şimdi öde', '1.250,00 TL', 'Fatura 2026-204']],
      ['en', 'customer.en@example.com', ['Pay now', '1.250,00 TL', 'Fatura 2026-204']],
    ] as const) {
      const response = await request(t.app, {
        method: 'POST',
        url: '/api/PaymentRequest/Create',
        token,
        payload: {
          amount: '1250.00',
          currencyCode: 'TRY',
          description: 'Fatura 2026-204',
          customerEmail: email,
          language,
          sendEmail: true,
        },
      });
      expect(response.statusCode).toBe(200);
      const link = answerOf<{ link: string }>(response).data.link;
      const mail = await smtp.waitFor((m) => m.to.includes(email));
      expect(mail.decoded).toContain(link);
      for (const word of words) {
        expect(mail.decoded).toContain(word);
      }
    }
  });
});
