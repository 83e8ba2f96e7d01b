import { createHash } from 'node:crypto';

/** KuveytTürk's H(x): base64 of the raw SHA-1 digest of the UTF-8 text. */
function sha1Base64(text: string): string {
  return createHash('sha1').update(text, 'utf8').digest('base64');
}

/** The API user's password as every KuveytTürk hash carries it: H(password), never the password itself. */
export function kuveytHashedPassword(password: string): string {
  return sha1Base64(password);
}

/** The values a request HashData covers, exactly as they are sent (a missing one counts as empty). */
export interface KuveytRequestHashInput {
  MerchantId: string;
  MerchantOrderId: string;
  Amount: string;
  OkUrl?: string;
  FailUrl?: string;
  UserName: string;
}

/**
 * Request HashData = H(MerchantId + MerchantOrderId + Amount + OkUrl + FailUrl + UserName + H(password)), plain
 * concatenation: the pay gate's hash has the URLs, the provision and SOAP hashes leave them empty.
 */
export function kuveytRequestHash(input: KuveytRequestHashInput, password: string): string {
  return sha1Base64(
    input.MerchantId +
      input.MerchantOrderId +
      input.Amount +
      (input.OkUrl ?? '') +
      (input.FailUrl ?? '') +
      input.UserName +
      kuveytHashedPassword(password),
  );
}

/** The 3-D callback's HashData (inferred from captured replies): H(MerchantOrderId + ResponseCode + OrderId + H(pw)). */
export function kuveytCallbackHash(
  input: { MerchantOrderId: string; ResponseCode: string; OrderId: string },
  hashedPassword: string,
): string {
  return sha1Base64(input.MerchantOrderId + input.ResponseCode + input.OrderId + hashedPassword);
}

/** The provision reply's HashData (inferred): H(MerchantOrderId + RRN + ResponseCode + OrderId + H(password)). */
export function kuveytProvisionHash(
  input: { MerchantOrderId: string; RRN: string; ResponseCode: string; OrderId: string },
  hashedPassword: string,
): string {
  return sha1Base64(input.MerchantOrderId + input.RRN + input.ResponseCode + input.OrderId + hashedPassword);
}
