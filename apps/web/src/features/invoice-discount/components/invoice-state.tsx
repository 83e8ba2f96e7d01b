import type { DiscountInvoiceRow, DiscountTermsView } from '@tahsilat/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RowBlock } from '../discount-view.js';

/** 'Uygun', or why the invoice cannot be chosen: 'Talep edildi (İSK-000012)', 'Vadesine 15 günden az kaldı', … */
export function InvoiceState({
  row,
  block,
  terms,
}: {
  row: DiscountInvoiceRow;
  block: RowBlock | null;
  terms: DiscountTermsView;
}) {
  const { t } = useTranslation('discount');
  if (block === null) {
    return <Tag color="green">{t('eligible')}</Tag>;
  }
  const text =
    block === 'requested'
      ? t('why.requested', { requestNo: row.heldByRequestNo ?? '' })
      : block === 'tooSoon'
        ? t('why.tooSoon', { count: terms.minDaysToDue })
        : t(`why.${block}`);
  return (
    <span className={`discount-why discount-why-${block}`} data-testid="discount-why">
      {text}
    </span>
  );
}
