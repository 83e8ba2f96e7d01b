import { z } from 'zod';
import { CURRENCY_CODES } from './codes.js';
import { answerOf } from './envelope.js';
import { parseIban } from './iban.js';
import { freeText, optionalText } from './integration-fields.js';
import { messages } from './messages.js';

/**
 * The tenant's own bank accounts (issue 29, `/admin/bank-accounts`) and what a dealer is told to pay by transfer
 * (`GET /api/Transfer/Instructions`, DESIGN §14). An IBAN is checked by its country's layout and mod-97 digits
 * (iban.ts); a Turkish one names its bank from the code in it, and the bank's name is asked for only when the
 * code is not one we know.
 */

const IBAN_PROBLEMS = {
  format: messages.bankAccountIbanFormat,
  checkDigits: messages.bankAccountIbanCheckDigits,
  turkishLayout: messages.bankAccountIbanTurkishLayout,
} as const;

/** An IBAN as typed: spaces and lower case taken, stored in its electronic form. */
export const IbanInput = z
  .string()
  .max(64, messages.bankAccountIbanFormat)
  .transform((text, context) => {
    const parsed = parseIban(text);
    if (!parsed.ok) {
      context.addIssue({ code: 'custom', message: IBAN_PROBLEMS[parsed.problem] });
      return z.NEVER;
    }
    return parsed.value.iban;
  });

export const TenantBankAccountInput = z
  .strictObject({
    iban: IbanInput,
    /** The account holder as the bank has it: the payee a dealer writes. */
    accountName: freeText(140).pipe(z.string().min(2)),
    currencyCode: z.enum(CURRENCY_CODES),
    /** Needed only when the IBAN's bank code is not in our table. */
    bankName: optionalText(100),
    isShownToDealers: z.boolean().default(true),
    isActive: z.boolean().default(true),
  })
  .superRefine((input, context) => {
    const parsed = parseIban(input.iban);
    if (parsed.ok && parsed.value.bankName === null && !input.bankName) {
      context.addIssue({ code: 'custom', path: ['bankName'], message: messages.bankAccountBankNameRequired });
    }
  });
export type TenantBankAccountInput = z.input<typeof TenantBankAccountInput>;

export const TenantBankAccount = z.object({
  id: z.uuid(),
  iban: z.string(),
  bankCode: z.string().nullable(),
  bankName: z.string(),
  accountName: z.string(),
  currencyCode: z.enum(CURRENCY_CODES),
  isShownToDealers: z.boolean(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TenantBankAccount = z.infer<typeof TenantBankAccount>;

export const TenantBankAccountAnswer = answerOf(TenantBankAccount);
export const TenantBankAccountsAnswer = answerOf(z.array(TenantBankAccount));

/** One account on the dealer's "Havale/EFT ile öde" panel. */
export const TransferAccount = z.object({
  iban: z.string(),
  bankName: z.string(),
  currency: z.enum(CURRENCY_CODES),
  accountName: z.string(),
});

/** How a dealer pays by transfer: its reference code, the payee, and the tenant's accounts shown to dealers. */
export const TransferInstructions = z.object({
  referenceCode: z.string(),
  payee: z.string(),
  accounts: z.array(TransferAccount),
});
export type TransferInstructions = z.infer<typeof TransferInstructions>;
export const TransferInstructionsAnswer = answerOf(TransferInstructions);
