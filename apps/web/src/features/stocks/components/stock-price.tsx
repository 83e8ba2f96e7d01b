import type { StockRow } from '@tahsilat/domain';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.js';

/**
 * The firm's price in bold; under it the list price, struck through, when a discount applies (the cards; the table
 * has a list price column of its own).
 */
export function StockPrice({ row, showsListPrice = true }: { row: StockRow; showsListPrice?: boolean }) {
  const { t } = useTranslation('stocks');
  const isDiscounted = showsListPrice && row.firmPrice !== row.listPrice;
  return (
    <div className="stock-price">
      <span className="stock-firm-price" data-testid="stock-firm-price">
        {formatMoney(row.firmPrice, row.currencyCode)}
      </span>
      {isDiscounted ? (
        <span className="stock-list-price">
          <span className="sr-only">{t('columns.listPrice')}: </span>
          <s>{formatMoney(row.listPrice, row.currencyCode)}</s>
        </span>
      ) : null}
    </div>
  );
}
