import { formatIssues } from '@tahsilat/domain';
import type { z } from 'zod';

/*
 * A console form's check against its shared schema. Imported only by the forms' lazily loaded issue modules, so zod
 * arrives with a form's first validation, not with its page.
 */

/** The schema's Turkish message for each failing path ("cardName", "rates.2.rate"); the server answers the same. */
export function issuesByPath(schema: z.ZodType, body: unknown): Record<string, string> {
  const result = schema.safeParse(body);
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
