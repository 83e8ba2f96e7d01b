import { DateInput, FIRST_DAY, LAST_DAY } from '../date-input.js';

/**
 * A period as two days, YYYY-MM-DD, in the browser's own date fields; the start is never after the end. Either end
 * may stay open unless the period is `required` (the statement's and the ERP report's always have both).
 */
export function DateRangeFilter({
  from,
  to,
  label,
  placeholders,
  required = false,
  className,
  onChange,
}: {
  from: string | undefined;
  to: string | undefined;
  label: string;
  placeholders: [from: string, to: string];
  required?: boolean;
  className?: string;
  onChange: (from: string | undefined, to: string | undefined) => void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset's legend and border do not fit a filter bar
    <div role="group" aria-label={label} className={className ? `date-range ${className}` : 'date-range'}>
      <DateInput
        label={placeholders[0]}
        value={from}
        max={to ?? LAST_DAY}
        required={required}
        onChange={(day) => onChange(day, to)}
      />
      <span className="date-range-dash" aria-hidden="true">
        –
      </span>
      <DateInput
        label={placeholders[1]}
        value={to}
        min={from ?? FIRST_DAY}
        required={required}
        onChange={(day) => onChange(from, day)}
      />
    </div>
  );
}
