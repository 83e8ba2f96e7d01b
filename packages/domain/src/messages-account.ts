/** Sign-in, sessions and passwords (SPEC 5, SECURITY: Accounts and sessions). Part of the catalogue in `messages.ts`. */
export const accountMessages = {
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
} as const;
