/** The ERP integration API (DESIGN 12). Part of the catalogue in `messages.ts`. */
export const integrationMessages = {
  // ERP integration API (DESIGN 12)
  integrationKeyInvalid: 'Entegrasyon anahtarı geçersiz ya da iptal edilmiş.',
  integrationTenantMismatch: 'Entegrasyon anahtarı Tahsilat-Tenant başlığındaki şirkete ait değil.',
  tooManyIntegrationCalls:
    'Entegrasyon anahtarı için istek sınırı aşıldı. Lütfen biraz sonra tekrar deneyiniz.',
  idempotencyKeyInvalid:
    'Idempotency-Key 1–200 karakter olmalı ve yalnızca harf, rakam, - _ . : içermelidir.',
  idempotencyKeyReused:
    'Bu Idempotency-Key farklı bir istekle kullanılmış. Her yeni istek için yeni bir anahtar gönderiniz.',
  firmCodeInvalid:
    'Cari kodu harf veya rakamla başlamalı; harf, rakam, boşluk, nokta, tire ve alt çizgiden oluşmalı (en fazla 50 karakter).',
  externalIdInvalid:
    "'externalId' harf, rakam, nokta, tire, alt çizgi veya iki nokta üst üsteden oluşmalı (en fazla 100 karakter).",
  taxNumberInvalid: 'Vergi numarası geçersiz: 10 haneli VKN ya da 11 haneli T.C. kimlik numarası olmalıdır.',
  phoneInvalid:
    'Telefon numarası rakam, boşluk, +, ( ) ve - dışında karakter içeremez (en fazla 20 karakter).',
  decimalInvalid:
    'Tutar nokta ile ayrılmış, en fazla 2 ondalık basamaklı bir sayı olmalıdır (ör. "1250.50").',
  decimalNegative: 'Tutar negatif olamaz.',
  quantityInvalid: 'Miktar en fazla 3 ondalık basamaklı, negatif olmayan bir sayı olmalıdır.',
  fxRateInvalid: 'Kur en fazla 6 ondalık basamaklı, sıfırdan büyük bir sayı olmalıdır.',
  vatRateInvalid: 'KDV oranı 0 ile 100 arasında, en fazla 2 ondalık basamaklı olmalıdır.',
  dateOutOfRange: 'Tarih 1900-01-01 ile 2099-12-31 arasında olmalıdır.',
  debitAndCredit: 'Bir harekette borç ve alacak birlikte girilemez; yalnızca biri sıfırdan büyük olmalıdır.',
  debitOrCreditRequired: 'Borç veya alacak tutarından biri sıfırdan büyük olmalıdır.',
  fxAmountRequired: 'Dövizli harekette döviz tutarı (fxAmount) zorunludur.',
  paidAboveAmount: 'Ödenen tutar toplam tutardan büyük olamaz.',
  installmentNoAboveCount: 'Taksit numarası taksit sayısından büyük olamaz.',
  dbsStatusInvalid: 'DBS durumu 0 ile 7 arasında bir sayı olmalıdır.',
  warehouseDuplicate: 'Aynı depo kodu bir stokta birden fazla kez gönderilemez.',
  dbsLimitDuplicate: 'Aynı banka kodu için birden fazla DBS limiti gönderilemez.',
  duplicateKeyInBatch:
    'Aynı anahtar bu istekte birden fazla kez gönderildi; bu anahtarlı kayıtların hiçbiri yazılmadı.',
  firmNotInTenant: "'firmCode' ile gönderilen cari bulunamadı. Önce cariyi /firms ile gönderiniz.",
  parentNotInTenant: "'parentCode' ile gönderilen üst cari bulunamadı.",
  parentIsSubFirm: 'Üst cari bir alt cari olamaz (bayi yapısı iki seviyelidir).',
  parentIsSelf: 'Bir cari kendisinin üst carisi olamaz.',
  firmHasSubFirms: 'Alt carileri olan bir cari başka bir cariye bağlanamaz.',
  firmInUse:
    'Bu cariye bağlı kayıtlar (alt cari, kullanıcı, hareket, ödeme planı, fatura, link veya ödeme) olduğu için silinemez; pasife almak için isActive: false gönderiniz.',
  collectionNotFound: 'Tahsilat bulunamadı.',
  collectionOtherFirm:
    "Bu tahsilat başka bir cariye ait; hareketin 'firmCode' alanı tahsilatın carisi olmalıdır.",
  collectionNeedsCredit: 'Bir kart tahsilatını kaydeden hareket alacak tarafında olmalıdır.',
  collectionAlreadyAcknowledged: "Bu tahsilat ERP'ye farklı bir belge numarasıyla aktarılmış.",
  collectionAcknowledged: "Tahsilat ERP'ye aktarıldı olarak işaretlendi.",
  webhookUrlInvalid: 'Webhook adresi geçerli bir https adresi olmalıdır.',
  webhookNotFound: 'Webhook bulunamadı.',
  webhookLimit: 'Bir şirket için en fazla 5 webhook tanımlanabilir.',
  recordDeleted: 'Kayıt silindi.',
  recordAbsent: 'Silinecek kayıt bulunamadı; zaten silinmiş olabilir.',
  documentTypeInvalid: 'Belge türü geçersiz.',
  dateRangeInvalid: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
  cursorInvalid: 'Sayfa bilgisi geçersiz; lütfen listeyi baştan açınız.',
  firmEmailMissing: 'Firmanın kayıtlı bir e-posta adresi yok; ekstre gönderilemedi.',
  reminderSent: 'Hatırlatma gönderildi.',
  reminderTooSoon: 'Bu bayiye bu kanaldan son 24 saat içinde hatırlatma gönderildi.',
  firmPhoneMissing: 'Bayinin kayıtlı bir cep telefonu yok.',
  firmReminderEmailMissing: 'Bayinin kayıtlı bir e-posta adresi yok.',
  nothingToRemind: 'Bu bayinin açık bir ödeme kalemi yok.',
  tooManyMails: 'Kısa sürede çok fazla e-posta gönderildi; lütfen biraz sonra tekrar deneyiniz.',
  statementSent: 'Ekstre e-posta ile gönderildi.',
  statementTooLongForPdf:
    'Ekstre PDF için çok uzun: PDF en fazla 5.000 satır içerebilir. Lütfen dönemi daraltın veya Excel dosyasını kullanın.',
  dueItemNotFound: 'Seçilen ödeme planı kalemlerinden biri bulunamadı.',
  dueItemsClosed: 'Seçilen ödeme planı kalemlerinin ödenecek açık tutarı kalmadı.',
  dueItemsCurrencyMismatch: 'Seçilen kalemler ödemenin döviz cinsinde olmalıdır.',
  amountAboveDueItems: 'Ödeme tutarı, seçilen kalemlerin açık tutarını aşamaz.',
  firmInactive: 'Bu cari pasif durumda; adına ödeme alınamaz.',
  receiptNotFound: 'Dekont bulunamadı: yalnızca başarılı ödemelerin dekontu vardır.',
  receiptLinkInvalid: 'Dekont bağlantısı geçersiz ya da süresi dolmuş.',
  receiptEmailMissing: 'Bu ödeme için kayıtlı bir e-posta adresi yok; dekont gönderilemedi.',
  receiptSent: 'Dekont e-posta ile gönderildi.',
} as const;
