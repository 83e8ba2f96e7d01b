import { createHash } from 'node:crypto';

/** The fixed suffix of PayFlex Common Payment's HashedData (mews PayFlexCP4Crypt). */
const COMMON_PAYMENT_SUFFIX = 'VBank3DPay2014';

export interface CommonPaymentHashFields {
  HostMerchantId: string;
  AmountCode: string;
  Amount: string;
  MerchantPassword: string;
}

/**
 * PayFlex Common Payment's `HashedData`: base64 of the raw SHA-1 of HostMerchantId + AmountCode + Amount +
 * MerchantPassword + the fixed suffix, plainly concatenated. The MPI + VPOS flow our gateway speaks carries no hash
 * at all; this exists only to keep the published vectors reproduced (unconfirmed against the bank).
 */
export function payflexCommonPaymentHash(fields: Readonly<CommonPaymentHashFields>): string {
  const plain = `${fields.HostMerchantId}${fields.AmountCode}${fields.Amount}${fields.MerchantPassword}${COMMON_PAYMENT_SUFFIX}`;
  return createHash('sha1').update(plain, 'utf8').digest('base64');
}
