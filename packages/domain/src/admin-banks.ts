import { z } from 'zod';
import { answerOf } from './envelope.js';
import { freeText } from './integration-fields.js';
import { messages } from './messages.js';

/**
 * The tenant administrator's bank accounts (issue 15, `/admin/banks`): a virtual POS per bank with its protocol,
 * endpoints and credentials. The password and store key are written, never read back: they are kept encrypted with
 * DATA_KEY and an answer says only that they are set.
 */

export const BANK_PROTOCOLS = ['nestpay', 'garanti'] as const;
export const BANK_MODELS = ['3d', '3d_pay'] as const;
export const BANK_DISPLAYS = ['iframe', 'window'] as const;

/** A bank endpoint: an https address, or the sandbox bank's own path (refused where the sandbox is off). */
const BankUrl = z
  .string()
  .trim()
  .max(500)
  .refine(
    (text) => /^https:\/\/[^\s"'<>]+$/.test(text) || /^\/sandbox-bank\/[A-Za-z0-9/_-]*$/.test(text),
    messages.bankUrlInvalid,
  );

const Credential = (max: number) => z.string().trim().min(1).max(max);

/** A new secret, or nothing to keep the stored one (replace-only). */
const NewSecret = z
  .string()
  .max(256)
  .nullish()
  .transform((value) => (value?.trim() ? value.trim() : null));

const Installments = z
  .array(z.number().int().min(2).max(12))
  .max(11)
  .refine((counts) => new Set(counts).size === counts.length, messages.bankInstallmentsInvalid)
  .transform((counts) => [...counts].sort((a, b) => a - b));

const BankFields = {
  name: freeText(100).pipe(z.string().min(1)),
  protocol: z.enum(BANK_PROTOCOLS),
  model: z.enum(BANK_MODELS),
  gateUrl: BankUrl.describe("The bank's 3-D page the payer's browser posts to"),
  apiUrl: BankUrl.describe("The bank's server API (provision, status, void, refund)"),
  storeId: Credential(64),
  terminalId: z
    .string()
    .trim()
    .max(32)
    .nullish()
    .transform((value) => value || null),
  apiUser: Credential(64),
  apiPassword: NewSecret.describe('A new API password; empty keeps the stored one'),
  storeKey: NewSecret.describe('A new 3-D store key; empty keeps the stored one'),
  threeDDisplay: z.enum(BANK_DISPLAYS),
  installments: Installments.describe('Instalment counts the bank allows (2–12)'),
  defaultInstallment: z.number().int().min(1).max(12),
  testMode: z.boolean(),
  isActive: z.boolean(),
  sortOrder: z.number().int().min(0).max(10_000),
};

// PUT /admin/Banks/:id
export const AdminBankUpdate = z.strictObject(BankFields);
export type AdminBankUpdate = z.output<typeof AdminBankUpdate>;
export type AdminBankForm = z.input<typeof AdminBankUpdate>;

// POST /admin/Banks: the provider id once, and both secrets
export const AdminBankCreate = z
  .strictObject({ ...BankFields, bankId: z.number().int().min(1).max(9999) })
  .refine((input) => input.apiPassword !== null && input.storeKey !== null, {
    message: messages.bankSecretsRequired,
    path: ['storeKey'],
  });
export type AdminBankCreate = z.output<typeof AdminBankCreate>;

export const AdminBank = z.object({
  id: z.string(),
  bankId: z.number().int(),
  name: z.string(),
  protocol: z.enum(BANK_PROTOCOLS),
  model: z.enum(BANK_MODELS),
  gateUrl: z.string(),
  apiUrl: z.string(),
  storeId: z.string(),
  terminalId: z.string().nullable(),
  apiUser: z.string(),
  /** The secrets are set (they are never answered). */
  hasApiPassword: z.boolean(),
  hasStoreKey: z.boolean(),
  /** After a store key was replaced: until when callbacks signed with the old key are still accepted (ISO). */
  previousStoreKeyUntil: z.string().nullable(),
  threeDDisplay: z.enum(BANK_DISPLAYS),
  installments: z.array(z.number().int()),
  defaultInstallment: z.number().int(),
  testMode: z.boolean(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  /** How many commission definitions price with this bank. */
  definitionCount: z.number().int(),
  updatedAt: z.string(),
});
export type AdminBank = z.infer<typeof AdminBank>;
export const AdminBankAnswer = answerOf(AdminBank);
export const AdminBanksAnswer = answerOf(z.array(AdminBank));

/**
 * How a connection test ended: credentials accepted, the bank answered but its answer does not tell (a protocol
 * whose status query answers the same for an unknown order and wrong credentials), the bank refused the
 * credentials, or the bank could not be reached.
 */
export const BANK_TEST_VERDICTS = ['ok', 'answered', 'refused', 'unreachable'] as const;

/** "Test connection": a status query for an order that cannot exist, with the bank's own words. */
export const AdminBankTest = z.object({
  verdict: z.enum(BANK_TEST_VERDICTS),
  /** Our sentence for the administrator. */
  message: z.string(),
  /** The bank's code and message when it answered something else than "order not found". */
  bankCode: z.string().nullable(),
  bankMessage: z.string().nullable(),
  /** The round trip in milliseconds. */
  durationMs: z.number().int(),
});
export type AdminBankTest = z.infer<typeof AdminBankTest>;
export const AdminBankTestAnswer = answerOf(AdminBankTest);
