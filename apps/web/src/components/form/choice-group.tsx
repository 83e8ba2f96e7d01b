import { useId } from 'react';
import '../../styles/form-fields.css';

export interface Choice<Value extends string> {
  value: Value;
  label: string;
  disabled?: boolean;
}

/**
 * A few exclusive choices side by side, as joined buttons: the browser's own radio buttons (arrow keys move
 * between them), in a group named by its legend.
 */
export function ChoiceGroup<Value extends string>({
  legend,
  choices,
  value,
  onChange,
  isLegendHidden = false,
  isCompact = false,
  className,
}: {
  legend: string;
  /** The legend for screen readers only (a filter bar's choice, whose options say enough). */
  isLegendHidden?: boolean;
  /** The filter bars' height (32 px) instead of the forms' (40 px). */
  isCompact?: boolean;
  choices: readonly Choice<Value>[];
  value: Value | undefined;
  onChange: (value: Value) => void;
  className?: string;
}) {
  const name = useId();
  return (
    <fieldset
      className={['choice-group', isCompact ? 'choice-group-compact' : null, className]
        .filter(Boolean)
        .join(' ')}
    >
      <legend className={isLegendHidden ? 'sr-only' : 'field-label'}>{legend}</legend>
      <div className="choice-group-options">
        {choices.map((choice) => (
          <label key={choice.value} className="choice-group-option">
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              disabled={choice.disabled}
              onChange={() => onChange(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
