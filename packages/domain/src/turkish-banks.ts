/**
 * Turkish banks by the five-digit code in an IBAN's positions 5–9 (the bank's EFT code, left-padded), for the
 * name shown beside a tenant's account and a dealer's sender IBAN. Sources and what is uncertain:
 * `docs/research/bank-transfers.md` §2 (TBB's member list of 2020 and a second independent list, checked on
 * 2026-11-29). The list changes (new participation and digital banks): an unknown code is a warning, never a refusal.
 */
export const TURKISH_BANKS: Readonly<Record<string, string>> = {
  '00001': 'T.C. Merkez Bankası',
  '00004': 'İller Bankası',
  '00010': 'T.C. Ziraat Bankası',
  '00012': 'Türkiye Halk Bankası',
  '00014': 'Türkiye Sınai Kalkınma Bankası',
  '00015': 'Türkiye Vakıflar Bankası',
  '00016': 'Türk Eximbank',
  '00017': 'Türkiye Kalkınma ve Yatırım Bankası',
  '00032': 'Türk Ekonomi Bankası',
  '00046': 'Akbank',
  '00059': 'Şekerbank',
  '00062': 'Garanti BBVA',
  '00064': 'Türkiye İş Bankası',
  '00067': 'Yapı ve Kredi Bankası',
  '00092': 'Citibank',
  '00096': 'Turkish Bank',
  '00099': 'ING Bank',
  '00103': 'Fibabanka',
  '00109': 'ICBC Turkey Bank',
  '00111': 'QNB Bank',
  '00115': 'Deutsche Bank',
  '00123': 'HSBC Bank',
  '00124': 'Alternatifbank',
  '00125': 'Burgan Bank',
  '00132': 'Takasbank',
  '00134': 'Denizbank',
  '00135': 'Anadolubank',
  '00143': 'Aktif Yatırım Bankası',
  '00146': 'Odeabank',
  '00203': 'Albaraka Türk Katılım Bankası',
  '00205': 'Kuveyt Türk Katılım Bankası',
  '00206': 'Türkiye Finans Katılım Bankası',
  '00209': 'Ziraat Katılım Bankası',
  '00210': 'Vakıf Katılım Bankası',
};
