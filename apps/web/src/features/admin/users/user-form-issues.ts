import { AdminUserInvite, AdminUserUpdate } from '@tahsilat/domain';
import { issuesByPath } from '../../../lib/schema-issues.js';
import { toUserInvite, toUserUpdate, type UserFormValues } from './user-form.js';

/** The person form's check (an invitation or a change), loaded (with zod) by its first validation. */
export function userFormIssues(values: UserFormValues, isNew: boolean): Record<string, string> {
  return isNew
    ? issuesByPath(AdminUserInvite, toUserInvite(values))
    : issuesByPath(AdminUserUpdate, toUserUpdate(values));
}
