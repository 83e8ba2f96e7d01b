import { DatePicker } from 'antd';
import { dayjs } from '../../lib/dates.js';

const ISO = 'YYYY-MM-DD';

/**
 * A period either end of which may stay open, as YYYY-MM-DD. Its own file: only the bars with a date pull in
 * dayjs and Ant Design's picker.
 */
export function DateRangeFilter({
  from,
  to,
  label,
  placeholders,
  isCompact,
  onChange,
}: {
  from: string | undefined;
  to: string | undefined;
  label: string;
  placeholders: [from: string, to: string];
  isCompact: boolean;
  onChange: (from: string | undefined, to: string | undefined) => void;
}) {
  return (
    <DatePicker.RangePicker
      className="link-filter-dates"
      aria-label={label}
      placeholder={placeholders}
      format="DD.MM.YYYY"
      // A phone's keyboard would cover the calendar.
      inputReadOnly={isCompact}
      allowEmpty={[true, true]}
      value={[from ? dayjs(from, ISO) : null, to ? dayjs(to, ISO) : null]}
      onChange={(range) =>
        onChange(range?.[0]?.format(ISO) ?? undefined, range?.[1]?.format(ISO) ?? undefined)
      }
    />
  );
}
