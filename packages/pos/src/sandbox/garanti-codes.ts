/** A GVPS refusal: Transaction/Response's Code, ReasonCode, ErrorMsg and SysErrMsg (Source GVPS, Message Declined). */
export interface GarantiRefusal {
  readonly code: string;
  readonly reason: string;
  readonly message: string;
  readonly system: string;
}

const refusal = (reason: string, message: string, system = `ErrorId: ${reason}`): GarantiRefusal => ({
  code: '92',
  reason,
  message,
  system,
});

/**
 * The sandbox's Garanti refusals, all Code 92. Recorded in mews/pos (GarantiPosResponseDataMapperTest): 0002, 0108,
 * 0110, 0208. Every other reason code is the sandbox's own choice: the public record does not give Garanti's.
 * The 3-D gate's error page shows the same reason codes.
 */
export const GARANTI_REFUSALS = {
  /** Recorded: a mandatory field is missing or malformed (amount, currency, type, URLs, order id). */
  badRequest: refusal('0002', 'Giriş yaptığınız işlem tipi için zorunlu alanları kontrol ediniz'),
  /** Recorded (orderinq): the bank holds no transaction for the order; also a void naming no sale of it. */
  notFound: refusal('0110', 'İşlem bulunamadı'),
  /** Recorded (orderhistoryinq): the bank holds nothing for the order. */
  historyNotFound: refusal('0108', 'Gönderilen sipariş numarasına ait kayıt bulunmamaktadır'),
  /** Recorded (refund): the refund names no refundable sale of the order. */
  refundInvalid: refusal('0208', 'İade etmek istediğiniz işlem geçerli değil'),
  /** Sandbox: the body is not a GVPSRequest XML document. */
  badXml: refusal('0001', 'İstek okunamadı: geçersiz XML.'),
  /** Sandbox: Terminal/MerchantID with Terminal/ID is no terminal of this bank. */
  unknownTerminal: refusal('0601', 'Üye işyeri ya da terminal tanımlı değil.'),
  /** Sandbox: the ProvUserID may not do this (void and refund only PROVRFN, everything else only PROVAUT). */
  wrongUser: refusal('0602', 'Kullanıcının bu işlem tipi için yetkisi bulunmamaktadır.'),
  /** Sandbox: HashData (or the 3-D form's secure3dhash) does not match. */
  badHash: refusal('0603', 'Güvenlik doğrulaması (HashData) başarısız.'),
  /** Sandbox: Transaction/Type is none the sandbox speaks. */
  unknownType: refusal('0604', 'Geçersiz işlem tipi.'),
  /** Sandbox (3-D gate only): card number, expiry or CVV2 missing or invalid. */
  badCard: refusal('0605', 'Kart bilgileri geçersiz.'),
  /** Sandbox: no Secure3D block, or an Md/CAVV/ECI/TxnID this bank did not issue for an authenticated check of the order. */
  threeDInvalid: refusal('0701', '3D doğrulama bilgisi geçersiz.'),
  /** Sandbox: the provision's type, amount, currency or instalments differ from the 3-D form's. */
  threeDMismatch: refusal('0702', 'İşlem bilgileri 3D doğrulama ile uyuşmuyor.'),
  /** Sandbox: the order was authorised already (a second provision, or a second 3-D start). */
  alreadyUsed: refusal('0703', 'Bu sipariş numarası ile daha önce başarılı işlem yapılmış.'),
  /** Sandbox: postauth names no open pre-authorisation (none, captured, voided, or another RetrefNum). */
  postAuthInvalid: refusal('0801', 'Kapatılacak ön provizyon bulunamadı.'),
  /** Sandbox: postauth for more than the pre-authorisation holds, in another currency, or for nothing. */
  postAuthAmount: refusal('0802', 'Kapama tutarı ön provizyon tutarını aşıyor.'),
  /** Sandbox: a void after the merchant's end of day (or after a refund): refund instead. */
  voidAfterDay: refusal('0901', 'Gün sonu alınmış işlem iptal edilemez; iade yapın.'),
  /** Sandbox: a refund before the merchant's end of day: void instead. */
  refundSameDay: refusal('0902', 'Gün sonu alınmadan iade yapılamaz; işlemi iptal edin.'),
  /** Sandbox: a refund of more than is left of the sale, in another currency, or of nothing. */
  refundTooMuch: refusal('0903', 'İade tutarı iade edilebilir tutarı aşıyor.'),
} as const satisfies Record<string, GarantiRefusal>;

/** The host's decline of the shared declined card (Response Source HOST, Code and ReasonCode 05). */
export const GARANTI_HOST_DECLINE = {
  /** As the host words a 05 in the recorded void answer. */
  system: 'RPC-05 condition was raised',
} as const;

/** The unsigned error post back of the test switch, as recorded (mews's 3D_PAY 'authFail'). */
export const GARANTI_SYSTEM_ERROR = {
  mdstatus: '7',
  text: 'Sistem Hatasi',
  response: 'Error',
  code: '99',
} as const;
