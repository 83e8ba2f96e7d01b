import { CloseOutlined, FilterOutlined, SearchOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { isAmountFilterValid, type ListSort } from '../../lib/list-filters.js';
import { NativeSelect } from '../native-select.js';
import '../../styles/filter-fields.css';

/**
 * Pieces the list pages' filter bars share (link tracking, collection history, statement, sub-dealers): the search
 * box, the fold that keeps a phone's bar short, the amount range as typed, the order on a phone (no column headers
 * there), and the line that says a typed amount cannot be read. Each page passes its own words.
 */

/**
 * The text search box: at most 100 characters, what the API reads. The browser's own search field (its clear
 * button and Escape empty it) in a box drawn like the bars' other fields: Ant Design's Input brought its TextArea,
 * 15 KB gzip, onto every list page (issue 28).
 */
export function SearchFilter({
  className = 'link-filter-search',
  label,
  value,
  onChange,
}: {
  className?: string;
  label: string;
  value: string | undefined;
  onChange: (search: string) => void;
}) {
  return (
    <span className={`filter-field filter-search ${className}`}>
      <SearchOutlined className="filter-search-icon" aria-hidden="true" />
      <input
        type="search"
        placeholder={label}
        aria-label={label}
        value={value ?? ''}
        onChange={(event) => onChange(event.currentTarget.value)}
        maxLength={100}
      />
    </span>
  );
}

/** One of a set, or all of them once cleared (the placeholder says so). */
export function ChoiceFilter<Value extends string | number>({
  className,
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  className: string;
  label: string;
  allLabel: string;
  value: Value | undefined;
  options: { value: Value; label: string }[];
  onChange: (value: Value | undefined) => void;
}) {
  return (
    <NativeSelect
      className={className}
      label={label}
      allLabel={allLabel}
      value={value}
      onChange={onChange}
      options={options}
    />
  );
}

/** The link that empties the bar (each page says what it keeps), shown while anything narrows the list. */
export function ClearFilters({
  isShown,
  label,
  onClear,
}: {
  isShown: boolean;
  label: string;
  onClear: () => void;
}) {
  return isShown ? (
    <Button type="link" icon={<CloseOutlined />} onClick={onClear}>
      {label}
    </Button>
  ) : null;
}

/** On a phone the filters after the search fold under a button that counts the chosen ones; wide, all show. */
export function FilterFold({
  isCompact,
  chosen,
  label,
  children,
}: {
  isCompact: boolean;
  chosen: number;
  label: string;
  children: ReactNode;
}) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      {isCompact ? (
        <Badge count={chosen} size="small">
          <Button icon={<FilterOutlined />} aria-expanded={isOpen} onClick={() => setIsOpen(!isOpen)}>
            {label}
          </Button>
        </Badge>
      ) : null}
      {!isCompact || isOpen ? children : null}
    </>
  );
}

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
      <span className="filter-field">
        <input
          aria-label={label}
          placeholder={label}
          inputMode="decimal"
          aria-invalid={!isValid}
          title={isValid ? undefined : labels.invalid}
          value={value ?? ''}
          onChange={(event) => onChange({ [key]: event.currentTarget.value })}
        />
      </span>
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

/** "field-dir" choices, on a phone only: there the table's headers that sort are not shown. */
export function SortSelect<By extends string>({
  isCompact,
  sort,
  choices,
  label,
  labelOf,
  onChange,
}: {
  isCompact: boolean;
  sort: ListSort<By>;
  choices: readonly `${By}-${'asc' | 'desc'}`[];
  label: string;
  labelOf: (choice: string) => string;
  onChange: (sort: ListSort<By>) => void;
}) {
  return isCompact ? (
    <NativeSelect<string>
      className="link-filter-sort"
      label={label}
      value={`${sort.by}-${sort.dir}`}
      onChange={(value) => {
        const cut = value?.lastIndexOf('-') ?? -1;
        if (value && cut > 0) {
          onChange({ by: value.slice(0, cut) as By, dir: value.slice(cut + 1) as 'asc' | 'desc' });
        }
      }}
      options={choices.map((choice) => ({ value: choice, label: labelOf(choice) }))}
    />
  ) : null;
}
