import type { DiscountRequestStatus, DiscountTotalView } from '@tahsilat/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.js';
import { STATUS_COLORS } from '../discount-view.js';

/** Talep edildi / Onaylandı / Ödendi / Reddedildi. */
export function RequestStatusTag({ status }: { status: DiscountRequestStatus }) {
  const { t } = useTranslation('discount');
  return (
    <Tag color={STATUS_COLORS[status]} className="discount-status">
      {t(`status.${status}`)}
    </Tag>
  );
}

/** One figure of a request's totals, a line per currency. */
export function TotalsMoney({
  totals,
  figure,
}: {
  totals: readonly DiscountTotalView[];
  figure: 'amount' | 'net';
}) {
  return (
    <span className="statement-cell-stack">
      {totals.map((total) => (
        <span key={total.currencyCode}>{formatMoney(total[figure], total.currencyCode)}</span>
      ))}
    </span>
  );
}
