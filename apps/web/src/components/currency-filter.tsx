import type { CurrencyCode } from '@tahsilat/domain';
import { CURRENCY_CODES } from '@tahsilat/domain/pricing';
import { Select } from 'antd';

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
    <Select
      className="statement-filter-currency"
      aria-label={label}
      placeholder={placeholder}
      allowClear
      value={value}
      onChange={onChange}
      options={CURRENCY_CODES.map((code) => ({ value: code, label: code }))}
    />
  );
}
