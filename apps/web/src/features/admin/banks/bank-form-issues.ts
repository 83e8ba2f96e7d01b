import { AdminBankCreate, AdminBankUpdate, formatIssues } from '@tahsilat/domain';
import { type BankFormValues, toBankBody } from './bank-form.js';

/* The bank form's check against the shared schemas, in a module of its own: loaded (with zod) by the first check. */

export function bankFormIssues(values: BankFormValues, isNew: boolean): Record<string, string> {
  const body = toBankBody(values, isNew);
  const result = isNew ? AdminBankCreate.safeParse(body) : AdminBankUpdate.safeParse(body);
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
