import { CommissionDefinitionInput } from '@tahsilat/domain';
import { issuesByPath } from '../../../lib/schema-issues.js';
import { type CommissionFormValues, toCommissionBody } from './commission-form.js';

/** The definition form's check, loaded (with zod) by its first validation. */
export function commissionFormIssues(values: CommissionFormValues): Record<string, string> {
  return issuesByPath(CommissionDefinitionInput, toCommissionBody(values));
}
