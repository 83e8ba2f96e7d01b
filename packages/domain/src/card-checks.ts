import { istanbulDay } from './calendar.js';
import { passesLuhn } from './card-numbers.js';
import { messages } from './messages.js';

// The card-number rule for texts lives in its own file; the card checks' importers reach it here too.
export * from './card-numbers.js';

/** The official TCKN checksum: 11 digits, no leading zero, digits 10 and 11 computed from the others. */
export function isValidTckn(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) {
    return false;
  }
  const d = [...value].map(Number);
  const odd = (d[0] ?? 0) + (d[2] ?? 0) + (d[4] ?? 0) + (d[6] ?? 0) + (d[8] ?? 0);
  const even = (d[1] ?? 0) + (d[3] ?? 0) + (d[5] ?? 0) + (d[7] ?? 0);
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = d.slice(0, 10).reduce((sum, digit) => sum + digit, 0) % 10;
  return d[9] === tenth && d[10] === eleventh;
}

/** A card is good through the last day of its expiry month (checked against Istanbul's calendar). */
export function isExpiryInFuture(month: string, year: string, now: Date = new Date()): boolean {
  const today = istanbulDay(now);
  const cardYear = 2000 + Number(year);
  return cardYear > today.year || (cardYear === today.year && Number(month) >= today.month);
}

/** Which rules the tenant's payment form follows (SPEC 5, screen settings). */
export interface SalesFormMode {
  additionalField: boolean;
  policy: boolean;
  customFields: boolean;
  /** Paying with encrypted params: description is not asked. */
  withParams: boolean;
  /** The mobile phone field is shown and the form is in Turkish. */
  mobilePhoneRequired: boolean;
}

/** The tenant flags (SPEC 3) that choose the form's mode. */
export interface SalesFormFlags {
  isPosTransactionUseAdditionalField: boolean;
  b2BIsUseAdditionalFieldForPolicy: boolean;
  b2BShowCustomFields: boolean;
}

/**
 * The rules a payment form follows: policy mode is the additional-field option with the policy flag,
 * custom fields apply only without the additional field; the mobile phone is required when it is
 * shown and the form is in Turkish.
 */
export function salesFormModeFor(
  flags: SalesFormFlags,
  options: { withParams: boolean; mobilePhoneVisible: boolean; language: 'tr' | 'en' },
): SalesFormMode {
  const policy = flags.isPosTransactionUseAdditionalField && flags.b2BIsUseAdditionalFieldForPolicy;
  return {
    policy,
    additionalField: flags.isPosTransactionUseAdditionalField && !policy,
    customFields: flags.b2BShowCustomFields && !flags.isPosTransactionUseAdditionalField,
    withParams: options.withParams,
    mobilePhoneRequired: options.mobilePhoneVisible && options.language === 'tr',
  };
}

export interface SalesFormFields {
  description?: string | undefined;
  customerInformation?: string | undefined;
  mobilePhone?: string | undefined;
  customerEmail?: string | undefined;
  tckn?: string | undefined;
  contractNumber?: string | undefined;
  branchCode?: string | undefined;
  paymentMethod?: string | undefined;
  policyDate?: string | undefined;
  insuranceCompany?: string | undefined;
}

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** SPEC 5's simple e-mail pattern. */
export function isSimpleEmail(value: string): boolean {
  return SIMPLE_EMAIL.test(value);
}

/** A Turkish mobile number: 05xx xxx xx xx, spaces, dashes and brackets ignored. */
export function isTurkishMobile(value: string): boolean {
  return /^0?5\d{9}$/.test(value.replace(/[\s()-]/g, ''));
}

/** The mode-dependent rules of the payment form, as field → Turkish message (empty when all hold). */
export function salesFormIssues(fields: SalesFormFields, mode: SalesFormMode): Record<string, string> {
  const issues: Record<string, string> = {};
  const blank = (value: string | undefined) => !value || value.trim() === '';
  if (!mode.withParams && blank(fields.description)) {
    issues.description = messages.descriptionRequired;
  }
  if (mode.policy && blank(fields.customerInformation)) {
    issues.customerInformation = messages.customerInformationRequired;
  }
  if (mode.mobilePhoneRequired) {
    if (blank(fields.mobilePhone)) {
      issues.mobilePhone = messages.mobilePhoneRequired;
    } else if ((fields.mobilePhone ?? '').trim().length < 12) {
      issues.mobilePhone = messages.mobilePhoneTooShort;
    }
  }
  if (!blank(fields.customerEmail) && !SIMPLE_EMAIL.test((fields.customerEmail ?? '').trim())) {
    issues.customerEmail = messages.customerEmailInvalid;
  }
  const tcknRequired = mode.additionalField || mode.policy;
  if (blank(fields.tckn)) {
    if (tcknRequired) {
      issues.tckn = messages.tcknRequired;
    }
  } else if (!isValidTckn((fields.tckn ?? '').trim())) {
    issues.tckn = messages.tcknInvalid;
  }
  const contract = (fields.contractNumber ?? '').trim();
  if (mode.additionalField) {
    if (!contract) {
      issues.contractNumber = messages.contractNumberRequired;
    } else if (!/^\d{7}$/.test(contract)) {
      issues.contractNumber = messages.contractNumberInvalid;
    }
    if (blank(fields.branchCode)) {
      issues.branchCode = messages.branchCodeRequired;
    } else if ((fields.branchCode ?? '').trim().length > 50) {
      issues.branchCode = messages.branchCodeTooLong;
    }
    if (blank(fields.paymentMethod)) {
      issues.paymentMethod = messages.paymentMethodRequired;
    }
  } else if (mode.policy) {
    if (!contract) {
      issues.contractNumber = messages.policyNumberRequired;
    } else if (contract.length > 50) {
      issues.contractNumber = messages.policyNumberTooLong;
    }
    if (blank(fields.policyDate)) {
      issues.policyDate = messages.policyDateRequired;
    } else if (!/^\d{4}-\d{2}-\d{2}$/.test(fields.policyDate ?? '')) {
      issues.policyDate = messages.policyDateInvalid;
    }
    if (blank(fields.insuranceCompany)) {
      issues.insuranceCompany = messages.insuranceCompanyRequired;
    }
  } else if (mode.customFields) {
    if (contract.length > 50) {
      issues.contractNumber = messages.contractNumberTooLong;
    }
    if ((fields.paymentMethod ?? '').length > 200) {
      issues.paymentMethod = messages.paymentTypesTooLong;
    }
  }
  return issues;
}

/** The card number rule of SPEC 5 as a message (null when it holds): spaces removed, 15–16 digits, Luhn. */
export function cardNumberIssue(value: string): string | null {
  const digits = value.replace(/\s/g, '');
  if (digits === '') {
    return messages.cardNumberRequired;
  }
  return /^\d{15,16}$/.test(digits) && passesLuhn(digits) ? null : messages.invalidCardNumber;
}

export function cvvIssue(value: string): string | null {
  if (value === '') {
    return messages.cvvRequired;
  }
  return /^\d{3,4}$/.test(value) ? null : messages.cvvInvalid;
}

/** MM and YY of the card: present, a real month, not in the past. */
export function expiryIssue(month: string, year: string, now = new Date()): string | null {
  if (month === '' || year === '') {
    return messages.expiryRequired;
  }
  if (!/^(0[1-9]|1[0-2])$/.test(month) || !/^\d{2}$/.test(year)) {
    return messages.expiryInvalid;
  }
  return isExpiryInFuture(month, year, now) ? null : messages.expiryPast;
}
