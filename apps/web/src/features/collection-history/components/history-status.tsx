import type { CollectionErpState, CollectionRow, CollectionStatus } from '@tahsilat/domain';
import { installmentLabel, isCountedCollection } from '@tahsilat/domain/pricing';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.js';

const STATUS_COLORS: Record<CollectionStatus, string> = {
  success: 'success',
  failed: 'error',
  pending: 'processing',
  refunded: 'purple',
  partially_refunded: 'gold',
  voided: 'default',
};

/**
 * Whether money moved: the card was charged (later refunds included); failed, pending and voided payments moved none.
 * The domain's rule, the one every report counts by (isCountedCollection).
 */
export function isCollection(status: CollectionStatus): boolean {
  return isCountedCollection(status);
}

export function HistoryStatusTag({ status }: { status: CollectionStatus }) {
  const { t } = useTranslation('history');
  return (
    <Tag color={STATUS_COLORS[status]} className="history-status" data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}

/** The status and, for a failed payment, the bank's words on a second line. */
export function HistoryStatus({ row }: { row: Pick<CollectionRow, 'status' | 'bankMessage'> }) {
  const message = row.status === 'failed' ? row.bankMessage : null;
  return (
    <div className="link-cell-stack">
      <HistoryStatusTag status={row.status} />
      {message ? <span className="history-bank-message">{message}</span> : null}
    </div>
  );
}

const ERP_CLASSES: Record<CollectionErpState, string> = {
  posted: 'history-erp history-erp-posted',
  waiting: 'history-erp history-erp-waiting',
  error: 'history-erp history-erp-error',
};

/** Whether the ERP has the collection: posted with its document no, waiting, or refused; a dash for no collection. */
export function HistoryErpState({ row }: { row: Pick<CollectionRow, 'erpState' | 'erpDocumentNo'> }) {
  const { t } = useTranslation('history');
  if (!row.erpState) {
    return <span>—</span>;
  }
  return (
    <div className="link-cell-stack">
      <span className={ERP_CLASSES[row.erpState]}>{t(`erp.${row.erpState}`)}</span>
      {row.erpState === 'posted' && row.erpDocumentNo ? (
        <span className="link-cell-sub link-reference">{row.erpDocumentNo}</span>
      ) : null}
    </div>
  );
}

/** "1.250,50 TL"; the four money columns of a row share the row's currency. */
export function rowMoney(row: Pick<CollectionRow, 'currencyCode'>, amount: string): string {
  return formatMoney(amount, row.currencyCode);
}

type InstallmentsOf = Pick<CollectionRow, 'installmentCount' | 'extraInstallmentCount'>;

/** "Tek Çekim", "3 taksit" or "3 + 2 taksit" in the page's language: the receipt's and the Excel file's words. */
export function InstallmentText({ row }: { row: InstallmentsOf }) {
  const { i18n } = useTranslation('history');
  return <>{installmentLabel(row.installmentCount, row.extraInstallmentCount, i18n.language)}</>;
}

/** "•••• 4358" and its instalments ("Tek Çekim", "3 taksit", "3 + 2 taksit"). */
export function CardCell({ row }: { row: Pick<CollectionRow, 'maskedCardNumber'> & InstallmentsOf }) {
  return (
    <div className="link-cell-stack">
      <span className="link-reference history-card">{row.maskedCardNumber}</span>
      <span className="link-cell-sub">
        <InstallmentText row={row} />
      </span>
    </div>
  );
}
