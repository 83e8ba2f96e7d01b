import { AdminBankCreate, AdminBankUpdate } from '@tahsilat/domain';
import { issuesByPath } from '../../../lib/schema-issues.js';
import { type BankFormValues, toBankBody } from './bank-form.js';

/** The bank form's check (a new account or a change), loaded (with zod) by its first validation. */
export function bankFormIssues(values: BankFormValues, isNew: boolean): Record<string, string> {
  return issuesByPath(isNew ? AdminBankCreate : AdminBankUpdate, toBankBody(values, isNew));
}
