import { formatIssues, SubFirmCreate, SubFirmUpdate } from '@tahsilat/domain';
import { type FirmFormField, type FirmFormValues, toFirmCreate, toFirmUpdate } from './firm-form.js';

/*
 * The firm form's check against the shared schemas, in a module of its own: the form loads it (and zod) with its
 * first validation, not with the list page.
 */

/** The shared schema's Turkish message for each field that fails (the server answers the same in its 406). */
export function firmFormIssues(
  values: FirmFormValues,
  isNew: boolean,
): Partial<Record<FirmFormField, string>> {
  const result = isNew
    ? SubFirmCreate.safeParse(toFirmCreate(values))
    : SubFirmUpdate.safeParse(toFirmUpdate(values));
  const issues: Partial<Record<FirmFormField, string>> = {};
  if (result.success) {
    return issues;
  }
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as FirmFormField;
    if (field in values && !(field in issues)) {
      issues[field] = formatIssues([issue])[0] ?? issue.message;
    }
  }
  return issues;
}
