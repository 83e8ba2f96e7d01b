import { z } from 'zod';
import { answerOf } from './envelope.js';
import { messages } from './messages.js';
import { SINGLE_PAYMENT_PRICINGS } from './single-payment.js';

/**
 * The console's "Tek çekim fiyatı" setting (issue 27, `/admin/pricing`): which account prices the one single-payment
 * option the payment screens show first, the cheapest for the payer or an account the tenant chooses. The other
 * banks' single payments stay offered under "Diğer bankalar"; what a payer chooses is priced by the server as ever.
 */

export const SinglePaymentSettingsInput = z
  .strictObject({
    pricing: z
      .enum(SINGLE_PAYMENT_PRICINGS)
      .describe("'cheapest': the cheapest for the payer; 'account': the account in posAccountId"),
    posAccountId: z
      .uuid()
      .nullable()
      .describe(
        "One of the tenant's switched-on POS accounts; needed with 'account', dropped with 'cheapest'",
      ),
  })
  .superRefine((input, context) => {
    if (input.pricing === 'account' && input.posAccountId === null) {
      context.addIssue({
        code: 'custom',
        message: messages.singlePaymentAccountRequired,
        path: ['posAccountId'],
      });
    }
  })
  // One way of storing the cheapest: without an account, so a later switch to 'account' asks again.
  .transform((input) => ({
    pricing: input.pricing,
    posAccountId: input.pricing === 'account' ? input.posAccountId : null,
  }));
export type SinglePaymentSettingsInput = z.input<typeof SinglePaymentSettingsInput>;
export type SinglePaymentSettingsUpdate = z.output<typeof SinglePaymentSettingsInput>;

export const AdminSinglePaymentAccount = z.object({
  id: z.string(),
  name: z.string(),
  bankId: z.number().int(),
});

export const AdminSinglePayment = z.object({
  pricing: z.enum(SINGLE_PAYMENT_PRICINGS),
  posAccountId: z.string().nullable(),
  /** The tenant's switched-on POS accounts, for the select. */
  accounts: z.array(AdminSinglePaymentAccount),
  /**
   * What the payment screens apply now: 'cheapest' while the chosen account is switched off (or has no
   * single payment), though the stored choice stays.
   */
  inEffect: z.enum(SINGLE_PAYMENT_PRICINGS),
});
export type AdminSinglePayment = z.infer<typeof AdminSinglePayment>;
export const AdminSinglePaymentAnswer = answerOf(AdminSinglePayment);
