import { accountMessages } from './messages-account.js';
import { adminMessages } from './messages-admin.js';
import { integrationMessages } from './messages-integration.js';
import { paymentMessages } from './messages-payments.js';
import { transferMessages } from './messages-transfers.js';

/**
 * The Turkish message catalogue. Texts quoted by the specification are verbatim;
 * the rest are ours, written in the same voice.
 */
export const messages = {
  // By feature, each part in its own file; messages.test.ts checks that no key is in two parts.
  ...accountMessages,
  ...paymentMessages,
  ...integrationMessages,
  ...adminMessages,
  ...transferMessages,
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
