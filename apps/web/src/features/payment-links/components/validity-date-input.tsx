import { DatePicker } from 'antd';
import { type Dayjs, dayjs } from '../../../lib/dates.js';

const ISO = 'YYYY-MM-DD';

/** A date picker whose value is YYYY-MM-DD (what the API takes), limited to [min, max]. */
export function ValidityDateInput({
  value,
  onChange,
  min,
  max,
  id,
}: {
  value?: string;
  onChange?: (value: string | undefined) => void;
  min: string;
  max: string;
  id?: string;
}) {
  const isOutside = (date: Dayjs) => {
    const day = date.format(ISO);
    return day < min || day > max;
  };
  return (
    <DatePicker
      id={id}
      className="link-date"
      value={value ? dayjs(value, ISO) : null}
      onChange={(date) => onChange?.(date ? date.format(ISO) : undefined)}
      format="DD.MM.YYYY"
      disabledDate={isOutside}
      allowClear={false}
      inputReadOnly
    />
  );
}
