import { DownOutlined } from '@ant-design/icons';
import '../styles/native-select.css';

export interface NativeOption<Value extends string | number> {
  value: Value;
  label: string;
}

/**
 * One of a short list in the browser's own select (its keyboard, the phone's wheel), drawn like the bars' other
 * fields: the filters' choices, the page sizes, the currency. Ant Design's Select (24 KB gzip) stays for the
 * searchable dealer lists and the forms (issue 28). With `allLabel`, the first entry means "all" and is undefined.
 */
export function NativeSelect<Value extends string | number>({
  value,
  options,
  onChange,
  label,
  allLabel,
  className,
}: {
  value: Value | undefined;
  options: readonly NativeOption<Value>[];
  onChange: (value: Value | undefined) => void;
  label: string;
  allLabel?: string;
  className?: string;
}) {
  const at = options.findIndex((option) => option.value === value);
  return (
    <span className={className ? `native-select ${className}` : 'native-select'}>
      <select
        aria-label={label}
        value={at < 0 ? '' : String(at)}
        className={at < 0 && allLabel !== undefined ? 'native-select-all' : undefined}
        onChange={(event) => {
          const chosen = options[Number(event.currentTarget.value)];
          onChange(event.currentTarget.value === '' ? undefined : chosen?.value);
        }}
      >
        {allLabel !== undefined ? <option value="">{allLabel}</option> : null}
        {options.map((option, index) => (
          <option key={String(option.value)} value={String(index)}>
            {option.label}
          </option>
        ))}
      </select>
      <DownOutlined className="native-select-icon" aria-hidden="true" />
    </span>
  );
}
