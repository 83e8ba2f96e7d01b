import type { PaymentRequestItem } from '@tahsilat/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.js';
import { PRE_AUTH_COLORS, STATUS_COLORS } from '../link-format.js';

export function LinkStatusTag({ status }: { status: PaymentRequestItem['status'] }) {
  const { t } = useTranslation('links');
  return (
    <Tag color={STATUS_COLORS[status]} className="link-status" data-status={status}>
      {t(`status.${status}`)}
    </Tag>
  );
}

/** Held, at the bank, captured or released: what became of a pre-authorisation the customer gave. */
export function PreAuthTag({ state }: { state: PaymentRequestItem['preAuthState'] }) {
  const { t } = useTranslation('links');
  if (state === 'none') {
    return null;
  }
  return (
    <Tag color={PRE_AUTH_COLORS[state]} variant="outlined">
      {t(`preAuth.${state}`)}
    </Tag>
  );
}

/** The link's amount and, for a link of several payments, how many are made. */
export function LinkAmount({ item }: { item: PaymentRequestItem }) {
  const { t } = useTranslation('links');
  return (
    <>
      <span className="link-amount-cell">{formatMoney(item.amount, item.currencyCode)}</span>
      {item.maxPayments > 1 ? (
        <span className="link-cell-sub">
          {t('list.paymentsOf', { paid: item.paidCount, max: item.maxPayments })}
        </span>
      ) : null}
    </>
  );
}
