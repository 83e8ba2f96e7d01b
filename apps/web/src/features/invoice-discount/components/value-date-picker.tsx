import { messages } from '@tahsilat/domain/messages';
import { istanbulIsoDate } from '@tahsilat/domain/pricing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input.js';
import { translateMessage } from '../../../i18n/index.js';
import { isValueDateAllowed } from '../discount-view.js';

/**
 * The value date (valör): today or later, weekdays only, as the server accepts. The browser's date field cannot
 * grey out weekends, so a Saturday or Sunday stays in the field, marked, with the server's own words beside it, and
 * the page keeps the last allowed day.
 */
export function ValueDatePicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (valueDate: string) => void;
}) {
  const { t } = useTranslation('discount');
  const today = istanbulIsoDate();
  const [refused, setRefused] = useState<string | null>(null);
  return (
    <div className="discount-value-date">
      <label htmlFor="discount-value-date">{t('valueDate')}</label>
      <DateInput
        id="discount-value-date"
        value={value}
        min={today}
        required
        invalid={refused !== null}
        onChange={(day) => {
          if (day && isValueDateAllowed(day, today)) {
            setRefused(null);
            onChange(day);
          } else if (day) {
            setRefused(day);
          }
        }}
      />
      {refused ? (
        <span className="discount-value-date-error" role="alert">
          {translateMessage(messages.discountValueDateNotBusinessDay)}
        </span>
      ) : null}
    </div>
  );
}
