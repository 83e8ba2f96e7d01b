import { SiteSettingsUpdate } from '@tahsilat/domain';
import { issuesByPath } from '../../../lib/schema-issues.js';
import { type SiteFormValues, toSiteUpdate } from './site-form.js';

/** The brand and site form's check, loaded (with zod) by its first validation. */
export function siteFormIssues(values: SiteFormValues): Record<string, string> {
  return issuesByPath(SiteSettingsUpdate, toSiteUpdate(values));
}
