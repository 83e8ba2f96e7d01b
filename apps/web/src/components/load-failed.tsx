import { WarningFilled } from '@ant-design/icons';
import { Button } from 'antd';

/** A list that could not be loaded, with a way to try again (the notice has already said why). */
export function LoadFailed({
  title,
  retryLabel,
  onRetry,
}: {
  title: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div className="load-failed" role="alert">
      <WarningFilled className="load-failed-icon" aria-hidden />
      <p className="load-failed-title">{title}</p>
      <Button type="primary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
