import { createHash } from 'node:crypto';

const upperHex = (algorithm: 'sha1' | 'sha512', text: string) =>
  createHash(algorithm).update(text, 'utf8').digest('hex').toUpperCase();

/** SHA-1 of the provision password and the terminal id left-padded with zeros to 9 digits. */
export function garantiSecurityData(provisionPassword: string, terminalId: string): string {
  return upperHex('sha1', provisionPassword + terminalId.padStart(9, '0'));
}

export interface GarantiFormHashInput {
  terminalId: string;
  orderId: string;
  amount: string;
  currencyCode: string;
  successUrl: string;
  errorUrl: string;
  type: string;
  installments: string;
}

/** The 3-D form's secure3dhash. */
export function garantiFormHash(
  input: GarantiFormHashInput,
  storeKey: string,
  provisionPassword: string,
): string {
  return upperHex(
    'sha512',
    input.terminalId +
      input.orderId +
      input.amount +
      input.currencyCode +
      input.successUrl +
      input.errorUrl +
      input.type +
      input.installments +
      storeKey +
      garantiSecurityData(provisionPassword, input.terminalId),
  );
}

/** The provisioning XML's HashData (the card number is empty after 3-D). */
export function garantiXmlHash(
  input: { orderId: string; terminalId: string; cardNumber: string; amount: string; currencyCode: string },
  provisionPassword: string,
): string {
  return upperHex(
    'sha512',
    input.orderId +
      input.terminalId +
      input.cardNumber +
      input.amount +
      input.currencyCode +
      garantiSecurityData(provisionPassword, input.terminalId),
  );
}

/** The callback hash: the values of the fields `hashparams` names, in its order, then the store key. */
export function garantiCallbackHash(
  fields: Readonly<Record<string, string | null | undefined>>,
  storeKey: string,
): string {
  const names = (fields.hashparams ?? '').split(':').filter((name) => name !== '');
  return upperHex('sha512', names.map((name) => fields[name] ?? '').join('') + storeKey);
}
