import { Input, Select } from 'antd';
import { isAmountFilterValid } from '../../lib/list-filters.js';

/**
 * Pieces the list pages' filter bars share (link tracking, collection history): the amount range as typed, the
 * order on a phone (no column headers there), and the line that says a typed amount cannot be read. Each page
 * passes its own words.
 */

export interface AmountRangeProps {
  min: string | undefined;
  max: string | undefined;
  labels: { min: string; max: string; invalid: string };
  onChange: (range: { amountMin?: string; amountMax?: string }) => void;
}

export function AmountRange({ min, max, labels, onChange }: AmountRangeProps) {
  const field = (key: 'amountMin' | 'amountMax', value: string | undefined, label: string) => {
    const isValid = isAmountFilterValid(value);
    return (
      <Input
        aria-label={label}
        placeholder={label}
        inputMode="decimal"
        status={isValid ? undefined : 'error'}
        aria-invalid={!isValid}
        title={isValid ? undefined : labels.invalid}
        value={value ?? ''}
        onChange={(event) => onChange({ [key]: event.target.value })}
      />
    );
  };
  return (
    <div className="link-filter-amounts">
      {field('amountMin', min, labels.min)}
      <span aria-hidden="true">–</span>
      {field('amountMax', max, labels.max)}
    </div>
  );
}

/** The message under the bar while either typed amount cannot be read. */
export function AmountRangeError({
  min,
  max,
  text,
}: {
  min: string | undefined;
  max: string | undefined;
  text: string;
}) {
  return isAmountFilterValid(min) && isAmountFilterValid(max) ? null : (
    <div className="link-filter-error" role="alert">
      {text}
    </div>
  );
}

/** "field-dir" choices for a phone, where the table's headers that sort are not shown. */
export function SortSelect<By extends string>({
  sort,
  choices,
  label,
  labelOf,
  onChange,
}: {
  sort: { by: By; dir: 'asc' | 'desc' };
  choices: readonly `${By}-${'asc' | 'desc'}`[];
  label: string;
  labelOf: (choice: string) => string;
  onChange: (sort: { by: By; dir: 'asc' | 'desc' }) => void;
}) {
  return (
    <Select
      className="link-filter-sort"
      aria-label={label}
      value={`${sort.by}-${sort.dir}`}
      onChange={(value: string) => {
        const cut = value.lastIndexOf('-');
        onChange({ by: value.slice(0, cut) as By, dir: value.slice(cut + 1) as 'asc' | 'desc' });
      }}
      options={choices.map((choice) => ({ value: choice, label: labelOf(choice) }))}
    />
  );
}
