import { CalendarOutlined } from '@ant-design/icons';
import { isoToDottedDate } from '@tahsilat/domain/pricing';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dottedToIso } from '../lib/format.js';
import '../styles/filter-fields.css';
import '../styles/date-input.css';

/** The days a filter or form can name: what a finance user types and what the API's date checks take. */
export const FIRST_DAY = '2000-01-01';
export const LAST_DAY = '2099-12-31';

/**
 * A day as YYYY-MM-DD, written DD.MM.YYYY whatever the browser's language (a Turkish finance user with an English
 * browser must not meet 11/29/2026), with the browser's own calendar behind the button. Replaces Ant Design's
 * picker and dayjs on every page (34 KB gzip, issue 28). What is typed is taken when the field is left or Enter is
 * pressed; a text that names no day within [min, max] stays in the field, marked, and the day before it is kept. An
 * emptied field means no day unless the field is required.
 */
export function DateInput({
  value,
  onChange,
  label,
  min = FIRST_DAY,
  max = LAST_DAY,
  required = false,
  invalid = false,
  id,
  className,
}: {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  label?: string;
  min?: string;
  max?: string;
  required?: boolean;
  invalid?: boolean;
  id?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(isoToDottedDate(value));
  const [unreadable, setUnreadable] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  useEffect(() => {
    setDraft(isoToDottedDate(value));
    setUnreadable(false);
  }, [value]);

  const take = (text: string) => {
    if (text.trim() === '') {
      setUnreadable(required);
      if (!required && value !== undefined) {
        onChange(undefined);
      }
      return;
    }
    const day = dottedToIso(text);
    const fits = day !== null && day >= min && day <= max;
    setUnreadable(!fits);
    if (fits && day !== value) {
      onChange(day);
    } else if (fits) {
      setDraft(isoToDottedDate(day));
    }
  };

  const openCalendar = () => {
    const native = picker.current;
    if (native && typeof native.showPicker === 'function') {
      native.showPicker();
    } else {
      document.getElementById(id ?? '')?.focus();
    }
  };

  return (
    <span className={className ? `filter-field date-input ${className}` : 'filter-field date-input'}>
      <input
        type="text"
        id={id}
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        placeholder={label ?? 'GG.AA.YYYY'}
        aria-label={label}
        aria-invalid={invalid || unreadable || undefined}
        title={unreadable ? t('dateInput.invalid') : undefined}
        required={required}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={(event) => take(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            take(event.currentTarget.value);
          }
        }}
      />
      <button
        type="button"
        className="date-input-button"
        aria-label={t('dateInput.openCalendar')}
        onClick={openCalendar}
      >
        <CalendarOutlined aria-hidden="true" />
      </button>
      <input
        ref={picker}
        type="date"
        className="date-input-native"
        tabIndex={-1}
        aria-hidden="true"
        value={value ?? ''}
        min={min}
        max={max}
        onChange={(event) => {
          const day = event.currentTarget.value;
          if (day && day !== value) {
            onChange(day);
          }
        }}
      />
    </span>
  );
}
