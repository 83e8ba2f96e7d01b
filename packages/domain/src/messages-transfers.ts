/** Bank transfers (issue 29): the tenant's bank accounts and the dealers' pay-by-transfer panel. */
export const transferMessages = {
  bankAccountIbanFormat:
    'IBAN geçersiz; ülke kodu ve kontrol basamaklarıyla birlikte eksiksiz giriniz (ör. TR33 0006 1005 …).',
  bankAccountIbanCheckDigits:
    'IBAN’ın kontrol basamakları tutmuyor; rakamlardan biri yanlış yazılmış olabilir.',
  bankAccountIbanTurkishLayout:
    'Türk IBAN’ı 26 karakterdir ve banka kodundan sonraki hane 0 olmalıdır; IBAN’ı kontrol ediniz.',
  bankAccountBankNameRequired: 'Bu IBAN’ın banka kodu tanınmadı; banka adını yazınız.',
  bankAccountTaken: 'Bu IBAN zaten kayıtlı.',
  bankAccountNotFound: 'Banka hesabı bulunamadı.',
  bankAccountSaved: 'Banka hesabı kaydedildi; bayiler havale/EFT bilgilerinde hemen görür.',
  statementFormatUnknown: 'Ekstre biçimi camt.053, camt.054 ya da mt940 olmalıdır.',
  statementEmpty: 'Ekstre dosyası boş.',
  statementTooLarge: 'Ekstre dosyası en çok 20 MB olabilir; dönemi bölerek gönderiniz.',
  statementUnreadable: 'Ekstre okunamadı; hiçbir hareket kaydedilmedi.',
  statementAccountUnknown:
    'Ekstredeki hesap kayıtlı banka hesaplarınızdan biri değil; önce Havale/EFT hesapları sayfasında ekleyiniz.',
  statementCurrencyMismatch: 'Hareketin para birimi hesabın para biriminden farklı; hareket alınmadı.',
  statementImported: 'Ekstre alındı.',
  transferNotFound: 'Havale bulunamadı.',
  transferFirmNotFound: 'Firma bulunamadı.',
  transferNotIncoming: 'Yalnızca gelen bir havale bir firmayla eşleştirilebilir.',
  transferDecisionStale: 'Bu havale için az önce başka bir karar verildi; listeyi yenileyiniz.',
  transferMatched: 'Havale firmayla eşleştirildi.',
  transferDismissed: 'Havale tahsilat değil olarak işaretlendi.',
  transferUndone: 'Karar geri alındı; havale yeniden incelemede.',
} as const;
