import type { SubFirmCreate, SubFirmDetail, SubFirmUpdate } from '@tahsilat/domain';
import { formatAmount, formatTurkishAmount, parseAmount, parseTurkishAmount } from '@tahsilat/domain/pricing';

/** What the firm form holds: every field as typed, the risk limit in Turkish ("1.250,50"). */
export interface FirmFormValues {
  code: string;
  name: string;
  taxNumber: string;
  taxOffice: string;
  city: string;
  address: string;
  contactName: string;
  email: string;
  phone: string;
  riskLimit: string;
}

export type FirmFormField = keyof FirmFormValues;

export const EMPTY_FIRM_FORM: FirmFormValues = {
  code: '',
  name: '',
  taxNumber: '',
  taxOffice: '',
  city: '',
  address: '',
  contactName: '',
  email: '',
  phone: '',
  riskLimit: '',
};

/** A firm's stored values in the form's shape (the risk limit written the Turkish way). */
export function firmFormValues(firm: SubFirmDetail): FirmFormValues {
  const limit = firm.riskLimit === null ? null : parseAmount(firm.riskLimit);
  return {
    code: firm.code,
    name: firm.name,
    taxNumber: firm.taxNumber ?? '',
    taxOffice: firm.taxOffice ?? '',
    city: firm.city ?? '',
    address: firm.address ?? '',
    contactName: firm.contactName ?? '',
    email: firm.email ?? '',
    phone: firm.phone ?? '',
    riskLimit: limit === null ? '' : formatTurkishAmount(limit),
  };
}

/** "1.250,5" → "1250.50"; what cannot be read goes as typed, so the schema names the problem. */
function riskLimitOf(typed: string): string | null {
  const text = typed.trim();
  if (!text) {
    return null;
  }
  const kurus = parseTurkishAmount(text);
  return kurus === null ? text : formatAmount(kurus);
}

/** The body of PUT /SubFirm/:id: blanks become null. */
export function toFirmUpdate(values: FirmFormValues): SubFirmUpdate {
  const text = (value: string) => value.trim() || null;
  return {
    name: values.name.trim(),
    taxNumber: values.taxNumber.trim(),
    taxOffice: text(values.taxOffice),
    city: text(values.city),
    address: text(values.address),
    contactName: text(values.contactName),
    email: text(values.email),
    phone: text(values.phone),
    riskLimit: riskLimitOf(values.riskLimit),
  };
}

/** The body of POST /SubFirm. */
export function toFirmCreate(values: FirmFormValues): SubFirmCreate {
  return { code: values.code.trim(), ...toFirmUpdate(values) };
}
