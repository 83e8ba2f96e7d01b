import { Button, Result } from 'antd';

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
    <Result
      status="warning"
      title={title}
      extra={
        <Button type="primary" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    />
  );
}
