import { AdminUserInvite, AdminUserUpdate, formatIssues } from '@tahsilat/domain';
import { toUserInvite, toUserUpdate, type UserFormValues } from './user-form.js';

/*
 * The person form's check against the shared schemas, in a module of its own: loaded (with zod) by the first
 * validation.
 */

/** The shared schema's Turkish message per field ("name", "membership.firmId"); the server answers the same. */
export function userFormIssues(values: UserFormValues, isNew: boolean): Record<string, string> {
  const result = isNew
    ? AdminUserInvite.safeParse(toUserInvite(values))
    : AdminUserUpdate.safeParse(toUserUpdate(values));
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
