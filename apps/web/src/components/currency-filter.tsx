import type { CurrencyCode } from '@tahsilat/domain';
import { CURRENCY_CODES } from '@tahsilat/domain/pricing';
import { NativeSelect } from './native-select.js';

/** One currency or all, in a list's filter bar. */
export function CurrencyFilter({
  value,
  onChange,
  label,
  placeholder,
}: {
  value: CurrencyCode | undefined;
  onChange: (currency: CurrencyCode | undefined) => void;
  label: string;
  placeholder: string;
}) {
  return (
    <NativeSelect
      className="statement-filter-currency"
      label={label}
      allLabel={placeholder}
      value={value}
      onChange={onChange}
      options={CURRENCY_CODES.map((code) => ({ value: code, label: code }))}
    />
  );
}
