import { DateInput } from '../../../components/date-input.js';

/**
 * The link's last valid day as YYYY-MM-DD (what the API takes), limited to [min, max], in the extend dialogs:
 * their Form.Item gives it the field's id, value and onChange.
 */
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
  return (
    <DateInput
      id={id}
      className="link-date"
      value={value}
      min={min}
      max={max}
      required
      onChange={(day) => onChange?.(day)}
    />
  );
}
