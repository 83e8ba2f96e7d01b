import type { PlanLine, PlanLineStatus } from '@tahsilat/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { amountText } from '../../statement/statement-query.js';

const COLORS: Record<PlanLineStatus, string> = {
  open: 'blue',
  partial: 'gold',
  overdue: 'red',
  closed: 'green',
  paid_pending: 'cyan',
};

export function PlanStatusTag({ status }: { status: PlanLineStatus }) {
  const { t } = useTranslation('plan');
  return (
    <Tag color={COLORS[status]} className="plan-status">
      {t(`status.${status}`)}
    </Tag>
  );
}

/** "1.234,56 USD" for a plan amount; TRY as "TL". */
export function planMoney(amount: string, currency: PlanLine['currencyCode']): string {
  return `${amountText(amount)} ${currency === 'TRY' ? 'TL' : currency}`;
}

/** "45 gün" in the warning colour while a line is late; nothing otherwise. */
export function DaysOverdue({ days }: { days: number }) {
  const { t } = useTranslation('plan');
  return days > 0 ? <span className="plan-days-overdue">{t('days', { count: days })}</span> : null;
}
