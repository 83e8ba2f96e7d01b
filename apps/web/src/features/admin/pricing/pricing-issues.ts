import {
  ExchangeRateOverrideInput,
  PaymentMethodInput,
  PaymentSetInput,
  SinglePaymentSettingsInput,
} from '@tahsilat/domain';
import { issuesByPath } from '../../../lib/schema-issues.js';

/** The pricing forms' checks against the shared schemas, loaded (with zod) by a form's first validation. */

export const setIssues = (values: unknown) => issuesByPath(PaymentSetInput, values);
export const methodIssues = (values: unknown) => issuesByPath(PaymentMethodInput, values);
export const rateIssues = (values: unknown) => issuesByPath(ExchangeRateOverrideInput, values);
export const singlePaymentIssues = (values: unknown) => issuesByPath(SinglePaymentSettingsInput, values);
