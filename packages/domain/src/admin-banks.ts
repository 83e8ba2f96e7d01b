import { z } from 'zod';
import {
  BANK_MODELS,
  BANK_PROTOCOL_SPECS,
  BANK_PROTOCOLS,
  BANK_SECRET_FIELDS,
  type BankCredentialField,
  secretsOf,
  usesCredential,
  usesQueryUrl,
} from './bank-protocols.js';
import { answerOf } from './envelope.js';
import { freeText } from './integration-fields.js';
import { messages } from './messages.js';

export * from './bank-protocols.js';

/**
 * The tenant administrator's bank accounts (issue 15, `/admin/banks`): a virtual POS per bank with its protocol,
 * endpoints and credentials (which of them a protocol uses: bank-protocols.ts). The passwords and store key are
 * written, never read back: they are kept encrypted with DATA_KEY and an answer says only that they are set.
 */

export const BANK_DISPLAYS = ['iframe', 'window'] as const;

/**
 * A bank endpoint: an https address, or the sandbox bank's own path (refused where the sandbox is off); a path may
 * name a file (`MPI_Enrollment.aspx`, `VirtualPosService.svc`) but never step up (`..`).
 */
const BankUrl = z
  .string()
  .trim()
  .max(500)
  .refine(
    (text) =>
      /^https:\/\/[^\s"'<>]+$/.test(text) ||
      (/^\/sandbox-bank\/[A-Za-z0-9/_.-]*$/.test(text) && !text.includes('..')),
    messages.bankUrlInvalid,
  );

/** A credential column: required or not by the protocol (checked below), empty when unused. */
const Credential = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value ?? '');

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
  gateUrl: BankUrl.describe(
    "The bank's 3-D start: the page the browser posts to, or the server-side enrolment",
  ),
  apiUrl: BankUrl.describe("The bank's server API (provision, status, void, refund)"),
  queryUrl: BankUrl.nullish()
    .transform((value) => value || null)
    .describe("The protocol's separate query service (KuveytTürk, PayFlex); null for the others"),
  storeId: Credential(64),
  terminalId: Credential(32).transform((value) => value || null),
  apiUser: Credential(64),
  apiPassword: NewSecret.describe('A new API password; empty keeps the stored one'),
  storeKey: NewSecret.describe('A new 3-D store key (PosNet: encKey); empty keeps the stored one'),
  refundUser: Credential(64).describe(
    'Garanti: the refund user (PROVRFN) voids and refunds are sent with; empty for the other protocols',
  ),
  refundPassword: NewSecret.describe(
    'Garanti: a new password of the refund user; empty keeps the stored one',
  ),
  threeDDisplay: z.enum(BANK_DISPLAYS),
  installments: Installments.describe('Instalment counts the bank allows (2–12)'),
  defaultInstallment: z.number().int().min(1).max(12),
  testMode: z.boolean(),
  isActive: z.boolean(),
  sortOrder: z.number().int().min(0).max(10_000),
};

type BankFieldsOutput = z.output<z.ZodObject<typeof BankFields>>;

/** The protocol's own rules: its required fields present, its model supported, its query service where it has one. */
function checkProtocol(input: BankFieldsOutput, context: z.RefinementCtx) {
  const spec = BANK_PROTOCOL_SPECS[input.protocol];
  for (const field of ['storeId', 'terminalId', 'apiUser'] as const) {
    if (spec.credentials[field]?.required && !input[field]) {
      context.addIssue({ code: 'custom', message: messages.bankFieldRequired, path: [field] });
    }
  }
  if (usesQueryUrl(input.protocol) && input.queryUrl === null) {
    context.addIssue({ code: 'custom', message: messages.bankFieldRequired, path: ['queryUrl'] });
  }
  if (!spec.models.includes(input.model)) {
    context.addIssue({ code: 'custom', message: messages.bankModelUnsupported, path: ['model'] });
  }
}

/** The columns the protocol does not use, cleared: no credential of another protocol is kept or sent. */
function clearUnused<T extends BankFieldsOutput>(input: T): T {
  const uses = (field: BankCredentialField) => usesCredential(input.protocol, field);
  return {
    ...input,
    queryUrl: usesQueryUrl(input.protocol) ? input.queryUrl : null,
    terminalId: uses('terminalId') ? input.terminalId : null,
    apiUser: uses('apiUser') ? input.apiUser : '',
    apiPassword: uses('apiPassword') ? input.apiPassword : null,
    storeKey: uses('storeKey') ? input.storeKey : null,
    refundUser: uses('refundUser') ? input.refundUser : '',
    refundPassword: uses('refundPassword') ? input.refundPassword : null,
  };
}

/**
 * The refund user where the protocol has one: a new account needs it, and a refund password is never typed without
 * it. A change may leave it empty (an older account without one is flagged in the console, not blocked).
 */
const checkRefundUser = (isNew: boolean) => (input: BankFieldsOutput, context: z.RefinementCtx) => {
  if (
    usesCredential(input.protocol, 'refundUser') &&
    !input.refundUser &&
    (isNew || input.refundPassword !== null)
  ) {
    context.addIssue({ code: 'custom', message: messages.bankRefundUserRequired, path: ['refundUser'] });
  }
};

/** On a new account, the protocol's secrets are all given (the message under the first one missing). */
function checkSecrets(input: BankFieldsOutput, context: z.RefinementCtx) {
  const missing = secretsOf(input.protocol).filter((field) => input[field] === null);
  const first = missing.includes('storeKey')
    ? 'storeKey'
    : BANK_SECRET_FIELDS.find((field) => missing.includes(field));
  if (first) {
    context.addIssue({
      code: 'custom',
      message: BANK_PROTOCOL_SPECS[input.protocol].secretsRequired,
      path: [first],
    });
  }
}

// PUT /admin/Banks/:id
export const AdminBankUpdate = z
  .strictObject(BankFields)
  .superRefine(checkProtocol)
  .superRefine(checkRefundUser(false))
  .transform(clearUnused);
export type AdminBankUpdate = z.output<typeof AdminBankUpdate>;
export type AdminBankForm = z.input<typeof AdminBankUpdate>;

// POST /admin/Banks: the provider id once, and the protocol's secrets
export const AdminBankCreate = z
  .strictObject({ ...BankFields, bankId: z.number().int().min(1).max(9999) })
  .superRefine(checkProtocol)
  .superRefine(checkRefundUser(true))
  .superRefine(checkSecrets)
  .transform(clearUnused);
export type AdminBankCreate = z.output<typeof AdminBankCreate>;

export const AdminBank = z.object({
  id: z.string(),
  bankId: z.number().int(),
  name: z.string(),
  protocol: z.enum(BANK_PROTOCOLS),
  model: z.enum(BANK_MODELS),
  gateUrl: z.string(),
  apiUrl: z.string(),
  queryUrl: z.string().nullable(),
  storeId: z.string(),
  terminalId: z.string().nullable(),
  apiUser: z.string(),
  /** Garanti's refund user (PROVRFN); empty for the other protocols, and on an older Garanti account without one. */
  refundUser: z.string(),
  /** The secrets are set (they are never answered). */
  hasApiPassword: z.boolean(),
  hasStoreKey: z.boolean(),
  hasRefundPassword: z.boolean(),
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
