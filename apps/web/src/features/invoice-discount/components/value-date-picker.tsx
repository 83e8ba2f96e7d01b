import { istanbulIsoDate } from '@tahsilat/domain/pricing';
import { DatePicker } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Dayjs, dayjs } from '../../../lib/dates.js';
import { isValueDateAllowed } from '../discount-view.js';

const ISO = 'YYYY-MM-DD';

/** The value date (valör): today or later, weekdays only, as the server accepts. */
export function ValueDatePicker({
  value,
  isCompact,
  onChange,
}: {
  value: string;
  isCompact: boolean;
  onChange: (valueDate: string) => void;
}) {
  const { t } = useTranslation('discount');
  const today = istanbulIsoDate();
  return (
    <div className="discount-value-date">
      <label htmlFor="discount-value-date">{t('valueDate')}</label>
      <DatePicker
        id="discount-value-date"
        format="DD.MM.YYYY"
        allowClear={false}
        inputReadOnly={isCompact}
        value={dayjs(value, ISO)}
        disabledDate={(day: Dayjs) => !isValueDateAllowed(day.format(ISO), today)}
        onChange={(day: Dayjs | null) => {
          if (day) {
            onChange(day.format(ISO));
          }
        }}
      />
    </div>
  );
}
