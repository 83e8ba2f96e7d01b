import { describe, expect, it } from 'vitest';
import { readPdfText } from '../../lib/pdf/read-pdf.js';
import { type ReceiptContent, writeReceiptPdf } from './receipt-pdf.js';

/** A receipt without a logo; the overrides change its words. */
function receipt(overrides: Partial<ReceiptContent> = {}): ReceiptContent {
  return {
    language: 'tr',
    title: 'Tahsilat Dekontu',
    tenantName: 'Demo Ticaret A.Ş.',
    merchantLines: ['Büyükdere Cad. No: 185, 34394 Şişli / İstanbul'],
    logo: null,
    facts: [
      { label: 'İşlem no', value: 'T261124ABCDEFGHJK' },
      { label: 'Kart sahibi', value: 'AYŞE YILMAZ' },
    ],
    amounts: [{ label: 'Karttan çekilen toplam', value: '1.272,88 TL', strong: true }],
    checkUrl: 'http://localhost:3000/receipt-check/3f1c2c1e?s=abc',
    issuedNote: 'Bu dekont elektronik olarak üretilmiştir; imza gerektirmez.',
    checkLabel: 'Doğrulama',
    ...overrides,
  };
}

const textOf = async (pdf: Promise<Buffer>) => (await readPdfText(await pdf)).join('\n');

describe('receipt fonts (kept subsets)', () => {
  it('writes letters outside the prepared glyphs, in text and in bold, and they read back', async () => {
    const unusual = receipt({
      tenantName: 'Café Zürich & Søn GmbH',
      facts: [
        { label: 'Kart sahibi', value: 'JOSÉ MÜLLER-STRAßE' },
        { label: 'Açıklama', value: 'Ödeme € 12,50 — «özel» ½' },
      ],
      amounts: [{ label: 'Montant payé', value: '1.272,88 €', strong: true }],
    });
    for (let run = 0; run < 2; run += 1) {
      const text = await textOf(writeReceiptPdf(unusual));
      for (const expected of [
        'Café Zürich & Søn GmbH',
        'JOSÉ MÜLLER-STRAßE',
        'Ödeme € 12,50 — «özel» ½',
        'Montant payé',
        '1.272,88 €',
      ]) {
        expect(text).toContain(expected);
      }
    }
    // A receipt after it, within the prepared glyphs, reads back as before.
    const text = await textOf(writeReceiptPdf(receipt()));
    for (const expected of [
      'Tahsilat Dekontu',
      'Demo Ticaret A.Ş.',
      'AYŞE YILMAZ',
      '1.272,88 TL',
      'Doğrulama',
    ]) {
      expect(text).toContain(expected);
    }
  });
});
