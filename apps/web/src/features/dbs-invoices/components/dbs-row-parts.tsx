import type { DbsInvoiceRow } from '@tahsilat/domain';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What the phone's cards and the wide screen's table are given alike. */
export interface DbsRowsProps {
  items: DbsInvoiceRow[];
  /** A main firm's user sees its dealers' invoices too: whose each one is. */
  showFirm: boolean;
  isLoading: boolean;
  empty: ReactNode;
  /** Absent in a dealer's read-only view: no pay buttons. */
  onPayEarly?: (row: DbsInvoiceRow) => void;
}

/** 'Erken öde' on an invoice that can be paid early, named after the invoice for screen readers. */
export function PayEarlyButton({
  row,
  onPayEarly,
  size,
  block,
}: {
  row: DbsInvoiceRow;
  onPayEarly: DbsRowsProps['onPayEarly'];
  size?: 'small';
  block?: boolean;
}) {
  const { t } = useTranslation('dbs');
  if (!row.canPayEarly || !onPayEarly) {
    return null;
  }
  return (
    <Button
      size={size}
      block={block}
      onClick={() => onPayEarly(row)}
      aria-label={t('payEarlyLine', { invoiceNo: row.invoiceNo })}
    >
      {t('payEarly')}
    </Button>
  );
}
