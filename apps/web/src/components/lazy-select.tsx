import { DownOutlined } from '@ant-design/icons';
import type { SelectProps } from 'antd/es/select';
import { lazy, type ReactElement, Suspense, useState } from 'react';
import '../styles/native-select.css';

// React.lazy drops the Select's type parameters; given back so each caller's value type reaches onChange.
const AntSelect = lazy(() => import('antd/es/select')) as unknown as <V>(
  props: SelectProps<V, PlainOption>,
) => ReactElement;

interface PlainOption {
  value: string | number;
  label: string;
}

export type LazySelectProps<Value> = Omit<SelectProps<Value, PlainOption>, 'options' | 'aria-label'> & {
  options: PlainOption[];
  label: string;
};

/** What the closed select shows: the chosen entries' labels, or nothing (the placeholder shows). */
function chosenText(value: unknown, options: readonly PlainOption[]): string {
  const chosen = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return chosen
    .map((one) => options.find((option) => option.value === one)?.label)
    .filter((label): label is string => label !== undefined)
    .join(', ');
}

/**
 * Ant Design's searchable (or multiple) select, loaded when the user first reaches for it: until then a field that
 * looks the same shows the choice, and clicking it brings the real one open and focused, tabbing to it the real one focused and closed
 * (issue 28: its 24 KB gzip were on every report page, mostly for users who never change the dealer).
 */
export function LazySelect<Value>({
  label,
  options,
  className,
  placeholder,
  ...rest
}: LazySelectProps<Value>) {
  // 'open' when reached by the pointer (the list opens, as a click on a select does); 'focus' when reached by Tab.
  const [active, setActive] = useState<false | 'focus' | 'open'>(false);
  const text = chosenText(rest.value, options);
  const standIn = (
    <span className={className ? `native-select lazy-select ${className}` : 'native-select lazy-select'}>
      <input
        role="combobox"
        aria-label={label}
        aria-expanded={false}
        readOnly
        value={text}
        placeholder={typeof placeholder === 'string' ? placeholder : undefined}
        id={rest.id}
        onFocus={() => setActive((was) => was || 'focus')}
        onPointerDown={() => setActive('open')}
        // Loading starts when the pointer comes near, so the real one is usually there by the click.
        onPointerEnter={() => void import('antd/es/select')}
      />
      <DownOutlined className="native-select-icon" aria-hidden="true" />
    </span>
  );
  if (!active) {
    return standIn;
  }
  return (
    <Suspense fallback={standIn}>
      <AntSelect<Value>
        {...rest}
        className={className}
        placeholder={placeholder}
        aria-label={label}
        options={options}
        autoFocus
        defaultOpen={active === 'open'}
      />
    </Suspense>
  );
}
