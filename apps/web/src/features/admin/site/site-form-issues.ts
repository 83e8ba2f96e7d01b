import { formatIssues, SiteSettingsUpdate } from '@tahsilat/domain';
import { type SiteFormField, type SiteFormValues, toSiteUpdate } from './site-form.js';

/*
 * The form's check against the shared schema, in a module of its own: loaded (with zod) by the first validation.
 */

/** The shared schema's Turkish message for each field that fails (the server answers the same in its 406). */
export function siteFormIssues(values: SiteFormValues): Partial<Record<SiteFormField, string>> {
  const result = SiteSettingsUpdate.safeParse(toSiteUpdate(values));
  const issues: Partial<Record<SiteFormField, string>> = {};
  if (result.success) {
    return issues;
  }
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as SiteFormField;
    if (field in values && !(field in issues)) {
      issues[field] = formatIssues([issue])[0] ?? issue.message;
    }
  }
  return issues;
}
