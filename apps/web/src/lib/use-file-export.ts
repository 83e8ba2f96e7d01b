import { useState } from 'react';
import { notifier } from './notify.js';

/**
 * A list's download button (Excel, PDF): busy while the file is made, a notice when it could not be saved.
 * `save` runs at the click, so it sends the filters on screen then.
 */
export function useFileExport(save: () => Promise<boolean>, failedText: string) {
  const [isExporting, setIsExporting] = useState(false);
  const handleExport = async () => {
    setIsExporting(true);
    const isSaved = await save();
    setIsExporting(false);
    if (!isSaved) {
      notifier.show('error', failedText);
    }
  };
  return { isExporting, handleExport };
}
