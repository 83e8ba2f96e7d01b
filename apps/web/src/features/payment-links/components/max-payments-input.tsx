import { MAX_LINK_PAYMENTS } from '@tahsilat/domain/pricing';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LinkFormState } from './use-link-form.js';
import { fieldId } from './use-link-form.js';

/** "3" → 3; what is not a whole number is kept as NaN, so the schema names the problem; empty is null. */
export function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const sameNumber = (a: number | null | undefined, b: number | null | undefined) =>
  a === b || (Number.isNaN(a) && Number.isNaN(b));

/** "en fazla [ 3 ] ödeme": the count as typed stays on screen, the form holds the number it means. */
export function MaxPaymentsInput({
  form,
  describedBy,
}: {
  form: LinkFormState;
  describedBy: string | undefined;
}) {
  const { t } = useTranslation('links');
  const held = form.values.maxPayments;
  const [draft, setDraft] = useState(held === null || held === undefined ? '' : String(held));
  useEffect(() => {
    // A reset or another field's rule changed the number: show it.
    setDraft((typed) => (sameNumber(wholeNumber(typed), held) ? typed : held == null ? '' : String(held)));
  }, [held]);
  return (
    <span className={`affix-field link-max-payments${form.errors.maxPayments ? ' field-invalid' : ''}`}>
      <span aria-hidden="true">{t('create.fields.maxPaymentsPrefix')}</span>
      <input
        id={fieldId('maxPayments')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={String(MAX_LINK_PAYMENTS).length + 2}
        aria-label={t('create.fields.maxPayments')}
        aria-invalid={form.errors.maxPayments ? true : undefined}
        aria-describedby={describedBy}
        value={draft}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          form.set('maxPayments', wholeNumber(event.currentTarget.value));
        }}
        onBlur={() => form.leave('maxPayments')}
      />
      <span aria-hidden="true">{t('create.fields.maxPaymentsSuffix')}</span>
    </span>
  );
}
