import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';

/**
 * What is chosen on a list and the one thing to do with it ('Seçilenleri Öde', 'Ödeme linki gönder'); the action
 * is off, with the reason in a tooltip, when the choice cannot be acted on.
 */
export function SelectionBar({
  summary,
  clearLabel,
  onClear,
  action,
}: {
  summary: string;
  clearLabel: string;
  onClear: () => void;
  action: { label: string; icon: ReactNode; disabledReason: string | null; onClick: () => void };
}) {
  return (
    <div className="plan-selection" role="status">
      <span data-testid="plan-selection">{summary}</span>
      <Button type="link" onClick={onClear}>
        {clearLabel}
      </Button>
      <Tooltip title={action.disabledReason ?? undefined}>
        <Button
          type="primary"
          icon={action.icon}
          disabled={action.disabledReason !== null}
          onClick={action.onClick}
        >
          {action.label}
        </Button>
      </Tooltip>
    </div>
  );
}
