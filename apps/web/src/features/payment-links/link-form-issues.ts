import { CreatePaymentRequest, formatIssues, type PaymentRequestCreateOptions } from '@tahsilat/domain';
import { FIELD_OF_PATH, type LinkFormField, type LinkFormValues, toCreateRequest } from './link-form.js';

/*
 * The create form's check against the shared schema, in a module of its own: the form loads it (and zod) with
 * its first validation, not with the page.
 */

/** The shared schema's Turkish message for each field that fails (the server answers the same in its 406). */
export function linkFormIssues(
  values: LinkFormValues,
  options: PaymentRequestCreateOptions,
): Partial<Record<LinkFormField, string>> {
  const result = CreatePaymentRequest.safeParse(toCreateRequest(values, options));
  const issues: Partial<Record<LinkFormField, string>> = {};
  if (result.success) {
    return issues;
  }
  for (const issue of result.error.issues) {
    const field = FIELD_OF_PATH[String(issue.path[0] ?? '')];
    if (field && !(field in issues)) {
      issues[field] = formatIssues([issue])[0] ?? issue.message;
    }
  }
  return issues;
}
