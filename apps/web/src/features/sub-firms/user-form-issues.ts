import { formatIssues, SubFirmUserInvite, SubFirmUserUpdate } from '@tahsilat/domain';

/* The user form's check against the shared schemas, loaded (with zod) by the form's first validation. */

export function userFormIssues(body: object, isNew: boolean): Partial<Record<string, string>> {
  const result = (isNew ? SubFirmUserInvite : SubFirmUserUpdate).safeParse(body);
  const issues: Partial<Record<string, string>> = {};
  if (result.success) {
    return issues;
  }
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in issues)) {
      issues[field] = formatIssues([issue])[0] ?? issue.message;
    }
  }
  return issues;
}
