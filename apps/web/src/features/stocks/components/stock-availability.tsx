import type { StockRow } from '@tahsilat/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

type Band = StockRow['band'];
const BAND_COLORS: Record<Band, string> = { in_stock: 'success', low: 'warning', out: 'default' };
const QUANTITY = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 3 });

/** "1.250,5": a quantity in the portal's Turkish number format. */
export function formatQuantityText(quantity: string): string {
  return QUANTITY.format(Number(quantity));
}

/** A quantity with its unit when the tenant shows them, else the band (Var / Az / Yok) as a tag. */
export function AvailabilityValue({
  quantity,
  band,
  unit,
}: {
  quantity: string | null;
  band: Band;
  unit: string;
}) {
  const { t } = useTranslation('stocks');
  if (quantity === null) {
    return (
      <Tag className="stock-band" color={BAND_COLORS[band]}>
        {t(`band.${band}`)}
      </Tag>
    );
  }
  return (
    <span className={`stock-quantity stock-quantity-${band}`}>
      {formatQuantityText(quantity)} <span className="stock-unit">{unit}</span>
    </span>
  );
}

/** One line per warehouse: its name and what is available there. */
export function WarehouseList({ row }: { row: StockRow }) {
  const { t } = useTranslation('stocks');
  if (row.warehouses.length === 0) {
    return <span className="stock-muted">{t('noWarehouse')}</span>;
  }
  return (
    <ul className="stock-warehouses" data-testid="stock-warehouses">
      {row.warehouses.map((warehouse) => (
        <li key={warehouse.code}>
          <span className="stock-warehouse-name" title={warehouse.name ?? warehouse.code}>
            {warehouse.name ?? warehouse.code}
          </span>
          <AvailabilityValue quantity={warehouse.quantity} band={warehouse.band} unit={row.unit} />
        </li>
      ))}
    </ul>
  );
}
