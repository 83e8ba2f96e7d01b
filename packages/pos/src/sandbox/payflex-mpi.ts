import { randomBytes } from 'node:crypto';
import { passesLuhn } from '@tahsilat/domain';
import { brandNameOf } from '../payflex/request-mapper.js';
import type { XmlNode } from '../xml.js';
import type { AcsPostBack } from './acs.js';
import { dropExpired } from './expiring.js';
import type { SandboxMerchant } from './merchants.js';

/** One MPI enrolment: what the VPOS later checks the provision against (card, amount, 3-D proof, used once). */
export interface PayflexEnrolment {
  id: string;
  merchant: SandboxMerchant;
  pan: string;
  /** YYMM, as enrolled. */
  expiry: string;
  /** Major units with a dot, as enrolled. */
  amount: string;
  currency: string;
  installments: number;
  successUrl: string;
  failureUrl: string;
  md: string;
  paReq: string;
  xid: string;
  status: 'enrolled' | 'at_acs' | 'authenticated' | 'failed';
  cavv: string | null;
  eci: string | null;
  used: boolean;
  expiresAt: number;
}

const ENROLMENT_MS = 15 * 60_000;
const CURRENCIES = new Set(['949', '840', '978']);

/** The MPI's XML answer: `VERes` inside `Message`, the request id, and the error code and words if any. */
function veres(id: string, status: string, extra: XmlNode, errorCode = '', message = ''): XmlNode {
  return {
    Message: { VERes: { Version: '1.0.2', Status: status, ...extra } },
    VerifyEnrollmentRequestId: id,
    MessageErrorCode: errorCode,
    ErrorMessage: message,
  };
}

const isHttpUrl = (text: string | undefined) => {
  try {
    return ['http:', 'https:'].includes(new URL(text ?? '').protocol);
  } catch {
    return false;
  }
};

/** Minor units of a "100.25" amount. */
export const minorOf = (amount: string) => {
  const [whole = '0', fraction = '00'] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
};

/** The sandbox MPI's enrolments, by merchant and request id and by MD, for ten-odd minutes. */
export class PayflexEnrolments {
  private readonly byId = new Map<string, PayflexEnrolment>();
  private readonly byMd = new Map<string, PayflexEnrolment>();

  find(clientId: string, id: string): PayflexEnrolment | undefined {
    return this.byId.get(`${clientId}\n${id}`);
  }

  withMd(md: string): PayflexEnrolment | undefined {
    return this.byMd.get(md);
  }

  private sweep(): void {
    dropExpired(this.byId, (enrolment) => this.byMd.delete(enrolment.md));
  }

  /**
   * MPI_Enrollment.aspx: the merchant and its password (2005), the card (Luhn, a brand matching the number), the
   * amount, currency, instalments and URLs, a request id not used before (2023); then `Y` with the ACS form.
   */
  enrol(
    fields: Readonly<Record<string, string>>,
    merchant: SandboxMerchant | undefined,
    prefix: string,
  ): XmlNode {
    this.sweep();
    const id = fields.VerifyEnrollmentRequestId ?? '';
    const refuse = (code: string, message: string) => veres(id, 'E', {}, code, message);
    if (!merchant || fields.MerchantPassword !== merchant.apiPassword) {
      return refuse('2005', 'Merchant cannot be found for this bank');
    }
    const pan = fields.Pan ?? '';
    const expiry = fields.ExpiryDate ?? '';
    const count = fields.InstallmentCount ? Number(fields.InstallmentCount) : 0;
    const installments = count === 1 ? 0 : count;
    const checks: [boolean, string, string][] = [
      [id !== '', '2022', 'Verify EnrollmentRequest Id cannot be empty'],
      [/^\d{12,19}$/.test(pan) && passesLuhn(pan), '2029', 'Invalid Pan'],
      [brandNameOf(pan) === fields.BrandName, '2009', 'Brand not found'],
      [/^\d{2}(0[1-9]|1[0-2])$/.test(expiry), '2030', 'Invalid Expire Date'],
      [
        /^\d+\.\d{2}$/.test(fields.PurchaseAmount ?? '') && minorOf(fields.PurchaseAmount ?? '0.00') > 0n,
        '2034',
        'Invalid Amount',
      ],
      [CURRENCIES.has(fields.Currency ?? ''), '2021', 'Invalid Currency Code'],
      [
        Number.isInteger(installments) && (installments === 0 || (installments >= 2 && installments <= 12)),
        '2040',
        'Invalid Installment',
      ],
      [isHttpUrl(fields.SuccessUrl), '1002', 'SuccessUrl format is invalid.'],
      [isHttpUrl(fields.FailureUrl), '1001', 'Fail Url Format is Invalid'],
      [
        !this.find(merchant.clientId, id),
        '2023',
        'Verify Enrollment Request Id Already exist for this merchant',
      ],
    ];
    const failed = checks.find(([ok]) => !ok);
    if (failed) {
      return refuse(failed[1], failed[2]);
    }
    const enrolment: PayflexEnrolment = {
      id,
      merchant,
      pan,
      expiry,
      amount: fields.PurchaseAmount ?? '',
      currency: fields.Currency ?? '',
      installments,
      successUrl: fields.SuccessUrl ?? '',
      failureUrl: fields.FailureUrl ?? '',
      md: randomBytes(24).toString('base64url'),
      paReq: randomBytes(48).toString('base64'),
      xid: randomBytes(20).toString('base64'),
      status: 'enrolled',
      cavv: null,
      eci: null,
      used: false,
      expiresAt: Date.now() + ENROLMENT_MS,
    };
    this.byId.set(`${merchant.clientId}\n${id}`, enrolment);
    this.byMd.set(enrolment.md, enrolment);
    return veres(id, 'Y', {
      PaReq: enrolment.paReq,
      TermUrl: `${prefix}/payflex/term`,
      MD: enrolment.md,
      ACSUrl: `${prefix}/payflex/acs`,
    });
  }
}

/**
 * The MPI's post back once the card holder is done: to SuccessUrl with `Y`, the CAVV and ECI it issued and the
 * full card number and expiry (the real MPI posts them), or to FailureUrl with `N` and the ACS's words.
 */
export function payflexPostBack(enrolment: PayflexEnrolment, passed: boolean, failure: string): AcsPostBack {
  const common = {
    MerchantId: enrolment.merchant.clientId,
    SubMerchantNo: '',
    SubMerchantName: '',
    SubMerchantNumber: '',
    PurchAmount: minorOf(enrolment.amount).toString(),
    PurchCurrency: enrolment.currency,
    VerifyEnrollmentRequestId: enrolment.id,
    Xid: enrolment.xid,
    InstallmentCount: String(enrolment.installments),
  };
  if (!passed) {
    enrolment.status = 'failed';
    return {
      action: enrolment.failureUrl,
      fields: { ...common, Status: 'N', Cavv: '', Eci: '', ErrorCode: '400', ErrorMessage: failure },
    };
  }
  enrolment.status = 'authenticated';
  enrolment.cavv = randomBytes(20).toString('base64');
  enrolment.eci = enrolment.pan.startsWith('4') ? '05' : '02';
  return {
    action: enrolment.successUrl,
    fields: {
      ...common,
      Pan: enrolment.pan,
      Expiry: enrolment.expiry,
      Status: 'Y',
      Cavv: enrolment.cavv,
      Eci: enrolment.eci,
      ExpSign: '',
      ErrorCode: '',
      ErrorMessage: '',
    },
  };
}
