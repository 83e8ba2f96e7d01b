import { formatMoneyText, messages, type PosTransaction, type ReceiptCheck } from '@tahsilat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, DEMO, login, request, type TestApp } from '../../../test/helpers.js';
import { buildPaymentApp, CARDS, paidPortalSale, transactionOf } from '../../../test/payments.js';
import { readPdfText } from '../../lib/pdf/read-pdf.js';
import { signExpiring } from '../../lib/signed-links.js';
import { receiptCheckUrl } from './receipt.service.js';

let t: TestApp;
let demo: Awaited<ReturnType<typeof login>>;
let bayi: Awaited<ReturnType<typeof login>>;
let dealerPayment: string;
let ownPayment: string;
let declinedPayment: string;
let englishPayment: string;

const pay = (token: string, input: Parameters<typeof paidPortalSale>[2]) =>
  paidPortalSale(t.baseUrl, token, input);

const receipt = (id: string, token: string) =>
  request(t.app, { method: 'GET', url: `/api/PosCollection/Receipt/${id}`, token });

beforeAll(async () => {
  t = await buildPaymentApp();
  demo = await login(t.app);
  bayi = await login(t.app, DEMO.subFirmUser.email);
  dealerPayment = await pay(bayi.token, { net: '1250.50' });
  ownPayment = await pay(demo.token, { net: '40.00' });
  declinedPayment = await pay(bayi.token, { net: '12.00', card: CARDS.declined });
  // Axess: 3 instalments with the campaign's 2 bonus ones, paid from the English pay screen.
  englishPayment = await pay(bayi.token, {
    net: '2500.00',
    installments: 3,
    extra: { language: 'en', customerInformation: 'Acme Trading Ltd.' },
  });
});
afterAll(async () => t.close());

describe('receipts', () => {
  it('holds the payment: tenant, date, transaction no, bank references, card, instalments, amounts', async () => {
    const response = await receipt(dealerPayment, bayi.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const payment = await transactionOf(t.baseUrl, dealerPayment);
    const text = (await readPdfText(response.rawPayload)).join('\n');
    for (const expected of [
      'Tahsilat Dekontu',
      DEMO.tenantA.name,
      String(payment.orderId),
      String(payment.authCode),
      '435508******4358',
      'Tek Çekim',
      '1002 ·',
      'Ödeyen',
      'Ayşe Yılmaz',
      DEMO.tenantA.address,
      `Vergi no: ${DEMO.tenantA.taxNumber}`,
      '1.250,50 TL',
      'Karttan çekilen toplam',
      formatMoneyText(String(payment.totalAmount), 'TRY'),
      '/receipt-check/',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it("is written in the payment's language, names the payer, the merchant's tax number and the bonus instalments", async () => {
    const response = await receipt(englishPayment, bayi.token);
    expect(response.statusCode).toBe(200);
    const text = (await readPdfText(response.rawPayload)).join('\n');
    for (const expected of [
      'Payment Receipt',
      DEMO.tenantA.name,
      DEMO.tenantA.address,
      `Tax no: ${DEMO.tenantA.taxNumber}`,
      `Tax office: ${DEMO.tenantA.taxOffice}`,
      'Payer',
      'Acme Trading Ltd.',
      'Cardholder',
      'Ayşe Yılmaz',
      '3 + 2 instalments',
      '2,500.00 TL',
      'Total charged to the card',
      'it needs no signature',
    ]) {
      expect(text, expected).toContain(expected);
    }
    for (const turkish of ['Tahsilat Dekontu', 'Karttan çekilen toplam', 'taksit']) {
      expect(text).not.toContain(turkish);
    }
    // Never more of the card than its masked number.
    expect(text).not.toContain(CARDS.approved);
  });

  it("the payer's firm and its main firm only; failed payments have none", async () => {
    expect((await receipt(dealerPayment, demo.token)).statusCode).toBe(200);
    expect((await receipt(ownPayment, bayi.token)).statusCode).toBe(404);
    const failed = await receipt(declinedPayment, bayi.token);
    expect(failed.statusCode).toBe(404);
    expect(answerOf(failed).message).toBe(messages.receiptNotFound);
  });

  it('the payment result offers it by a signed link for an hour; a changed or old link is refused', async () => {
    const payment = (await transactionOf(t.baseUrl, dealerPayment)) as unknown as PosTransaction;
    expect(payment.receiptUrl).toMatch(/\/api\/PayWithoutLogin\/Receipt\//);
    const url = new URL(payment.receiptUrl ?? '');
    const fetched = await fetch(`${t.baseUrl}${url.pathname}${url.search}`);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('application/pdf');
    const moved = new URLSearchParams(url.search);
    moved.set('expires', String(Number(moved.get('expires')) + 3600));
    expect((await fetch(`${t.baseUrl}${url.pathname}?${moved}`)).status).toBe(400);
    const old = signExpiring(
      t.ctx.config.dataKey,
      'receipt-download',
      dealerPayment,
      3600,
      Date.now() - 7_200_000,
    );
    expect(
      (await fetch(`${t.baseUrl}${url.pathname}?expires=${old.expires}&s=${old.signature}`)).status,
    ).toBe(400);
    const declined = (await transactionOf(t.baseUrl, declinedPayment)) as unknown as PosTransaction;
    expect(declined.receiptUrl).toBeNull();
  });

  it("the QR code's check confirms the payment; a wrong code does not", async () => {
    const check = new URL(receiptCheckUrl(t.ctx, dealerPayment));
    const signature = check.searchParams.get('s') ?? '';
    const answer = await fetch(`${t.baseUrl}/api/PosCollection/ReceiptCheck/${dealerPayment}?s=${signature}`);
    expect(answer.status).toBe(200);
    const facts = ((await answer.json()) as { data: ReceiptCheck }).data;
    expect(facts).toMatchObject({ tenantName: DEMO.tenantA.name, firmCode: '1002', currencyCode: 'TRY' });
    const wrong = await fetch(`${t.baseUrl}/api/PosCollection/ReceiptCheck/${ownPayment}?s=${signature}`);
    expect(wrong.status).toBe(400);
  });

  it("e-mails it to the payment's address, through the outbox, audited", async () => {
    const sent = await request(t.app, {
      method: 'POST',
      url: `/api/PosCollection/Receipt/${dealerPayment}/Mail`,
      token: bayi.token,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(answerOf<{ to: string }>(sent).data).toEqual({ to: 'ayse@example.com' });
    const mails = await request(t.app, { method: 'GET', url: '/api/dev/mails?to=ayse@example.com' });
    const [mail] = answerOf<{ subject: string; attachments: string[] }[]>(mails).data;
    expect(mail?.subject).toContain('Ödeme dekontu');
    expect(mail?.attachments).toEqual([expect.stringMatching(/^dekont-T\w+\.pdf$/)]);
    const other = await request(t.app, {
      method: 'POST',
      url: `/api/PosCollection/Receipt/${ownPayment}/Mail`,
      token: bayi.token,
    });
    expect(other.statusCode).toBe(404);
  });
});
