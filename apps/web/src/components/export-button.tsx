import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useFileExport } from '../lib/use-file-export.js';

/** A page head's download (Excel unless told otherwise): busy while the file is made, a notice if it failed. */
export function ExportButton({
  label,
  failedText,
  icon = <DownloadOutlined />,
  onExport,
}: {
  label: string;
  failedText: string;
  icon?: ReactNode;
  onExport: () => Promise<boolean>;
}) {
  const { isExporting, handleExport } = useFileExport(onExport, failedText);
  return (
    <Button icon={icon} loading={isExporting} onClick={() => void handleExport()}>
      {label}
    </Button>
  );
}
