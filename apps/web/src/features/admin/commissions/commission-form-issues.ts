import { CommissionDefinitionInput, formatIssues } from '@tahsilat/domain';
import { type CommissionFormValues, toCommissionBody } from './commission-form.js';

/*
 * The form's check against the shared schema, in a module of its own: loaded (with zod) by the first validation.
 */

/** The shared schema's Turkish message per field path ("cardName", "rates.2.rate"); the server answers the same. */
export function commissionFormIssues(values: CommissionFormValues): Record<string, string> {
  const result = CommissionDefinitionInput.safeParse(toCommissionBody(values));
  const issues: Record<string, string> = {};
  if (result.success) {
    return issues;
  }
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    if (!(path in issues)) {
      issues[path] = formatIssues([issue])[0] ?? issue.message;
    }
  }
  return issues;
}
