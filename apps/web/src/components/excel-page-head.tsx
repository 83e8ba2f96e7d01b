import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from './export-button.js';
import { PageHead } from './page-head.js';

/**
 * The head of a list page with its Excel download, in the page namespace's words (`title`, `subtitle`, `excel`,
 * `exportFailed`, and `excelFileName` handed to `onExport`); `children` are the buttons before it.
 */
export function ExcelPageHead({
  namespace,
  onExport,
  children,
}: {
  namespace: string;
  onExport: (fileName: string) => Promise<boolean>;
  children?: ReactNode;
}) {
  const { t } = useTranslation(namespace);
  return (
    <PageHead
      title={t('title')}
      subtitle={t('subtitle')}
      actions={
        <>
          {children}
          <ExportButton
            label={t('excel')}
            failedText={t('exportFailed')}
            onExport={() => onExport(t('excelFileName'))}
          />
        </>
      }
    />
  );
}
