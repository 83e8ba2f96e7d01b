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
