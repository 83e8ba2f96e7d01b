/**
 * The Turkish message catalogue. Texts quoted by the specification are verbatim;
 * the rest are ours, written in the same voice.
 */
export const messages = {
  // Generic (SPEC 8)
  success: 'İşlem başarılı.',
  unexpected: 'Şu anda işleminizi gerçekleştiremiyoruz.Lütfen daha sonra tekrar deneyiniz.',
  notFound: 'Aradığınız kayıt bulunamadı.',
  routeNotFound: 'İstenen adres bulunamadı.',
  malformedBody: 'İstek gövdesi okunamadı. Lütfen geçerli bir JSON gönderiniz.',
  bodyTooLarge: 'İstek gövdesi izin verilen boyutu aşıyor.',
  unsupportedMediaType: 'Desteklenmeyen içerik türü.',
  badRequest: 'İstek geçersiz.',
  nulCharacter: 'İstek geçersiz bir karakter (NUL) içeriyor.',
  serviceUnavailable: 'Hizmet şu anda kullanılamıyor.',

  // Session and permissions
  sessionRequired: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapınız.',
  permissionDenied: 'Bu işlem için yetkiniz bulunmamaktadır.',
  tenantNotAllowed: 'Bu şirkete erişim yetkiniz bulunmamaktadır.',
  tenantNotFound: 'Şirket bulunamadı.',
  tenantDomainNotFound: 'Bu adres için tanımlı bir şirket bulunamadı.',

  // Sign-in (SPEC 5)
  emailRequired: 'Email alanı zorunludur!',
  passwordRequired: 'Şifre alanı zorunludur!',
  loginSucceeded: 'Giriş başarılı.',
  invalidCredentials: 'E-posta adresi veya şifre hatalı.',
  tooManyFailedAttempts: 'Çok fazla başarısız deneme yapıldı. Lütfen bir süre sonra tekrar deneyiniz.',
  noTenantForUser: 'Hesabınız herhangi bir şirkete bağlı değil. Lütfen yöneticinizle iletişime geçiniz.',
  loggedOut: 'Çıkış yapıldı.',

  // Forgot / reset / new password (SPEC 5)
  forgotEmailRequired: 'Lütfen mail adresinizi girin!',
  invalidEmail: 'Lütfen geçerli bir e-posta adresi giriniz.',
  forgotPasswordSent: 'E-posta adresiniz kayıtlıysa şifre sıfırlama bağlantısı gönderildi.',
  resetPasswordRequired: 'Lütfen şifrenizi giriniz.',
  resetConfirmRequired: 'Lütfen yeni şifre tekrar alanını boş bırakmayın.',
  passwordsDoNotMatch: 'Girdiğiniz şifreler eşleşmiyor.',
  passwordTokenUnknown: 'Üzgünüm, böyle bir kullanıcı bulamadım.',
  passwordTokenInvalid: 'Bağlantı geçersiz ya da süresi dolmuş. Lütfen yeni bir bağlantı isteyiniz.',
  passwordResetDone: 'Şifreniz güncellendi. Yeni şifrenizle giriş yapabilirsiniz.',
  passwordCreated: 'Şifreniz oluşturuldu. Giriş yapabilirsiniz.',

  // Password policy (SECURITY: Accounts and sessions)
  passwordTooShort: 'Şifre en az 12 karakter olmalıdır.',
  passwordTooLong: 'Şifre en fazla 128 karakter olabilir.',
  passwordNeedsLetterAndDigit: 'Şifre en az bir harf ve bir rakam içermelidir.',
  passwordNoSpaces: 'Şifre boşluk içeremez.',
  passwordReused: 'Yeni şifreniz son 4 şifrenizden biri olamaz.',
  currentPasswordRequired: 'Lütfen mevcut şifrenizi giriniz.',
  currentPasswordWrong: 'Mevcut şifreniz hatalı.',
  passwordChanged: 'Şifreniz değiştirildi.',

  // Payment form (SPEC 5; the quoted ones verbatim)
  invalidCardNumber: 'Geçersiz kart numarası.',
  cardNumberRequired: 'Kart numarası zorunludur.',
  holderNameRequired: 'Kart üzerindeki isim zorunludur.',
  expiryRequired: 'Son kullanma tarihi (AA/YY) zorunludur.',
  expiryInvalid: 'Son kullanma tarihi geçersiz.',
  expiryPast: 'Kartınızın son kullanma tarihi geçmiş.',
  cvvRequired: 'Güvenlik kodu zorunludur.',
  cvvInvalid: 'Güvenlik kodu 3 veya 4 rakamdan oluşmalıdır.',
  customerInformationRequired: 'Müşteri bilgisi boş bırakılamaz.',
  mobilePhoneRequired: 'Cep telefonu zorunludur.',
  mobilePhoneTooShort: 'Cep telefonu en az 12 karakter olmalıdır.',
  customerEmailInvalid: 'Geçerli bir e-posta adresi giriniz.',
  descriptionRequired: 'Açıklama zorunludur.',
  tcknRequired: 'T.C. kimlik numarası zorunludur.',
  tcknInvalid: 'Geçersiz T.C. kimlik numarası.',
  contractNumberRequired: 'Sözleşme numarası zorunludur.',
  contractNumberInvalid: 'Sözleşme numarası 7 rakamdan oluşmalıdır.',
  policyNumberRequired: 'Poliçe numarası zorunludur.',
  policyNumberTooLong: 'Poliçe numarası en fazla 50 karakter olabilir.',
  contractNumberTooLong: 'Sözleşme numarası en fazla 50 karakter olabilir.',
  branchCodeRequired: 'Şube kodu zorunludur.',
  branchCodeTooLong: 'Şube kodu en fazla 50 karakter olabilir.',
  paymentMethodRequired: 'Ödeme yöntemi seçiniz.',
  paymentTypesTooLong: 'Seçilen ödeme tiplerinin toplam uzunluğu 200 karakteri geçemez.',
  policyDateRequired: 'Poliçe tanzim tarihi zorunludur.',
  policyDateInvalid: 'Poliçe tanzim tarihi GG.AA.YYYY biçiminde olmalıdır.',
  insuranceCompanyRequired: 'Sigorta şirketi zorunludur.',
  amountRequired: 'Tutar zorunludur.',
  amountInvalid: 'Tutar en fazla 2 ondalık basamaklı bir sayı olmalıdır.',
  amountNotPositive: 'Tutar sıfırdan büyük olmalıdır.',
  agreementRequired: 'Sözleşmeleri kabul etmeniz gerekmektedir.',
  paymentOptionsRequiredMessage: 'Lütfen bir ödeme seçeneği seçiniz.',

  // Payment processing
  tenantPaymentNotAllowed: 'Bu firma için üyeliksiz ödeme kapalıdır.',
  firmNotFound: 'Bayi bulunamadı.',
  noPaymentProvider: 'Tanımlı ödeme sağlayıcısı bulunmamaktadır.',
  installmentNotOffered: 'Seçilen taksit seçeneği bu kart için sunulmuyor.',
  installmentNeedsProgrammeCard:
    'Taksitli ödeme yalnızca kartınızın bankasının taksit seçenekleriyle yapılabilir.',
  currencyNotOffered: 'Seçilen para birimi bu ödeme sağlayıcısı ile kullanılamaz.',
  amountMismatch: 'Ödeme tutarı değişti. Lütfen sayfayı yenileyip tekrar deneyiniz.',
  deferralOutOfRange: 'Öteleme sayısı seçilen seçeneğin aralığında olmalıdır.',
  paymentApproved: 'Ödemeniz başarıyla alındı.',
  paymentDeclined: 'Ödeme bankanız tarafından onaylanmadı.',
  threeDFailed: '3D Secure doğrulaması başarısız oldu.',
  paymentPending: 'Ödemeniz işleniyor. Lütfen birkaç dakika sonra sonucu kontrol ediniz.',
  paymentExpired: 'Ödeme süresi doldu. Lütfen tekrar deneyiniz.',
  callbackRejected: 'Banka yanıtı doğrulanamadı. Ödeme tamamlanmadı.',
  bankUnavailable: 'Bankaya şu anda ulaşılamıyor. Lütfen daha sonra tekrar deneyiniz.',
  transactionNotFound: 'İşlem bulunamadı.',
  callbackNotAllowed: 'Geri dönüş adresi bu firma için tanımlı değil.',

  // Pay with params (SPEC 8 verbatim; the last one ours)
  paramsDecryptFailed:
    'Sipariş tutarı veya referans numarası doğru değil. Lütfen alışveriş sayfası yetkilileriyle iletişime geçin.',
  paramsMissing: 'Sipariş numarası veya tutar bulunamadı.',
  paramsNotAllowed: 'Bu firma için parametreli ödeme kapalıdır.',
  paramsReferenceInvalid:
    'Referans numarası 1–100 karakter olmalı ve | ya da kontrol karakteri içermemelidir.',
  paramsBranchInvalid: 'Bayi numarası 1–50 karakter olmalı ve | ya da kontrol karakteri içermemelidir.',
  exchangeRateMissing: 'Döviz kuru bulunamadı.',
  tooManyPaymentAttempts: 'Çok fazla ödeme denemesi yapıldı. Lütfen bir süre sonra tekrar deneyiniz.',

  // Pay by link (SPEC 4 payment request page; the expired text is SPEC's, in Turkish)
  dateInvalid: 'Tarih YYYY-AA-GG biçiminde olmalıdır.',
  validityDateInPast: 'Geçerlilik tarihi bugünden önce olamaz.',
  validityDateTooFar: 'Geçerlilik tarihi en fazla bir yıl sonrası olabilir.',
  linkAmountTooLarge: 'Tutar en fazla 999.999.999,99 olabilir.',
  linkReferenceTooLong: 'Referans numarası en fazla 50 karakter olabilir.',
  linkPhoneInvalid: 'Geçerli bir cep telefonu numarası giriniz (05xx xxx xx xx).',
  linkEmailRequired: 'Link e-posta ile gönderilecekse müşteri e-posta adresi zorunludur.',
  linkPhoneRequired: 'Link SMS ile gönderilecekse müşteri cep telefonu zorunludur.',
  cardNumberInText: 'Bu alana kart numarası yazılamaz.',
  maxPaymentsInvalid: 'Ödeme sayısı 1 ile 1000 arasında olmalıdır.',
  preAuthSingleUse: 'Ön provizyonlu bir link yalnızca bir kez ödenebilir.',
  preAuthNotAllowed: 'Bu firma için ön provizyonlu ödeme kullanılamaz.',
  paymentSetNotFound: 'Ödeme seti bulunamadı.',
  paymentMethodNotFound: 'Ödeme yöntemi bulunamadı.',
  currencyNotAllowed: 'Bu para birimi ile ödeme alınamaz.',
  paymentRequestNotFound: 'Ödeme linki bulunamadı.',
  paymentRequestExpired: 'Ödeme geçerlilik tarihi geçmiştir.',
  paymentRequestPaid: 'Bu ödeme linki ile ödeme yapılmıştır.',
  paymentRequestCancelled: 'Bu ödeme linki iptal edilmiştir.',
  paymentRequestTaken:
    'Bu ödeme linki siz ödeme yaparken başka bir ödemeyle kapandı. Kartınızdan tutar çekilmedi.',
  paymentRequestBusy: 'Bu link için şu anda bir ödeme işleniyor. Lütfen biraz sonra tekrar deneyiniz.',
  listCursorInvalid: 'Sayfa bilgisi geçersiz. Lütfen listeyi yeniden yükleyiniz.',
  paymentRequestCancelledNoCharge:
    'Bu ödeme linki siz ödeme yaparken iptal edildi. Kartınızdan tutar çekilmedi.',
  paymentRequestNotOpen: 'Yalnızca ödeme bekleyen linklerde bu işlem yapılabilir.',
  paymentRequestCancelledDone: 'Ödeme linki iptal edildi.',
  paymentRequestExtended: 'Geçerlilik tarihi güncellendi.',
  paymentRequestSent: 'Ödeme linki gönderildi.',
  sendTargetMissing: 'Gönderim için e-posta adresi veya cep telefonu bulunamadı.',
  preAuthNotHeld: 'Bu link için bekleyen bir ön provizyon bulunmamaktadır.',
  preAuthInProgress:
    'Ön provizyon işlemi bankada sürüyor. Sonucu birkaç dakika içinde link takibinde görebilirsiniz.',
  preAuthCaptured: 'Ön provizyon tahsil edildi.',
  preAuthReleased: 'Ön provizyon iptal edildi; karttaki bloke kaldırıldı.',
  preAuthBankRefused: 'Banka işlemi onaylamadı.',

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

  // Refunds and voids (tenant admins, /api/admin)
  collectionNotFoundForAdmin: 'Tahsilat bulunamadı.',
  reversalReasonRequired: 'İade veya iptal nedeni zorunludur.',
  reversalNotCollected: 'Yalnızca başarılı tahsilatlar iade edilebilir veya iptal edilebilir.',
  reversalInProgress:
    'Bu tahsilat için bankada işlenen bir iade veya iptal var. Sonucu birkaç dakika içinde görebilirsiniz.',
  reversalNothingLeft: 'Bu tahsilatın iade edilecek tutarı kalmadı.',
  refundAboveRemaining: 'İade tutarı, tahsilatın iade edilmemiş tutarını aşamaz.',
  voidOnlySameDay:
    'İptal yalnızca işlemin yapıldığı gün, bankanın gün sonundan önce yapılabilir; bu tahsilat için iade yapın.',
  voidAfterRefund: 'İade yapılmış bir tahsilat iptal edilemez.',
  refundNotSameDay:
    'Aynı gün içinde iade yapılamaz: işlemin tamamını iptal edin ya da kısmi iadeyi ertesi gün yapın.',
  reversalBankRefused: 'Banka işlemi onaylamadı.',
  reversalNotSent:
    'İstek bankaya gönderilemeden kesildi; tutar karta iade edilmedi. Yeniden deneyebilirsiniz.',
  reversalIdempotencyMismatch: 'Bu Idempotency-Key başka bir iade isteği için kullanıldı.',
  voided: 'Tahsilat iptal edildi; tutar karta iade edilmeden bloke kaldırıldı.',
  refunded: 'İade bankaca onaylandı.',
} as const;

