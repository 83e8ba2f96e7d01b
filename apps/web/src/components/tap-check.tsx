import type { ReactNode } from 'react';
import { CheckField } from './form/check-field.js';

/**
 * A list's checkbox (payment plan, collection plan, invoice discount): the browser's own, named for screen readers
 * by `label`, with an optional visible text beside it; on a phone its label is a 44 × 44 px tap target.
 */
export function TapCheck(props: {
  checked: boolean;
  disabled?: boolean;
  label: string;
  onChange: (checked: boolean) => void;
  children?: ReactNode;
}) {
  return <CheckField {...props} className="tap-check" />;
}
