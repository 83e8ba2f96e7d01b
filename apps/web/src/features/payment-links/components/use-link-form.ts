import type { PaymentRequestCreateOptions } from '@tahsilat/domain';
import { useRef, useState } from 'react';
import { translateMessage } from '../../../i18n/index.js';
import { type LinkFormField, type LinkFormValues, methodsForSet } from '../link-form.js';

/** The id of a field's control, so the first wrong one can be brought into view. */
export const fieldId = (field: LinkFormField) => `link_${field}`;

export type LinkFormIssues = Partial<Record<LinkFormField, string>>;

/** Everything the form's sections need: the values, what to show as wrong, and how to change a field. */
export interface LinkFormState {
  values: LinkFormValues;
  /** The shared schema's message of each field the user has reached (all of them after a first submit). */
  errors: LinkFormIssues;
  set: <F extends LinkFormField>(field: F, value: LinkFormValues[F]) => void;
  /** A field left: its message shows from now on. */
  leave: (field: LinkFormField) => void;
}

/** The rules of the form itself, applied to every change: what one field's change does to the others. */
export function applyChange<F extends LinkFormField>(
  values: LinkFormValues,
  field: F,
  value: LinkFormValues[F],
  options: PaymentRequestCreateOptions,
): LinkFormValues {
  const next: LinkFormValues = { ...values, [field]: value };
  if (field === 'isPreAuth' && value) {
    // A pre-authorisation is captured once: the link is single use.
    next.usage = 'single';
  }
  if (field === 'paymentSetId') {
    const method = next.paymentMethodId;
    if (method && !methodsForSet(options.paymentMethods, next.paymentSetId).some((m) => m.id === method)) {
      next.paymentMethodId = null;
    }
  }
  return next;
}

/**
 * The link form's state: every change is checked against the shared schema (loaded with the first check, with zod),
 * and a field's message shows once the user has left the field or pressed submit, as the server would answer it.
 */
export function useLinkForm(options: PaymentRequestCreateOptions, initial: LinkFormValues) {
  const [values, setValues] = useState(initial);
  const [issues, setIssues] = useState<LinkFormIssues>({});
  const [reached, setReached] = useState<ReadonlySet<LinkFormField> | 'all'>(new Set());
  const checks = useRef(0);

  const check = async (next: LinkFormValues): Promise<LinkFormIssues> => {
    const round = ++checks.current;
    const { linkFormIssues } = await import('../link-form-issues.js');
    const found = linkFormIssues(next, options);
    const translated: LinkFormIssues = {};
    for (const [field, message] of Object.entries(found) as [LinkFormField, string][]) {
      translated[field] = translateMessage(message);
    }
    // A slower, older check never overwrites a newer one.
    if (round === checks.current) {
      setIssues(translated);
    }
    return translated;
  };

  const reach = (field: LinkFormField) =>
    setReached((was) => (was === 'all' || was.has(field) ? was : new Set([...was, field])));

  const errors: LinkFormIssues = {};
  for (const [field, message] of Object.entries(issues) as [LinkFormField, string][]) {
    if (reached === 'all' || reached.has(field)) {
      errors[field] = message;
    }
  }

  const state: LinkFormState = {
    values,
    errors,
    set: (field, value) => {
      const next = applyChange(values, field, value, options);
      setValues(next);
      reach(field);
      void check(next);
    },
    leave: (field) => {
      reach(field);
      void check(values);
    },
  };

  return {
    state,
    /** Checks the whole form; the first wrong field's name when there is one. */
    submit: async (): Promise<LinkFormField | null> => {
      setReached('all');
      const found = await check(values);
      return (Object.keys(found)[0] as LinkFormField | undefined) ?? null;
    },
    reset: () => {
      checks.current += 1;
      setValues(initial);
      setIssues({});
      setReached(new Set());
    },
  };
}
