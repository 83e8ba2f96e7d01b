import type { DbsInvoiceRow } from '@tahsilat/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { amountText } from '../../statement/statement-query.js';

/** Open states in warm colours (they hold the limit), closed ones green or grey. */
const COLORS: Record<number, string> = {
  0: 'default',
  1: 'green',
  2: 'default',
  3: 'red',
  4: 'gold',
  5: 'cyan',
  6: 'purple',
  7: 'default',
};

export function DbsStatusTag({ status }: { status: number }) {
  const { t } = useTranslation('dbs');
  return (
    <Tag color={COLORS[status] ?? 'default'} className="dbs-status">
      {t(`status.${status}`)}
    </Tag>
  );
}

/** "1.234,56 TL" for an amount of the page (Turkish format; TRY as "TL"). */
export function dbsMoney(amount: string, currency: DbsInvoiceRow['currencyCode'] = 'TRY'): string {
  return `${amountText(amount)} ${currency === 'TRY' ? 'TL' : currency}`;
}
