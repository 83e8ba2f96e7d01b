import { z } from 'zod';
import { genericMessages } from './messages.js';

type RawIssue = z.core.$ZodRawIssue;

const FIELD = '{field}';

/** Turkish default for every zod issue that a schema did not give its own message. */
function turkishIssueMessage(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? genericMessages.required
        : genericMessages.invalidType;
    case 'too_small': {
      const min = String(issue.minimum);
      if (issue.origin === 'string') {
        if (issue.minimum === 1) {
          return genericMessages.required;
        }
        return (issue.exact ? genericMessages.exactLength : genericMessages.tooShort)
          .replace('{min}', min)
          .replace('{length}', min);
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return genericMessages.tooFewItems.replace('{min}', min);
      }
      if (issue.origin === 'date') {
        return genericMessages.invalidDate;
      }
      return genericMessages.tooSmallNumber.replace('{min}', min);
    }
    case 'too_big': {
      const max = String(issue.maximum);
      if (issue.origin === 'string') {
        return (issue.exact ? genericMessages.exactLength : genericMessages.tooLong)
          .replace('{max}', max)
          .replace('{length}', max);
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return genericMessages.tooManyItems.replace('{max}', max);
      }
      if (issue.origin === 'date') {
        return genericMessages.invalidDate;
      }
      return genericMessages.tooBigNumber.replace('{max}', max);
    }
    case 'invalid_value':
      return genericMessages.invalidEnum;
    case 'invalid_format':
      if (issue.format === 'date' || issue.format === 'datetime') {
        return genericMessages.invalidDateFormat;
      }
      return genericMessages.patternMismatch;
    case 'unrecognized_keys':
      return genericMessages.unknownField.replace(FIELD, issue.keys.join("', '"));
    default:
      return genericMessages.invalid;
  }
}

let configured = false;

/** Makes zod speak Turkish by default; idempotent, called by the package entry. */
export function configureZodMessages(): void {
  if (configured) {
    return;
  }
  configured = true;
  z.config({ customError: (issue) => turkishIssueMessage(issue) });
}

/** Human name of the field an issue is about: the last named segment of its path. */
function fieldName(path: readonly PropertyKey[]): string {
  for (let i = path.length - 1; i >= 0; i -= 1) {
    const segment = path[i];
    if (typeof segment === 'string') {
      return segment;
    }
  }
  return 'değer';
}

/**
 * One Turkish message per failed field, with the field's path ("debit", "warehouses.0.onHand"; "" for the value
 * as a whole): the first issue of each field wins, and generic messages get the field's name.
 */
export function fieldIssues(issues: readonly z.core.$ZodIssue[]): { field: string; message: string }[] {
  const seen = new Set<string>();
  const out: { field: string; message: string }[] = [];
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (seen.has(field)) {
      continue;
    }
    seen.add(field);
    out.push({ field, message: issue.message.replaceAll(FIELD, fieldName(issue.path)) });
  }
  return out;
}

/** One Turkish message per failed field (SPEC 8, HTTP 406). */
export function formatIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return fieldIssues(issues).map((issue) => issue.message);
}
