import type { z } from 'zod';
import { translateMessage } from '../i18n/index.js';
import type { Domain } from './domain.js';

/** The first message of each field of a failed parse, keyed by the field, in the screen's language. */
export function fieldErrors(domain: Domain, error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in out)) {
      out[field] = translateMessage(domain.formatIssues([issue])[0] ?? issue.message);
    }
  }
  return out;
}
