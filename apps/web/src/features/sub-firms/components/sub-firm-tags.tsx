import type { SubFirmRow } from '@tahsilat/domain';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.js';
import { isOverdue, subFirmBalance } from '../sub-firm-query.js';

/** Aktif / Pasif; a passive firm says why (switched off here, or in the ERP) in its tooltip. */
export function SubFirmStatusTag({ row }: { row: Pick<SubFirmRow, 'status' | 'passiveReason'> }) {
  const { t } = useTranslation('subfirms');
  if (row.status === 'active') {
    return (
      <Tag color="success" className="sub-firm-tag">
        {t('status.active')}
      </Tag>
    );
  }
  const reason = row.passiveReason ? t(`passiveReason.${row.passiveReason}`) : null;
  const tag = (
    <Tag color="default" className="sub-firm-tag" tabIndex={reason ? 0 : undefined}>
      {t('status.passive')}
      {reason ? <span className="sr-only">: {reason}</span> : null}
    </Tag>
  );
  return reason ? <Tooltip title={reason}>{tag}</Tooltip> : tag;
}

/** Where the firm's data is kept: the ERP (read-only here) or the portal. */
export function SubFirmSourceTag({ source }: { source: SubFirmRow['source'] }) {
  const { t } = useTranslation('subfirms');
  return (
    <Tag color={source === 'erp' ? 'purple' : 'blue'} className="sub-firm-tag">
      {t(`source.${source}`)}
    </Tag>
  );
}

/** Status and source side by side, or one above the other in a narrow table cell. */
export function SubFirmTags({
  row,
  isStacked = false,
}: {
  row: Pick<SubFirmRow, 'status' | 'passiveReason' | 'source'>;
  isStacked?: boolean;
}) {
  return (
    <div className={isStacked ? 'sub-firm-tags sub-firm-tags-stacked' : 'sub-firm-tags'}>
      <SubFirmStatusTag row={row} />
      <SubFirmSourceTag source={row.source} />
    </div>
  );
}

/** The overdue sum in TL, red when there is any. */
export function OverdueAmount({ row }: { row: Pick<SubFirmRow, 'overdue'> }) {
  return (
    <span className={isOverdue(row) ? 'sub-firm-overdue' : 'sub-firm-muted'}>
      {formatMoney(row.overdue, 'TRY')}
    </span>
  );
}

/** The balance with the statement's side: "1.250,50 (B)". */
export function BalanceAmount({ row }: { row: Pick<SubFirmRow, 'balance' | 'side'> }) {
  return <span className="link-amount-cell">{subFirmBalance(row)}</span>;
}

/** The risk limit in TL, or a dash when none is set. */
export function riskLimitText(row: Pick<SubFirmRow, 'riskLimit'>): string {
  return row.riskLimit === null ? '—' : formatMoney(row.riskLimit, 'TRY');
}
