import { type CollectionChannel, formatMoneyText } from '@tahsilat/domain';

/**
 * A receipt's words in the payment's language (issue 27): the public pay screens offer Turkish and English, and
 * the payment keeps the language it was made in (pos_transactions.language); anything else reads Turkish.
 */
export type ReceiptLanguage = 'tr' | 'en';

export const receiptLanguageOf = (language: string | null | undefined): ReceiptLanguage =>
  language === 'en' ? 'en' : 'tr';

const TEXT = {
  tr: {
    title: 'Tahsilat Dekontu',
    taxNumber: 'Vergi no',
    taxOffice: 'Vergi dairesi',
    date: 'Tarih',
    orderId: 'İşlem no',
    payer: 'Ödeyen',
    account: 'Ödeyen cari',
    cardHolder: 'Kart sahibi',
    card: 'Kart',
    bank: 'Banka',
    hostRef: 'Banka referansı',
    authCode: 'Onay kodu',
    installments: 'Taksit',
    channel: 'Kanal',
    reference: 'Referans',
    description: 'Açıklama',
    amount: 'Tutar',
    commission: 'Komisyon',
    total: 'Karttan çekilen toplam',
    issued: (at: string) => `Bu dekont ${at} tarihinde elektronik olarak üretilmiştir; imza gerektirmez.`,
    check: 'Doğrulama',
    channels: {
      portal: 'Portal',
      link: 'Ödeme linki',
      pay_without_login: 'Üyeliksiz ödeme',
      params: 'Parametreli ödeme',
    },
  },
  en: {
    title: 'Payment Receipt',
    taxNumber: 'Tax no',
    taxOffice: 'Tax office',
    date: 'Date',
    orderId: 'Transaction no',
    payer: 'Payer',
    account: 'Paying account',
    cardHolder: 'Cardholder',
    card: 'Card',
    bank: 'Bank',
    hostRef: 'Bank reference',
    authCode: 'Approval code',
    installments: 'Instalments',
    channel: 'Channel',
    reference: 'Reference',
    description: 'Description',
    amount: 'Amount',
    commission: 'Commission',
    total: 'Total charged to the card',
    issued: (at: string) => `This receipt was produced electronically on ${at}; it needs no signature.`,
    check: 'Verification',
    channels: {
      portal: 'Portal',
      link: 'Payment link',
      pay_without_login: 'Pay without login',
      params: 'Shop link',
    },
  },
} satisfies Record<
  ReceiptLanguage,
  { channels: Record<CollectionChannel, string> } & Record<string, unknown>
>;

export const receiptText = (language: ReceiptLanguage) => TEXT[language];

/**
 * Every character a receipt writes in bold in either language: the title, the labels and the total (digits,
 * separators, currency). Their glyphs start the bold font's subset, so most receipts embed the same one.
 */
export const RECEIPT_BOLD_CHARACTERS = [
  ...new Set(
    [...Object.values(TEXT.tr), ...Object.values(TEXT.en), '0123456789 .,—TLUSDEUR']
      .filter((value): value is string => typeof value === 'string')
      .join(''),
  ),
].join('');

/** "1.250,50 TL" in Turkish, "1,250.50 TL" in English. */
export function receiptMoney(
  amount: string,
  currency: 'TRY' | 'USD' | 'EUR',
  language: ReceiptLanguage,
): string {
  const turkish = formatMoneyText(amount, currency);
  return language === 'en' ? turkish.replace(/[.,]/g, (mark) => (mark === '.' ? ',' : '.')) : turkish;
}