export type MessageKey = keyof typeof messages;

/** Generic form messages (SPEC 5, last rule); `{field}` is replaced with the field name. */
export const genericMessages = {
  required: "'{field}' alanı zorunludur.",
  whitespaceOnly: "'{field}' alanı yalnızca boşluktan oluşamaz.",
  invalidType: "'{field}' alanının türü geçersiz.",
  invalidEnum: "'{field}' alanı için geçersiz bir seçim yapıldı.",
  tooShort: "'{field}' alanı en az {min} karakter olmalıdır.",
  tooLong: "'{field}' alanı en fazla {max} karakter olabilir.",
  exactLength: "'{field}' alanı {length} karakter olmalıdır.",
  tooSmallNumber: "'{field}' alanı en az {min} olmalıdır.",
  tooBigNumber: "'{field}' alanı en fazla {max} olabilir.",
  tooFewItems: "'{field}' listesinde en az {min} öğe olmalıdır.",
  tooManyItems: "'{field}' listesinde en fazla {max} öğe olabilir.",
  patternMismatch: "'{field}' alanının biçimi geçersiz.",
  invalidDate: "'{field}' alanı geçerli bir tarih olmalıdır.",
  invalidDateFormat: "'{field}' alanının tarih biçimi geçersiz.",
  unknownField: "Tanınmayan alan: '{field}'.",
  invalid: "'{field}' alanı geçersiz.",
} as const;
